import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/utils/root-data";
import { toCardView } from "~/view-models/card-view";
import { CartButton } from "~/components/catalog/CartButton";
import { Gallery } from "~/components/catalog/Gallery";
import { OrderForm } from "~/components/catalog/OrderForm";
import { UnavailableNote } from "~/components/catalog/UnavailableNote";
import { BuyOnline } from "~/components/buying/lazy";
import { MarketPriceNote } from "~/components/tradein/PriceBadge";
import { ListToggle, ListToggleForm } from "~/components/catalog/ListToggle";
import { href } from "~/paths";
import { PhoneIcon } from "~/components/icons";
import { orderSchema } from "~/forms/order";
import { carIdField } from "~/forms/rules";
import { pageNotFound } from "~/server/api-failures.server";
import { leadPost } from "~/server/lead-post.server";
import { handlePost } from "~/server/post.server";
import { useFeatures } from "~/utils/features";
import { placeOrder } from "~/services/order.server";
import { notOnOffer } from "~/services/car-offer.server";
import { marketPricesFor } from "~/services/tradein.server";
import { loadCreditPrograms } from "~/services/credit.server";
import catalogStyles from "~/styles/catalog.css?url";
import creditStyles from "~/styles/credit.css?url";
import { CarCredit, MonthlyFrom } from "~/components/credit/lazy";
import { formatMileage, formatPhone, formatPrice, phoneHref } from "~/utils/format";
import { crumbOf } from "~/utils/breadcrumbs";
import type { RouteHandle } from "~/utils/route-handle";
import { pageHeaders } from "~/utils/page-headers";
import { pageMeta, siteTitleOf } from "~/utils/meta";
import { safeReturnPath } from "~/utils/safe-redirect";
import { CarReport, MessengerLinks, RecentlyViewed } from "~/components/trust/lazy";
import { reportView } from "~/view-models/report-view";
import { MILEAGE_WARNING } from "~/view-models/report-rules";
import { recordCarView } from "~/services/recently-viewed.server";
import { PRIVATE_PAGE_CACHE } from "~/server/http-cache.server";
import { PriceHistory, SubscribeForm } from "~/components/alerts/lazy";
import { PageLink } from "~/components/PageLink";
import { inPlace } from "~/utils/in-place";
import { promotionNote } from "~/view-models/promotion-note";
import { deliveryQuotes } from "~/services/delivery.server";
import { carDeliveryLines, handoverChoice, withDelivery } from "~/view-models/delivery";

// The price badge and the market price note are styled by catalog.css.
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: catalogStyles },
  { rel: "stylesheet", href: creditStyles },
];

// The car's own crumb ends the trail home > catalogue > brand > model > car (docs/product.md §3.4).
// A car comes under the catalogue in the trail, though not in the address.
export const handle: RouteHandle<{
  car: { name: string; brandCode: string; modelCode: string; id: number; brand: { name: string }; model: { name: string } };
}> = {
  breadcrumb: ({ car }) => [
    crumbOf("catalog"),
    { name: car.brand.name, to: href("cars_brand", { brand: car.brandCode }) },
    { name: car.model.name, to: href("cars_model", { brand: car.brandCode, model: car.modelCode }) },
    { name: car.name, to: href("car_detail", { brand: car.brandCode, model: car.modelCode, id: car.id }) },
  ],
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const parsedId = carIdField.safeParse(params.id);
  // A `%` left in a segment is an escape that did not decode (the server keeps it as text):
  // a broken address, not another spelling of a car's, so the 404 page rather than a redirect.
  const broken = [params.brand, params.model].some((segment) => segment?.includes("%"));
  if (!parsedId.success || broken) throw pageNotFound(new URL(request.url).pathname);
  const id = parsedId.data;
  // The report and the view's record go with the car, not after it (ADR 043).
  const [car, cacheControl, report, viewed, creditPrograms, priceHistory] = await Promise.all([
    context.page(context.api.send("getCar", { id })),
    // The strip below says whether the cars viewed make the page personal.
    context.cacheControl({ showsViewed: false }),
    context.section("car report", context.api.send("getCarReport", { id }).then((answer) => answer.report), null),
    recordCarView(context, id),
    loadCreditPrograms(context),
    // Only a part of the page: without it the car is still shown (ADR 044).
    context.section("price-history", context.api.send("getPriceHistory", { id }), { items: [] }),
  ]);
  // One address per car: a wrong brand or model, or another spelling of the id ('01'), is an
  // old or mistyped link. Campaign tags in the query survive the redirect.
  const canonicalPath = href("car_detail", { brand: car.brandCode, model: car.modelCode, id: car.id });
  const url = new URL(request.url);
  if (url.pathname !== canonicalPath) throw redirect(canonicalPath + url.search, 301);
  const [market, unavailable, quotes] = await Promise.all([
    marketPricesFor(context, [car]).then((prices) => prices[car.id] ?? null),
    notOnOffer(context, car),
    // The car's and its similar cars' transfers to the visitor's city (ADR 075).
    deliveryQuotes(context, [car.id, ...car.similar.map((similar) => similar.id)]),
  ]);
  // The promotion goes to the page in words only: the note's formatting stays out of the page's
  // first load, and its fields would be said twice.
  const { promotion, ...carFields } = car;
  return data(
    {
      car: { ...carFields, similar: car.similar.map((similar) => withDelivery(toCardView(similar), quotes.get(similar.id))) },
      promotion: promotion ? promotionNote(promotion) : null,
      delivery: carDeliveryLines(quotes.get(car.id)),
      handover: handoverChoice(quotes.get(car.id)),
      canonicalUrl: context.config.siteUrl + canonicalPath,
      siteUrl: context.config.siteUrl,
      inCart: context.cart().car?.id === car.id,
      market,
      report: report && reportView(report),
      viewed: viewed.cars,
      creditPrograms,
      priceHistory: priceHistory.items,
      unavailable,
    },
    // Other cars viewed make the page the visitor's own (their «Вы смотрели»); the view of this
    // one alone does not: it is left out of the strip (ADR 051). A held car's page is nobody's to
    // share: its hold ends, or is cancelled, with no post to this address (ADR 063).
    // A prefetch recorded no view: the click must ask again, not take this answer.
    {
      headers: {
        "Cache-Control": context.prefetch ? "private, no-store" : viewed.cars.length > 0 || car.reservedUntil ? PRIVATE_PAGE_CACHE : cacheControl,
      },
    },
  );
}

