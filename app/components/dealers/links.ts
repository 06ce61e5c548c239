import type { LinkDescriptor } from "@remix-run/node";
import dealersCssUrl from "./dealers.css?url";

/**
 * The dealer centres' stylesheet (maps, lists, reviews), for the `links` of a route that
 * renders them. Leaflet's own CSS comes with the map's code (DealerMap.client.tsx), bundled
 * and served by us, never from a CDN.
 */
export function dealerLinks(): LinkDescriptor[] {
  return [{ rel: "stylesheet", href: dealersCssUrl }];
}
