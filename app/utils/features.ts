import { routeNameOf } from "~/paths";

/**
 * Feature flags from common data, readable in the browser too (the server copy lives in the
 * dealer API's endpoint table). A flag that is absent counts as on.
 */
export type Features = Record<string, boolean>;

export function isFeatureEnabled(features: Features, name: string): boolean {
  return features[name] !== false;
}

/**
 * The page path behind a request URL's pathname: single fetch asks for `/cart.data` and
 * `/_root.data` (the home page) on client navigations.
 */
export function pagePathname(pathname: string): string {
  const page = pathname.replace(/\.data$/, "");
  return page === "/_root" ? "/" : page;
}

/**
 * The false flag that hides this page, if any. The page's own route name and every
 * ancestor's count, so switching off `news` hides news items and `personal` hides the whole
 * personal area (whose sub-pages have no route names of their own).
 */
export function disabledFeatureFor(pathname: string, features: Features): string | undefined {
  const segments = pagePathname(pathname).split("/").filter(Boolean);
  for (let length = segments.length; length >= 1; length--) {
    const name = routeNameOf(`/${segments.slice(0, length).join("/")}`);
    if (name && !isFeatureEnabled(features, name)) return name;
  }
  return undefined;
}
