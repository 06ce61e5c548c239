import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageLink } from "~/components/PageLink";
import { ItemPost } from "~/components/personal/ItemPost";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { href } from "~/paths";
import type { UserBooking } from "~/dealer-client/personal-endpoints";
import type { RouteHandle } from "~/utils/route-handle";
import { serviceCancelSchema } from "~/forms/personal";
import { personalPost } from "~/server/personal-post.server";
import { handlePost } from "~/server/post.server";
import { personalList } from "~/services/personal-lists.server";
import { requireSignedIn } from "~/services/personal.server";
import { servicePrices } from "~/services/service-prices.server";
import { formatDate, formatPhone } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

/**
 * /personal/service: the user's service bookings, coming ones first; a coming one can be
 * cancelled, which frees its place at the centre.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Мой сервис");

export const handle = { breadcrumb: "personal_service" } satisfies RouteHandle;

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const now = Date.now();
  // Each visit's work with its price as the site shows it everywhere (service-prices.server.ts).
  const prices = await servicePrices(context);
  return personalList(context, context.api.send("personalBookings"), (items) => {
    const priced = items.map((b) => ({ ...b, priceText: prices.textOf({ code: b.work.code, quote: b.quote }) }));
    const upcoming = priced.filter((b) => b.status === "booked" && Date.parse(b.startsAt) >= now);
    return { upcoming, past: priced.filter((b) => !upcoming.includes(b)) };
  });
}

/** The item's one action, for the signed-in user only (an action runs no layout loader). */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireSignedIn(request, context);
  return handlePost(
    args,
    personalPost({
      form: "service-cancel",
      schema: serviceCancelSchema,
      run: async ({ id }) => void (await context.api.send("personalBookingCancel", { id })),
      notice: "Запись отменена",
      success: href("personal_service"),
    }),
  );
}

export default function PersonalService() {
  const { upcoming, past, notice } = useLoaderData<typeof loader>();
  return (
    <PersonalLayout title="Мой сервис" notice={notice}>
      <section className="personal-section personal-section--first" aria-labelledby="upcoming-title">
        <div className="personal-section__head">
          <h2 id="upcoming-title">Предстоящие визиты</h2>
          <PageLink to={href("service")}>Записаться на сервис</PageLink>
        </div>
        {upcoming.length === 0 ? <p>Предстоящих визитов нет.</p> : <BookingList bookings={upcoming} cancellable />}
      </section>
      {past.length > 0 ? (
        <section className="personal-section" aria-labelledby="past-title">
          <h2 id="past-title">Прошедшие и отменённые</h2>
          <BookingList bookings={past} />
        </section>
      ) : null}
    </PersonalLayout>
  );
}

function BookingList({ bookings, cancellable = false }: { bookings: Array<UserBooking & { priceText: string }>; cancellable?: boolean }) {
  return (
    <ul className="personal-list">
      {bookings.map((booking) => (
        <li key={booking.id} className="card personal-item">
          <div className="personal-item__main">
            <h3 className="personal-item__title">
              {booking.work.name}
              {booking.quote?.title ? `, ${booking.quote.title}` : ""}, {formatDate(booking.date)}, {booking.time}–{booking.endTime}
            </h3>
            {booking.priceText ? <p className="personal-item__text personal-item__price">Стоимость: {booking.priceText}</p> : null}
            <p className="personal-item__text">
              {booking.sName}, {booking.sAddressForView}, {formatPhone(booking.sPhone)}
            </p>
            <p className="personal-item__text">
              {booking.car.brand} {booking.car.model}, {booking.car.year}
              {booking.car.plate ? `, ${booking.car.plate}` : ""}
            </p>
            {booking.comments.map((comment, index) => (
              // The first is what the visit was booked with; later ones came with the same visit booked again.
              <p key={index} className="personal-item__text personal-item__comment">
                {index === 0 ? "Комментарий" : "Дополнение"}: {comment}
              </p>
            ))}
          </div>
          <div className="personal-item__facts">
            <span className={`status status--${booking.status === "cancelled" ? "cancelled" : cancellable ? "confirmed" : "received"}`}>
              {booking.status === "cancelled" ? "Отменена" : cancellable ? "Запланирована" : "Визит состоялся"}
            </span>
            {cancellable ? (
              <ItemPost
                form="service-cancel"
                id={booking.id}
                intent="cancel"
                label="Отменить запись"
                question={`Отменить визит ${formatDate(booking.date)} в ${booking.time}? Время станет свободным для других.`}
                confirm="Да, отменить"
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
