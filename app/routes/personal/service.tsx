import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageLink } from "~/components/PageLink";
import { ItemPost } from "~/components/personal/ItemPost";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { DECIDE_FORM, visitAnchor, VisitApproval } from "~/components/personal/VisitApproval";
import { href } from "~/paths";
import type { UserBooking } from "~/dealer-client/personal-endpoints";
import type { RouteHandle } from "~/utils/route-handle";
import { serviceCancelSchema } from "~/forms/personal";
import { visitDecisionSchema } from "~/forms/service-approval";
import { personalPost, unknownIntent } from "~/server/personal-post.server";
import { handlePost } from "~/server/post.server";
import { personalList } from "~/services/personal-lists.server";
import { requireSignedIn } from "~/services/personal.server";
import { decideFoundWork, visitTotalText } from "~/services/service-approval.server";
import { servicePrices } from "~/services/service-prices.server";
import { formatDate, formatPhone } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

/**
 * /personal/service: the user's service bookings: the cars at the workshop now (with the work
 * found there, approved or declined line by line: ADR 073), the coming visits (a coming one
 * can be cancelled, which frees its place at the centre), then the past and cancelled ones.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Мой сервис");

export const handle = { breadcrumb: "personal_service" } satisfies RouteHandle;

export const headers = pageHeaders;

/** States in which the car is at the workshop: the visit is neither coming nor over. */
const AT_WORKSHOP = new Set(["in_work", "awaiting_approval", "ready"]);

export async function loader({ context }: LoaderFunctionArgs) {
  const now = Date.now();
  // Each visit's work with its price as the site shows it everywhere (service-prices.server.ts).
  const prices = await servicePrices(context);
  return personalList(context, context.api.send("personalBookings"), (items) => {
    const priced = items.map((b) => ({
      ...b,
      priceText: prices.textOf({ code: b.work.code, quote: b.quote }),
      totalText: b.found.length > 0 ? visitTotalText(prices, b) : "",
    }));
    const booked = priced.filter((b) => b.status === "booked");
    const atWorkshop = booked.filter((b) => AT_WORKSHOP.has(b.state));
    const upcoming = booked.filter((b) => !atWorkshop.includes(b) && Date.parse(b.startsAt) >= now);
    return { atWorkshop, upcoming, past: priced.filter((b) => !atWorkshop.includes(b) && !upcoming.includes(b)) };
  });
}

/** The page's actions, for the signed-in user only (an action runs no layout loader). */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireSignedIn(request, context);
  return handlePost(args, (formData) => {
    const intent = formData.get("intent");
    if (intent === "cancel") {
      return personalPost({
        form: "service-cancel",
        schema: serviceCancelSchema,
        run: async ({ id }) => void (await context.api.send("personalBookingCancel", { id })),
        notice: "Запись отменена",
        success: href("personal_service"),
      });
    }
    if (intent === "decide") {
      // Without JS the 303 keeps the form's fragment, the visit, where the decision shows.
      return personalPost({
        form: DECIDE_FORM,
        schema: visitDecisionSchema,
        run: (value) => decideFoundWork(context, value),
        success: href("personal_service"),
      });
    }
    return unknownIntent(formData);
  });
}

export default function PersonalService() {
  const { atWorkshop, upcoming, past, notice } = useLoaderData<typeof loader>();
  return (
    <PersonalLayout title="Мой сервис" notice={notice}>
      {atWorkshop.length > 0 ? (
        <section className="personal-section personal-section--first" aria-labelledby="workshop-title">
          <h2 id="workshop-title">Сейчас в сервисе</h2>
          <BookingList bookings={atWorkshop} />
        </section>
      ) : null}
      <section className={`personal-section${atWorkshop.length > 0 ? "" : " personal-section--first"}`} aria-labelledby="upcoming-title">
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

type ListedBooking = UserBooking & { priceText: string; totalText: string };

/**
 * What a visit's badge says: cancelled, its state at the workshop once the dealer has moved
 * it, «Принят» while it is to come, and a past one nobody moved (a visit before states were
 * kept) has simply taken place.
 */
function badge(booking: ListedBooking, coming: boolean): { tone: string; text: string } {
  if (booking.status === "cancelled") return { tone: "cancelled", text: "Отменена" };
  if (booking.state !== "accepted" || coming) {
    return { tone: booking.state === "awaiting_approval" ? "awaiting" : "confirmed", text: booking.stateName || "Принят" };
  }
  return { tone: "received", text: "Визит состоялся" };
}

function BookingList({ bookings, cancellable = false }: { bookings: ListedBooking[]; cancellable?: boolean }) {
  return (
    <ul className="personal-list">
      {bookings.map((booking) => (
        <li key={booking.id} id={visitAnchor(booking.id)} className="card personal-item">
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
            <span className={`status status--${badge(booking, cancellable).tone}`}>{badge(booking, cancellable).text}</span>
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
          {booking.found.length > 0 ? <VisitApproval visitId={booking.id} lines={booking.found} totalText={booking.totalText} /> : null}
        </li>
      ))}
    </ul>
  );
}
