import { layout, route, type RouteConfig, type RouteConfigEntry } from "@remix-run/route-config";
import { routePaths, type RouteName } from "./paths";

/*
 * The route tree. Page ids are the route names of docs/product.md §2.1 (app/paths.ts), so links,
 * flags and tests refer to a page by name, and every page keeps its address. A section that
 * shares a rule is a pathless layout route (`<section>_layout`, no page and no address of its
 * own) around the section's pages, the section's own page included (/company, /personal,
 * /ui): no index route, so no `?index` in the address a form posts to. What a route is (its
 * crumb, the flag that hides it, `noindex`) is its module's `handle` (app/utils/route-handle.ts);
 * a layout's loader enforces what belongs to its section once (docs/decisions/033-nested-routes.md).
 * Only pages that exist are listed.
 */

/** A page of the site: its address from app/paths.ts, its id its route name. */
const page = (name: RouteName, file: string) => route(routePaths[name], file, { id: name });

/**
 * A section: a layout route around its pages, the section's own page first. Each page must
 * live under the section's address (app/paths.ts writes it once; a mistake is caught here).
 */
function section(name: RouteName, layoutFile: string, pages: Array<[RouteName, string]>): RouteConfigEntry {
  const base = routePaths[name];
  const children = pages.map(([child, file]) => {
    const path: string = routePaths[child];
    if (path !== base && !path.startsWith(`${base}/`)) throw new Error(`routes.ts: ${child} (${path}) is not under ${base}`);
    return page(child, file);
  });
  return layout(layoutFile, { id: `${name}_layout` }, children);
}

export default [
  // The home page is a page at "/", not an index route: a post to it is a post to "/", never
  // "/?index" (the address a visitor sees after a refused post, and the lead's URL; ADR 045).
  page("index", "routes/index.tsx"),
  page("catalog", "routes/catalog.tsx"),
  // Old catalogue links: answered with a 301 to the brand, model or car page (docs/product.md §2.4).
  route(`${routePaths.catalog}/*`, "routes/catalog/$.tsx", { id: "catalog_slug" }),
  page("cars_brand", "routes/cars/$brand.tsx"),
  page("cars_model", "routes/cars/$brand/$model.tsx"),
  page("car_detail", "routes/cars/$brand/$model/$id.tsx"),
  page("favorites", "routes/favorites.tsx"),
  page("comparison", "routes/comparison.tsx"),
  page("cart", "routes/cart.tsx"),
  page("cart_items", "routes/cart/items.ts"),
  page("trade_in", "routes/trade-in.tsx"),
  page("agreement", "routes/agreement.tsx"),
  page("policy", "routes/policy.tsx"),
  page("legal_document", "routes/legal/$code.tsx"),
  page("faq", "routes/faq.tsx"),
  page("service", "routes/service.tsx"),
  page("credit", "routes/credit.tsx"),
  page("service_to", "routes/service/to.tsx"),
  page("service_tyres", "routes/service/tyres.tsx"),
  page("service_calendar", "routes/service/booking.ics.ts"),
  page("service_models", "routes/service/models.ts"),
  page("car_test_drive", "routes/cars/$brand/$model/$id/test-drive.tsx"),
  page("test_drive_calendar", "routes/test-drive/booking.ics.ts"),
  page("car_reserve", "routes/cars/$brand/$model/$id/reserve.tsx"),
  page("car_price", "routes/cars/$brand/$model/$id/price.tsx"),
  page("car_deal", "routes/cars/$brand/$model/$id/deal.tsx"),
  page("promotions", "routes/promotions.tsx"),
  page("reservation", "routes/reservation.tsx"),
  page("search_suggest", "routes/search/suggest.ts"),
  page("alerts", "routes/alerts.tsx"),
  page("alerts_confirm", "routes/alerts/confirm.tsx"),
  page("alerts_unsubscribe", "routes/alerts/unsubscribe.tsx"),
  page("recommendations", "routes/recommendations.tsx"),
  page("consent_withdraw", "routes/personal-data/withdraw.tsx"),
  page("image", "routes/images/v1/$variant.ts"),
  // The same variants by a short address, the source's path after the width (ADR 079).
  route(`${routePaths.photo}/*`, "routes/img/v1/$width/$.ts", { id: "photo" }),
  // The company's section: the `company` flag hides all of it (docs/product.md §4.15).
  section("company", "routes/company/_layout.tsx", [
    ["company", "routes/company.tsx"],
    ["news", "routes/company/news.tsx"],
    ["news_rss", "routes/company/news/rss.xml.ts"],
    ["news_detail", "routes/company/news/$slug.tsx"],
    ["jobs", "routes/company/jobs.tsx"],
    ["jobs_detail", "routes/company/jobs/$slug.tsx"],
    ["tenders", "routes/company/tenders.tsx"],
    ["contacts", "routes/company/contacts.tsx"],
    // A numeric id answers 301 to the centre's code (docs/product.md §2.4).
    ["contacts_detail", "routes/company/contacts/$code.tsx"],
  ]),
  // The personal area: its layout checks the flag and the sign-in once (docs/product.md §4.16);
  // /personal itself is the sign-in screen.
  section("personal", "routes/personal/_layout.tsx", [
    ["personal", "routes/personal.tsx"],
    ["personal_rating", "routes/personal/rating.tsx"],
    ["personal_editing", "routes/personal/editing.tsx"],
    ["personal_garage", "routes/personal/garage.tsx"],
    ["personal_garage_add", "routes/personal/garage/add-car.tsx"],
    ["personal_garage_edit", "routes/personal/garage/edit-car.tsx"],
    ["personal_orders", "routes/personal/orders.tsx"],
    ["personal_service", "routes/personal/service.tsx"],
    ["personal_tyres", "routes/personal/tyres.tsx"],
    ["personal_viewed", "routes/personal/viewed.tsx"],
    ["personal_alerts", "routes/personal/alerts.tsx"],
    ["personal_logout", "routes/personal/logout.ts"],
  ]),
  // The design system's showcase, for developers: production redirects it home, in its layout.
  section("ui", "routes/ui/_layout.tsx", [
    ["ui", "routes/ui.tsx"],
    ["form", "routes/ui/form.tsx"],
    ["interactive", "routes/ui/interactive.tsx"],
    ["typography", "routes/ui/typography.tsx"],
  ]),
  page("city", "routes/city.tsx"),
  page("cookie_notice", "routes/cookie-notice.ts"),
  page("build_version", "routes/build-version.ts"),
  page("consultation", "routes/consultation.tsx"),
  page("newsletter", "routes/newsletter.tsx"),
  page("robots", "routes/robots.txt.ts"),
  page("sitemap", "routes/sitemap.xml.ts"),
  page("sitemap_part", "routes/sitemap/$file.ts"),
  // Everything else is a 404 (docs/product.md §6.1; the error page's route name is 'error').
  route("*", "routes/$.tsx", { id: "error" }),
] satisfies RouteConfig;