/**
 * The order form (OrderForm), the lead forms' one path: 400 with messages or a 303 back here
 * with the success flash without JS, data for a fetcher.
 */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  return handlePost(
    args,
    leadPost({
      form: "order",
      schema: orderSchema,
      send: (value) => placeOrder(context, value, { fromCart: false }),
      success: safeReturnPath(new URL(request.url).pathname),
    }),
  );
}

export const headers = pageHeaders;

/** A title fits a search result (70 characters, the HTML check's limit too). */
const TITLE_MAX = 70;

/**
 * Many cars share a name: the title adds what tells them apart in a tab, a bookmark, a search
 * result — engine and gearbox (the modification without its power), year, city; the city, then
 * the engine, give way when the whole title would not fit.
 */
function carTitle(car: { name: string; modification: string; year: number; city: { name: string } }, siteTitle: string) {
  const engine = car.modification.replace(/\s*\d+ л\.с\./, "");
  const candidates = [`${car.name} ${engine}, ${car.year}, ${car.city.name}`, `${car.name} ${engine}, ${car.year}`, `${car.name}, ${car.year}`];
  return candidates.find((name) => `${name} - ${siteTitle}`.length <= TITLE_MAX) ?? candidates[candidates.length - 1]!;
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches }) => {
  const siteTitle = siteTitleOf(matches);
  if (!data) return [{ title: siteTitle }];
  const { car } = data;
  const description = `${car.name} ${car.year}, ${car.modification}, ${car.condition === "new" ? "новый" : "с пробегом"} — ${formatPrice(car.price)}. В наличии: ${car.dealer.sName}, ${car.dealer.sCityName}.`;
  return pageMeta(matches, carTitle(car, siteTitle), description, { canonical: data.canonicalUrl, type: "product", image: car.photo, price: car.price });
};

/* Out of the page's first load, rendered in place: the crawlers' data, and the similar cars at the page's end (no form being typed in). */
const CarJsonLd = inPlace(() => import("~/components/catalog/CarJsonLd").then((m) => m.CarJsonLd));
const SimilarCars = inPlace(() => import("~/components/catalog/SimilarCars").then((m) => m.SimilarCars));

