import type { Crumb } from "./breadcrumbs";
import type { FeatureName } from "./features";
import type { RouteName } from "~/paths";

/**
 * What a route module says about itself, once, for the frame to read from the matched routes
 * (docs/decisions/033-nested-routes.md). A layout's entries count for every route under it.
 *
 *     export const handle = { breadcrumb: "cart", feature: "cart", noindex: true } satisfies RouteHandle;
 *     export const handle: RouteHandle<{ item: NewsItem }> = {
 *       feature: "news",
 *       breadcrumb: ({ item }) => [crumbOf("news"), { name: item.title, to: href("news_detail", { slug: item.slug }) }],
 *     };
 */
export type RouteHandle<Data = never> = {
  /**
   * This route's crumbs, after its layouts' and before its children's: a route name (its
   * label and address from app/utils/breadcrumbs.ts), or the crumbs made from its loader's data
   * (a page whose parent is not its layout names it here: a car comes under the catalogue).
   */
  breadcrumb?: RouteName | ((data: Data) => Crumb | Crumb[]);
  /** The feature flag that hides this route and everything under it (docs/product.md §4.15). */
  feature?: FeatureName;
  /** This route and everything under it ask crawlers not to index them. */
  noindex?: true;
};

/** The handle of a match, if its route declared one (routes without a `handle` export have none). */
export function routeHandle(match: { handle?: unknown }): RouteHandle<unknown> | undefined {
  const handle = match.handle;
  return typeof handle === "object" && handle !== null ? (handle as RouteHandle<unknown>) : undefined;
}
