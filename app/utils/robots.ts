import { href, type RouteName } from "~/paths";

/**
 * Addresses crawlers should not fetch: a visitor's own pages (also `noindex`, for links from
 * elsewhere) and the endpoints forms post to, which are not pages at all.
 */
const DISALLOWED: RouteName[] = [
  "personal",
  "cart",
  "comparison",
  "favorites",
  "city",
  "cookie_notice",
  "consultation",
  "newsletter",
  "service_calendar",
  "service_models",
  "build_version",
  "ui",
];

/**
 * Query parameters that show the same content at another address, for Yandex's Clean-param:
 * the catalogue's order, and campaign tags anywhere. The catalogue's `page` is not among them:
 * page 2 lists other cars than page 1, and each page is its own canonical address.
 */
const CLEAN_PARAMS: Array<[params: string[], path: string]> = [
  [["sort"], href("catalog")],
  [["utm_source", "utm_medium", "utm_campaign", "utm_content", "utm_term", "yclid", "gclid"], "/"],
];

export function robotsTxt(siteUrl: string): string {
  const disallow = DISALLOWED.map((name) => `Disallow: ${href(name as "cart")}`);
  // Single fetch's data requests (`/catalog.data`) are the pages' data, not pages.
  disallow.push("Disallow: /*.data$");
  const common = [...disallow, "Allow: /"];
  return [
    "User-agent: *",
    ...common,
    "",
    "User-agent: Yandex",
    ...common,
    ...CLEAN_PARAMS.map(([params, path]) => `Clean-param: ${params.join("&")} ${path}`),
    "",
    `Sitemap: ${siteUrl}${href("sitemap")}`,
    "",
  ].join("\n");
}
