import type { LinkDescriptor } from "@remix-run/node";
import leafletCssUrl from "leaflet/dist/leaflet.css?url";
import dealersCssUrl from "./dealers.css?url";

/**
 * The dealer centres' stylesheets (maps, lists, reviews), for the `links` of a route that
 * renders them. Leaflet's own CSS is bundled and served by us, never from a CDN.
 */
export function dealerLinks(): LinkDescriptor[] {
  return [
    { rel: "stylesheet", href: leafletCssUrl },
    { rel: "stylesheet", href: dealersCssUrl },
  ];
}
