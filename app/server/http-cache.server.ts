import type { Cart } from "~/utils/cart";
import type { Visitor } from "~/services/visitor.server";

/**
 * What a browser or CDN may keep of a page without personal state: as long as the
 * storefront's own HTML cache keeps it by default (HTML_CACHE_TTL_MS, docs/decisions/
 * 026-html-cache.md), so no copy anywhere outlives a change by more than a minute. With
 * `Vary: Cookie` (pageHeaders) a shared cache never hands it to another visitor's cookies.
 */
export const PUBLIC_PAGE_CACHE = "public, max-age=60, s-maxage=60";
export const PRIVATE_PAGE_CACHE = "private, no-cache";

/**
 * The header counters, the user's name and the city phone are in the HTML, so a page is
 * shared-cacheable only for a visitor with no personal state: nothing in favourites,
 * comparison or cart, not signed in, and no city of their own. Responses that set a cookie
 * are made private again by the request pipeline (pipeline.server.ts), whatever the route said.
 */
export function pageCacheControl(
  visitor: Pick<Visitor, "favorites" | "compare" | "isAuthorized" | "fiasId"> & Partial<Pick<Visitor, "viewed">>,
  cart: Cart,
  defaultFiasId: string | undefined,
): string {
  const personal =
    visitor.favorites.length > 0 ||
    visitor.compare.length > 0 ||
    (visitor.viewed?.length ?? 0) > 0 ||
    cart.totalCount > 0 ||
    visitor.isAuthorized ||
    (visitor.fiasId !== undefined && visitor.fiasId !== defaultFiasId);
  return personal ? PRIVATE_PAGE_CACHE : PUBLIC_PAGE_CACHE;
}

/**
 * A public page's Cache-Control with its max-age and s-maxage no longer than what it shows
 * lasts (a promotion that ends: ADR 074), so no browser or CDN keeps it past the end either.
 * Anything else as it was.
 */
export function boundedCacheControl(value: string, validUntil: number | undefined, now = Date.now()): string {
  if (validUntil === undefined || !/\bpublic\b/.test(value)) return value;
  const left = Math.max(0, Math.floor((validUntil - now) / 1000));
  return value.replace(/\b(max-age|s-maxage)=(\d+)/g, (_, name: string, seconds: string) => `${name}=${Math.min(Number(seconds), left)}`);
}
