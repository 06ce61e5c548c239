import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { FormMessages, HoneypotInputs } from "~/components/forms/fields";
import type { Reservation } from "~/dealer-client/reservation-endpoints";
import { refusalMessage, replyFor } from "~/forms/reply";
import { formatDate, formatPrice } from "~/utils/format";
import { reservedText } from "~/utils/reservation";

/** The user's online reservations in «Мои заказы», with their state; a live one can be cancelled (a paid one is refunded). */
export function PersonalReservations({ reservations }: { reservations: Reservation[] }) {
  const reply = replyFor(useActionData(), "reservation-cancel");
  const busy = useNavigation().state === "submitting";
  return (
    <ul className="personal-list">
      {reservations.map((r) => (
        <li key={r.id} className="card personal-item">
          <div className="personal-item__main">
            <h3 className="personal-item__title">
              Бронирование: {r.car.url ? <Link to={r.car.url}>{`${r.car.name}, ${r.car.year}`}</Link> : `${r.car.name}, ${r.car.year}`}
            </h3>
            <p className="personal-item__text">
              № {r.id} от {formatDate(r.createdAt)}, {r.car.dealer}. Предоплата {formatPrice(r.amount)}
              {r.refunded ? ", возвращена" : ""}.
            </p>
            {r.status === "paid" && r.holdUntil ? <p className="personal-item__text">{reservedText(r.holdUntil)}</p> : null}
          </div>
          <div className="personal-item__facts">
            <span className={`status status--${r.status === "paid" ? "confirmed" : r.status === "pending" ? "received" : "cancelled"}`}>{r.statusName}</span>
            {r.cancellable ? (
              <details className="personal-confirm">
                <summary className="btn btn--ghost btn--small">Отменить бронь</summary>
                <Form method="post" className="personal-confirm__form">
                  <HoneypotInputs formId={`cancel-reservation-${r.id}`} />
                  <input type="hidden" name="intent" value="cancel-reservation" />
                  <input type="hidden" name="id" value={r.id} />
                  <p>{r.status === "paid" ? "Отменить бронь? Предоплата вернётся на карту." : "Отменить бронирование?"}</p>
                  <button type="submit" className="btn btn--primary btn--small" disabled={busy}>
                    Да, отменить
                  </button>
                  <FormMessages id={`cancel-reservation-${r.id}-errors`} errors={reply?.result.initialValue?.id === String(r.id) ? [refusalMessage(reply)!] : undefined} />
                </Form>
              </details>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
