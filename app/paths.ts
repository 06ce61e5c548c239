/**
 * The site's named routes (docs/product.md §2.1): route id → URL pattern. app/routes.ts registers the
 * routes that exist under these ids, and every internal link is built with `href()`, so a
 * path is written down exactly once.
 */
export const routePaths = {
  index: "/",
  catalog: "/catalog",
  // A brand's and a model's cars in stock: the catalogue with the brand (and model) fixed by the address.
  cars_brand: "/cars/:brand",
  cars_model: "/cars/:brand/:model",
  car_detail: "/cars/:brand/:model/:id",
  cart: "/cart",
  comparison: "/comparison",
  favorites: "/favorites",
  personal: "/personal",
  personal_rating: "/personal/rating",
  personal_editing: "/personal/editing",
  personal_garage: "/personal/garage",
  personal_garage_add: "/personal/garage/add-car",
  personal_garage_edit: "/personal/garage/edit-car",
  personal_orders: "/personal/orders",
  personal_service: "/personal/service",
  personal_tyres: "/personal/tyres",
  // The cars the visitor opened last (Recently viewed).
  personal_viewed: "/personal/viewed",
  // Saved searches and price watches of the signed-in user.
  personal_alerts: "/personal/alerts",
  // «Выйти» posts here from every personal page.
  personal_logout: "/personal/logout",
  service: "/service",
  // The credit calculator and application; `?car=` names the car.
  credit: "/credit",
  company: "/company",
  contacts: "/company/contacts",
  contacts_detail: "/company/contacts/:code",
  jobs: "/company/jobs",
  jobs_detail: "/company/jobs/:slug",
  tenders: "/company/tenders",
  news: "/company/news",
  news_detail: "/company/news/:slug",
  // The news feed for readers and aggregators (RSS 2.0), linked from the news list's head.
  news_rss: "/company/news/rss.xml",
  trade_in: "/trade-in",
  agreement: "/agreement",
  policy: "/policy",
  // A versioned consent or offer (ADR 067): its current version, or `?version=N`.
  legal_document: "/legal/:code",
  faq: "/faq",
  ui: "/ui",
  form: "/ui/form",
  interactive: "/ui/interactive",
  typography: "/ui/typography",
  // Endpoints of the site shell rather than pages: the no-JS city form and cookie notice
  // post here, and the browser polls the build version.
  city: "/city",
  cookie_notice: "/cookie-notice",
  build_version: "/build-version",
  // Lead forms' own pages: the no-JS side of the consultation modal and the newsletter.
  consultation: "/consultation",
  newsletter: "/newsletter",
  // The cart's changes (add, remove, clear) post here from every page; /cart's own action is the order.
  cart_items: "/cart/items",
  // For crawlers: the rules, the sitemap index and its parts (`pages-1.xml`, `cars-1.xml`, …).
  robots: "/robots.txt",
  sitemap: "/sitemap.xml",
  sitemap_part: "/sitemap/:file",
  // The service booking just made, as an iCalendar file.
  service_calendar: "/service/booking.ics",
  // The maintenance calculator: the regulation's step due for a car, its fixed price and what it includes.
  service_to: "/service/to",
  // Tyre changes in the tyre bay's short slots, storage and the pickup of stored wheels.
  service_tyres: "/service/tyres",
  // The models of a brand of the trade-in list, as suggestions for the service form's model field.
  service_models: "/service/models",
  // Buying online (docs/product.md, "Test drive"): a car's test drive, and the one just booked as iCalendar.
  car_test_drive: "/cars/:brand/:model/:id/test-drive",
  test_drive_calendar: "/test-drive/booking.ics",
  // Reserving a car online with a prepayment, and the reservation the visitor made (the payment's return page).
  car_reserve: "/cars/:brand/:model/:id/reserve",
  // A car's итоговая цена line by line (ADR 074); the buyer's choices are its query (`?tradein=1&credit=1&extra=…`).
  car_price: "/cars/:brand/:model/:id/price",
  car_deal: "/cars/:brand/:model/:id/deal",
  // The dealer's current offers with their conditions and end dates.
  promotions: "/promotions",
  reservation: "/reservation",
  // Suggestions for the header search as the visitor types (brands and models).
  search_suggest: "/search/suggest",
  // Alerts: «Сохранить поиск» and «Следить за ценой» post here; the links of alert messages
  // land on the confirmation and unsubscribe pages (they work by the link's signed token).
  alerts: "/alerts",
  alerts_confirm: "/alerts/confirm",
  alerts_unsubscribe: "/alerts/unsubscribe",
  // The rules of the site's recommendations (149-ФЗ ст. 10.2-2), and withdrawing a consent (ADR 068).
  recommendations: "/recommendations",
  consent_withdraw: "/personal-data/withdraw",
  // A photo's resized variant (docs/decisions/037-image-pipeline.md): `640.avif?src=/media/…`.
  // v1 is the encoder settings' version: changing them means v2, so cached copies never lie.
  image: "/images/v1/:variant",
  // The short address of a variant for every browser (ADR 079): `/img/v1/640/photos/a.jpg`, the
  // source's path in /media after the width, its format chosen by Accept; v1 as above.
  photo: "/img/v1/:width",
} as const;

export type RouteName = keyof typeof routePaths;

type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

export type RouteParams<N extends RouteName> = { [K in ParamsOf<(typeof routePaths)[N]>]: string | number };

type HrefArgs<N extends RouteName> = [ParamsOf<(typeof routePaths)[N]>] extends [never]
  ? [params?: undefined, query?: QueryInit]
  : [params: RouteParams<N>, query?: QueryInit];

type QueryInit = Record<string, string | number | boolean | null | undefined | Array<string | number>>;

/**
 * The URL of a named route: `href("car_detail", { brand: "haval", model: "jolion", id: 7 })`.
 * Parameters are URL-encoded; query values that are null, undefined, false or "" are left out.
 */
export function href<N extends RouteName>(name: N, ...[params, query]: HrefArgs<N>): string {
  const pattern: string = routePaths[name];
  // Most calls are a fixed page's address: a grid asks 48 times per render.
  if (params === undefined && query === undefined && !pattern.includes(":")) return pattern;
  const path = pattern.replace(/:([a-z_]+)/g, (_, key: string) => {
    const value = (params as Record<string, string | number> | undefined)?.[key];
    if (value === undefined || value === "") throw new Error(`href(${name}): missing parameter ${key}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === null || item === undefined || item === false || item === "") continue;
      search.append(key, String(item));
    }
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The route name whose pattern matches `pathname`, if any (used for feature flags). */
export function routeNameOf(pathname: string): RouteName | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return routeMatchers.find(([, regex]) => regex.test(clean))?.[0];
}

// Compiled once: every link of a page asks (is its page switched on?), dozens per render.
const routeMatchers = (Object.entries(routePaths) as Array<[RouteName, string]>).map(
  ([name, pattern]) => [name, new RegExp(`^${pattern.replace(/:[a-z_]+/g, "[^/]+")}$`)] as const,
);
