import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ReservationStatus } from "~/components/buying/ReservationStatus";
import { reservationCancelSchema } from "~/forms/reservation";
import { href } from "~/paths";
import { handlePost } from "~/server/post.server";
import { takeNotice } from "~/services/notice.server";
import { cancelKeptReservation, loadReservationPage } from "~/services/reservation.server";
import serviceStyles from "~/styles/service.css?url";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import type { RouteHandle } from "~/utils/route-handle";

/**
 * The visitor's online reservation: where the payment provider sends them back. What it shows
 * is what the provider and the dealer API answer about the reservation kept in the session,
 * whatever the address's query says; a visitor's own page, not for search engines.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: serviceStyles }];

export const handle = { noindex: true } satisfies RouteHandle;

export async function loader({ context }: LoaderFunctionArgs) {
  const page = await loadReservationPage(context);
  return { ...page, notice: takeNotice(context) };
}

export const headers = pageHeaders;

/** «Отменить бронирование» (cancelKeptReservation): the notice says whether the prepayment went back. */
export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return handlePost(args, {
    form: "reservation-cancel",
    schema: reservationCancelSchema,
    limit: "posts",
    success: `${href("reservation")}#reservation`,
    run: ({ id }) => cancelKeptReservation(context, id),
  });
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => pageMeta(matches, "Бронирование автомобиля");

export default function ReservationPage() {
  const { reservation, payUrl, declineReason, notice } = useLoaderData<typeof loader>();
  return (
    <div className="page container service-page" id="reservation">
      <h1 className="page__title">Бронирование автомобиля</h1>
      {notice ? (
        <p className="alert" role="status">
          {notice}
        </p>
      ) : null}
      {reservation ? (
        <ReservationStatus reservation={reservation} payUrl={payUrl} declineReason={declineReason} />
      ) : (
        <p>
          Бронирование не найдено. Забронировать автомобиль можно на его странице в <Link to={href("catalog")}>каталоге</Link>.
        </p>
      )}
    </div>
  );
}
