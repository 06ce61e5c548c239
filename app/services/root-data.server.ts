import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { href } from "~/paths";
import { readCart } from "~/services/cart.server";
import { currentCity, loadCommonData } from "~/services/common-data.server";
import { cookieNoticeAccepted } from "~/services/cookie-notice.server";
import { loadFormFrame } from "~/services/form-frame.server";
import { sanitizeHtml } from "~/services/sanitize-html.server";
import { disabledFeatureFor } from "~/utils/features";

/**
 * The frame's data, for every page: common data (its failure is the 503 maintenance page),
 * the visitor's city and header counters, whether the cookie notice is due. A page whose
 * feature flag is off redirects home here, once for the whole site.
 */
export async function loadRootData({ request, context }: LoaderFunctionArgs) {
  const [common, cart, forms] = await Promise.all([
    loadCommonData(context),
    readCart(request, context),
    loadFormFrame(request, context),
  ]);
  if (disabledFeatureFor(new URL(request.url).pathname, common.features)) throw redirect(href("index"));
  const { visitor, config } = context;
  return {
    common: { ...common, footerNote: sanitizeHtml(common.footerNote) },
    city: currentCity(common.locations, visitor.fiasId),
    visitor: {
      isAuthorized: visitor.isAuthorized,
      userName: visitor.userName,
      favoritesCount: visitor.favorites.length,
      compareCount: visitor.compare.length,
      // The cart lives in the session (DECISIONS.md, app/utils/cart.ts).
      cartCount: cart.totalCount,
    },
    cart,
    cookieNotice: !cookieNoticeAccepted(request),
    siteUrl: config.siteUrl,
    nonce: context.nonce,
    forms,
  };
}
