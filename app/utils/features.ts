import { routeNameOf } from "~/paths";
import { useRootData } from "./root-data";

/**
 * Feature flags from common data, keyed by the spec's route names. This module is the one
 * reading of them, on the server (the loaders and actions of the routes whose handle names a
 * flag, through requireFeature) and in the browser (links, buttons): a flag that is absent
 * counts as on.
 */
export type Features = Record<string, boolean>;

/** The flags the dealer API may switch off (docs/product.md §4.15): each is a route name. */
export type FeatureName =
  | "favorites"
  | "comparison"
  | "cart"
  | "personal"
  | "catalog"
  | "trade_in"
  | "service"
  | "company"
  | "news"
  | "jobs"
  | "tenders"
  | "contacts"
  | "faq";

export function isFeatureEnabled(features: Features, name: string): boolean {
  return features[name] !== false;
}

/**
 * The false flag that hides the page at this path, if any: for a link to it, which has no
 * matched routes to ask (a page's own redirect comes from its routes' handles, enforced by
 * their loaders). The page's own route name and every ancestor's count, so switching off
 * `news` hides news items and `personal` the whole personal area: flag names are route
 * names, and the route tree nests as the addresses do (app/routes.ts), so the names of a
 * path's prefixes are its page's and its layouts' flags.
 */
export function disabledFeatureFor(pathname: string, features: Features): string | undefined {
  return flagNamesOf(pathname).find((name) => !isFeatureEnabled(features, name));
}

/** Paths whose flag names are kept; past this the memory starts over. */
const MAX_KEPT_PATHS = 500;
const flagNamesByPath = new Map<string, readonly string[]>();

/**
 * The route names whose flags hide a page path: its own, then its ancestors'. They depend on
 * the path alone and every link of a page asks (two dozen in the shell), so they are kept.
 */
function flagNamesOf(pathname: string): readonly string[] {
  let names = flagNamesByPath.get(pathname);
  if (!names) {
    const segments = pathname.split("/").filter(Boolean);
    const found: string[] = [];
    for (let length = segments.length; length >= 1; length--) {
      const name = routeNameOf(`/${segments.slice(0, length).join("/")}`);
      if (name) found.push(name);
    }
    if (flagNamesByPath.size >= MAX_KEPT_PATHS) flagNamesByPath.clear();
    flagNamesByPath.set(pathname, found);
    names = found;
  }
  return names;
}

/**
 * Whether a link to `to` may be shown: a site path is shown unless its page is switched
 * off (the same rule that redirects the page itself); other sites, `tel:` and `mailto:`
 * have no flags.
 */
export function isLinkEnabled(to: string, features: Features): boolean {
  if (!to.startsWith("/") || to.startsWith("//")) return true;
  return disabledFeatureFor(to.replace(/[?#].*$/, ""), features) === undefined;
}

/**
 * A navigation tree without the links to switched-off pages. A hidden item takes its
 * sub-items with it: they would hang under a heading that is not there.
 */
export function enabledNavItems<T extends { link: string; items: T[] }>(items: T[], features: Features): T[] {
  return items
    .filter((item) => isLinkEnabled(item.link, features))
    .map((item) => ({ ...item, items: enabledNavItems(item.items, features) }));
}

/**
 * The flags for components, from the root loader's common data. Without that data (the
 * maintenance page when common data failed) nothing is known to be off, so all count as on.
 */
export function useFeatures() {
  const features: Features = useRootData()?.common.features ?? {};
  return {
    features,
    isEnabled: (name: string) => isFeatureEnabled(features, name),
    isLinkEnabled: (to: string) => isLinkEnabled(to, features),
  };
}