export default function CarPage() {
  const { car, canonicalUrl, siteUrl, inCart, market, report, viewed, creditPrograms, priceHistory, unavailable, delivery, handover, promotion } =
    useLoaderData<typeof loader>();
  const { isEnabled } = useFeatures();
  const { dealer } = car;
  return (
    <div className="car-page page container">
      <CarJsonLd car={car} pageUrl={canonicalUrl} siteUrl={siteUrl} report={report} />
      <h1 className="page__title">
        {car.name}, {car.year}
      </h1>
      <p className="car-page__subtitle">
        {car.modification} · {car.condition === "new" ? "Новый" : `С пробегом, ${formatMileage(car.mileage)}`}
      </p>
      {car.mileageDoubtful ? (
        <p className="mileage-warning mileage-warning--page" role="note">
          {MILEAGE_WARNING}: в истории пробега есть показания выше нынешних. Подробности — в отчёте об автомобиле.
        </p>
      ) : null}
      <div className="car-layout">
        {/* Gallery, panels, then what the car is: the order a phone reads them in. From lg up
            the details run on under the gallery beside the panels, so neither side leaves
            empty space (catalog.css). */}
        <div className="car-gallery">
          <Gallery photos={car.photos} />
        </div>
        <aside className="car-aside" aria-label="Цена и покупка">
          <section className="panel car-price" aria-labelledby="car-price-title">
            <h2 id="car-price-title" className="visually-hidden">
              Цена
            </h2>
            <p className="price">{formatPrice(car.price)}</p>
            {car.oldPrice && car.oldPrice > car.price ? (
              <p>
                <s className="price price--old">
                  <span className="visually-hidden">Старая цена: </span>
                  {formatPrice(car.oldPrice)}
                </s>
              </p>
            ) : null}
            <MonthlyFrom price={car.price} condition={car.condition} to="#credit" />
            {/* The price above needs no condition; a promotion names its own, and the whole price is a page of its own (ADR 074). */}
            {promotion ? <p className="promo-note">{promotion}</p> : null}
            <p>
              <PageLink to={href("car_price", { brand: car.brandCode, model: car.modelCode, id: car.id })}>
                Итоговая цена: скидки и их условия, оборудование, регистрация, ОСАГО
              </PageLink>
            </p>
            {unavailable ? null : (
              <p>
                <PageLink to={href("car_deal", { brand: car.brandCode, model: car.modelCode, id: car.id })}>
                  Собрать сделку: трейд-ин, кредит, доставка, оборудование
                </PageLink>
              </p>
            )}
            <MarketPriceNote car={car} market={market ?? undefined} />
            <ListToggleForm id="car-lists">
              <div className="car-price__actions">
                {unavailable ? (
                  <span className="reserved-badge car-price__unavailable">{unavailable.text}</span>
                ) : isEnabled("cart") ? (
                  <CartButton carId={car.id} inCart={inCart} />
                ) : null}
                {isEnabled("favorites") ? <ListToggle list="favorites" carId={car.id} withText /> : null}
                {isEnabled("comparison") ? <ListToggle list="comparison" carId={car.id} withText /> : null}
              </div>
            </ListToggleForm>
            <SubscribeForm watched={{ kind: "price", carId: car.id }} />
          </section>
          <BuyOnline car={car} />
          <section className="panel dealer-card" aria-labelledby="dealer-title">
            <h2 id="dealer-title">{dealer.sName}</h2>
            <p>{dealer.sAddressForView}</p>
            <p>{dealer.sWork}</p>
            {delivery?.map((line, i) => (
              <p key={line} className={i === 0 ? "delivery-note" : undefined}>
                {line}
              </p>
            ))}
            <p>
              <a className="dealer-card__phone" href={phoneHref(dealer.sPhone)}>
                {formatPhone(dealer.sPhone)}
              </a>
            </p>
            <MessengerLinks centre={dealer} label="Написать в мессенджер" message={`Здравствуйте! Интересует ${car.name}, ${car.year}: ${canonicalUrl}`} />
          </section>
          <section className="panel" aria-labelledby="order-title" id="order">
            <h2 id="order-title">Заказать автомобиль</h2>
            {unavailable ? (
              <UnavailableNote unavailable={unavailable} />
            ) : (
              <>
                <p>Оставьте телефон — менеджер дилерского центра перезвонит и ответит на вопросы.</p>
                <OrderForm carId={car.id} handover={handover} />
              </>
            )}
          </section>
        </aside>
        <div className="car-details">
          <section className="car-section" aria-labelledby="specs-title">
            <h2 id="specs-title">Характеристики</h2>
            {car.specs.map((group) => (
              <div key={group.code} className="specs-group">
                <h3>{group.name}</h3>
                <table className="specs-table">
                  <tbody>
                    {group.items.map((item) => (
                      <tr key={item.code}>
                        <th scope="row">{item.name}</th>
                        <td>{item.value}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ))}
          </section>

          {report ? <CarReport report={report} /> : null}
          <PriceHistory items={priceHistory} />

          {car.equipment.length ? (
            <section className="car-section" aria-labelledby="equipment-title">
              <h2 id="equipment-title">Комплектация</h2>
              <div className="equipment">
                {car.equipment.map((group) => (
                  <div key={group.name}>
                    <h3>{group.name}</h3>
                    <ul>
                      {group.items.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </section>
          ) : null}

          <CarCredit car={car} programs={creditPrograms} />

          {car.description ? (
            <section className="car-section" aria-labelledby="description-title">
              <h2 id="description-title">Описание</h2>
              <p className="car-description">{car.description}</p>
            </section>
          ) : null}
        </div>
      </div>

      {car.similar.length ? <SimilarCars cars={car.similar} /> : null}

      <RecentlyViewed cars={viewed} />

      {/* Phones: the price and the two ways to act stay at the bottom of the screen. */}
      <div className="car-buybar">
        <p className="car-buybar__price">
          <span className="visually-hidden">Цена: </span>
          {formatPrice(car.price)}
        </p>
        <a className="btn btn--secondary btn--small car-buybar__call" href={phoneHref(dealer.sPhone)}>
          <PhoneIcon size={18} />
          Позвонить
        </a>
        {unavailable ? null : (
          <a className="btn btn--primary btn--small" href="#order">
            Заказать
          </a>
        )}
      </div>
    </div>
  );
}
