import type { LoaderFunctionArgs } from "@remix-run/node";
import { COOKIE_NOTICE_COOKIE } from "~/services/cookie-notice.server";
import { loadFormFrame } from "~/services/form-frame.server";
import { loadCreditPrograms } from "~/services/credit.server";
import { loadLegalDocuments } from "~/services/legal.server";
import { forAnyBuyer } from "../../lib/credit";
import { sanitizeHtml } from "~/services/sanitize-html.server";
import type { RootData } from "~/view-models/root-data";
import { toCreditTermsTuple } from "~/view-models/credit-terms-tuple";

/**
 * The frame's data, for every page: common data (its failure is the 503 maintenance page),
 * the visitor's city and header counters, whether the cookie notice is due. A page whose
 * feature flag is off is redirected home by its own route's (or layout's) loader, which
 * knows its handle; this one cannot see which routes matched. Its shape is RootData
 * (app/view-models/root-data.ts), which the browser's side reads without naming this module.
 */
export async function loadRootData({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const [common, visitor, city, forms, creditPrograms, legalDocuments] = await Promise.all([
    context.common(),
    context.visitor(),
    context.city(),
    loadFormFrame(request, context),
    loadCreditPrograms(context),
    loadLegalDocuments(context),
  ]);
  const cart = context.cart();
  return {
    common: { ...common, footerNote: sanitizeHtml(common.footerNote) },
    city,
    visitor: {
      isAuthorized: visitor.isAuthorized,
      userName: visitor.userName,
      // The signed-in visitor's forms start filled in (never in a shared page: the HTML cache
      // takes no signed-in session, ADR 026).
      contact: visitor.isAuthorized ? { name: visitor.userName, phone: visitor.userPhone, email: visitor.userEmail } : null,
      // A document's lists are written into it apart from its data (ADR 081); a revalidation's come here.
      lists: context.documentRequest ? null : { favorites: visitor.favorites, compare: visitor.compare },
      // The cart lives in the session (docs/product.md §4.5, app/utils/cart.ts).
      cartCount: cart.totalCount,
    },
    cart,
    cookieNotice: !context.cookies.get(COOKIE_NOTICE_COOKIE),
    siteUrl: context.config.siteUrl,
    /** Leaflet's tile URL template (MAP_TILES_URL), for the dealer-centre maps. */
    mapTilesUrl: context.config.mapTilesUrl,
    forms,
    /**
     * The programmes of the visitor's city any buyer may use, for «от N ₽/мес» and its
     * disclosure wherever a car is shown (ADR 040, ADR 066): no other may give the headline.
     * As tuples: every page carries them (view-models/credit-terms-tuple.ts).
     */
    creditTerms: creditPrograms.filter(forAnyBuyer).map(toCreditTermsTuple),
    legalDocuments,
  };
}
