import type { AppLoadContext } from "@remix-run/node";

/*
 * The lead forms' own rules (docs/decisions/004-lead-forms.md). How a lead form is posted,
 * limited and answered is the post pipeline's (app/server/lead-post.server.ts).
 */

/**
 * The page a lead is about, as the absolute URL of this site (SITE_URL) that a manager can
 * open: the path of what was posted — a site path without JS, any address from older pages —
 * else `fallbackPath`. Another origin is never stored.
 */
export function absolutePageUrl(posted: unknown, fallbackPath: string, siteUrl: string): string {
  const base = `${siteUrl}/`;
  let page: URL;
  try {
    page = new URL(typeof posted === "string" && posted ? posted : fallbackPath, base);
  } catch {
    page = new URL(fallbackPath, base);
  }
  return new URL(page.pathname + page.search, base).href;
}

/** A lead's values with its page (a form with a URL field) as absolutePageUrl puts it. */
export function withAbsolutePageUrl<V>(value: V, fallbackPath: string, siteUrl: string): V {
  if (!value || typeof value !== "object" || !("URL" in value)) return value;
  return { ...value, URL: absolutePageUrl(value.URL, fallbackPath, siteUrl) };
}

/** The visitor's city name for a lead; a lead without it is still worth sending. */
export async function visitorCityName(context: AppLoadContext): Promise<string | undefined> {
  try {
    return (await context.city())?.name;
  } catch {
    return undefined;
  }
}
