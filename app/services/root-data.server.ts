import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { href } from "~/paths";
import { COOKIE_NOTICE_COOKIE } from "~/services/cookie-notice.server";
import { loadFormFrame } from "~/services/form-frame.server";
import { sanitizeHtml } from "~/services/sanitize-html.server";
import { disabledFeatureFor } from "~/utils/features";

/**
 * The frame's data, for every page: common data (its failure is the 503 maintenance page),
 * the visitor's city and header counters, whether the cookie notice is due. A page whose
 * feature flag is off redirects home here, once for the whole site.
 */
export async function loadRootData({ request, context }: LoaderFunctionArgs) {
  const [common, visitor, city, forms] = await Promise.all([
    context.common(),
    context.visitor(),
    context.city(),
    loadFormFrame(request, context),
  ]);
  if (disabledFeatureFor(new URL(request.url).pathname, common.features)) throw redirect(href("index"));
  const cart = context.cart();
  return {
    common: { ...common, footerNote: sanitizeHtml(common.footerNote) },
    city,
    visitor: {
      isAuthorized: visitor.isAuthorized,
      userName: visitor.userName,
      favoritesCount: visitor.favorites.length,
      // The ids themselves, for the toggles of car cards on pages that are not lists (home offers).
      favorites: visitor.favorites,
      compare: visitor.compare,
      compareCount: visitor.compare.length,
      // The cart lives in the session (docs/product.md §4.5, app/utils/cart.ts).
      cartCount: cart.totalCount,
    },
    cart,
    cookieNotice: !context.cookies.get(COOKIE_NOTICE_COOKIE),
    siteUrl: context.config.siteUrl,
    /** Leaflet's tile URL template (MAP_TILES_URL), for the dealer-centre maps. */
    mapTilesUrl: context.config.mapTilesUrl,
    forms,
  };
}
