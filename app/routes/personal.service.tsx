import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormMessages, HoneypotInputs } from "~/components/forms/fields";
import { PageLink } from "~/components/PageLink";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { href } from "~/paths";
import { takeNotice } from "~/services/cart.server";
import type { UserBooking } from "~/dealer-client/personal-endpoints";
import type { RouteHandle } from "~/utils/route-handle";
import { serviceCancelSchema } from "~/forms/personal";
import { refusalMessage, replyFor } from "~/forms/reply";
import { handlePost } from "~/server/post.server";
import { personalHeaders, personalPost, requireSignedIn } from "~/services/personal.server";
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
  const { items } = await context.page(context.api.send("personalBookings"));
  const now = Date.now();
  const upcoming = items.filter((b) => b.status === "booked" && Date.parse(b.startsAt) >= now);
  const past = items.filter((b) => !upcoming.includes(b));
  return data({ upcoming, past, notice: takeNotice(context) }, { headers: personalHeaders });
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireSignedIn(request, context);
  return handlePost(
    args,
    personalPost({
      form: "service-cancel",
      schema: serviceCancelSchema,
      success: () => {
        context.session.flash("notice", "Запись отменена");
        return href("personal_service");
      },
      run: async ({ id }) => void (await context.api.send("personalBookingCancel", { id })),
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

function BookingList({ bookings, cancellable = false }: { bookings: UserBooking[]; cancellable?: boolean }) {
  const reply = replyFor(useActionData(), "service-cancel");
  const busy = useNavigation().state === "submitting";
  return (
    <ul className="personal-list">
      {bookings.map((booking) => (
        <li key={booking.id} className="card personal-item">
          <div className="personal-item__main">
            <h3 className="personal-item__title">
              {booking.work.name}, {formatDate(booking.date)}, {booking.time}–{booking.endTime}
            </h3>
            <p className="personal-item__text">
              {booking.sName}, {booking.sAddressForView}, {formatPhone(booking.sPhone)}
            </p>
            <p className="personal-item__text">
              {booking.car.brand} {booking.car.model}, {booking.car.year}
              {booking.car.plate ? `, ${booking.car.plate}` : ""}
            </p>
          </div>
          <div className="personal-item__facts">
            <span className={`status status--${booking.status === "cancelled" ? "cancelled" : cancellable ? "confirmed" : "received"}`}>
              {booking.status === "cancelled" ? "Отменена" : cancellable ? "Запланирована" : "Визит состоялся"}
            </span>
            {cancellable ? (
              <details className="personal-confirm">
                <summary className="btn btn--ghost btn--small">Отменить запись</summary>
                <Form method="post" className="personal-confirm__form">
                  <HoneypotInputs formId={`cancel-${booking.id}`} />
                  <input type="hidden" name="intent" value="cancel" />
                  <input type="hidden" name="id" value={booking.id} />
                  <p>Отменить визит {formatDate(booking.date)} в {booking.time}? Время станет свободным для других.</p>
                  <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
                    Да, отменить
                  </button>
                  <FormMessages id={`cancel-${booking.id}-errors`} errors={reply?.result.initialValue?.id === String(booking.id) ? [refusalMessage(reply)!] : undefined} />
                </Form>
              </details>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
