import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect, redirectDocument } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OwnHold } from "~/components/buying/OwnHold";
import { ReserveForm } from "~/components/buying/ReserveForm";
import { ReserveOffer } from "~/components/buying/ReserveOffer";
import { CarSubpageLead, carSubpageCrumbs } from "~/components/buying/CarSubpage";
import { reservationSchema } from "~/forms/reservation";
import { href } from "~/paths";
import { handlePost } from "~/server/post.server";
import { siteAddress } from "~/server/site-hosts.server";
import { loadReservePage, RESERVATION_TEXTS, reserveCar } from "~/services/reservation.server";
import serviceStyles from "~/styles/service.css?url";
import { formatPrice } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import { reservedText } from "~/utils/reservation";
import type { RouteHandle } from "~/utils/route-handle";

/**
 * Reserving a car online (docs/product.md, "Reservation"): the prepayment and the hold the
 * dealer API names, and the form that leads to the payment provider's page. A form page of
 * one car: kept out of search results and, private by default, never in the HTML cache (its form carries a fresh key).
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: serviceStyles }];

type Data = Awaited<ReturnType<typeof loadReservePage>>;
export const handle: RouteHandle<Data> = {
  noindex: true,
  breadcrumb: ({ car }) => carSubpageCrumbs(car, "car_reserve", "Бронирование"),
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const page = await loadReservePage(context, request, params);
  // The hold's end if paid now, for the seller's block (ADR 067): one clock for both renders.
  return { ...page, holdUntil: new Date(Date.now() + page.terms.holdDays * 86_400_000).toISOString() };
}

export const headers = pageHeaders;

/**
 * The reservation and its payment (reserveCar), then the provider's page to pay on, as a
 * document (it is another site); a reservation not left waiting for a payment goes to the
 * reservation page, which says why.
 */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  return handlePost(args, {
    form: "reservation",
    schema: reservationSchema,
    limit: "leads",
    unavailable: RESERVATION_TEXTS.unavailable,
    success: href("reservation"),
    async run(value) {
      // The provider sends the buyer back here: to SITE_URL, never to a host the request named.
      const { paymentPage } = await reserveCar(context, value, siteAddress(context.config, request.url, href("reservation")));
      return paymentPage ? redirectDocument(paymentPage, 303) : redirect(href("reservation"), 303);
    },
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data ? `Бронирование ${data.car.name}` : "Бронирование", data ? `Забронируйте ${data.car.name} онлайн с возвратной предоплатой.` : undefined);

export default function ReservePage() {
  const { car, terms, key, own, again, holdUntil, handover } = useLoaderData<typeof loader>();
  return (
    <div className="page container service-page">
      <h1 className="page__title">Бронирование {car.name}</h1>
      <CarSubpageLead car={car} />
      <div className="service-layout service-layout--summary" id="reservation">
        <section className="service-booking card" aria-labelledby="reserve-title">
          <h2 className="service-section-title" id="reserve-title">
            Забронировать онлайн
          </h2>
          {own ? (
            <OwnHold hold={own} />
          ) : terms.available ? (
            <>
              <ul className="reserve-terms">
                <li>
                  Предоплата <strong>{formatPrice(terms.amount)}</strong> картой на защищённой странице платёжного сервиса.
                </li>
                <li>
                  Автомобиль держится за вами <strong>{terms.holdDays} дня</strong> после оплаты: его не продадут и не забронируют другие.
                </li>
                <li>Предоплата засчитывается в цену. Отменить бронь можно в течение этого срока — деньги вернутся на карту.</li>
                <li>Если не оплатить в течение {terms.payMinutes} минут, бронь снимается.</li>
              </ul>
              <ReserveOffer car={car} amount={terms.amount} holdDays={terms.holdDays} holdUntil={holdUntil} />
              <ReserveForm carId={car.id} amount={terms.amount} formKey={key} again={again} handover={handover} action={href("car_reserve", { brand: car.brandCode, model: car.modelCode, id: car.id })} />
            </>
          ) : (
            <p className="alert" role="status">
              {terms.reservedUntil ? `${reservedText(terms.reservedUntil)}.` : "Этот автомобиль сейчас бронирует другой покупатель."} Выберите другой автомобиль в{" "}
              <Link to={href("catalog")}>каталоге</Link> или позвоните нам.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
