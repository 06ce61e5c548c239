import { Link } from "@remix-run/react";
import { ItemPost } from "~/components/personal/ItemPost";
import type { Reservation } from "~/dealer-client/reservation-endpoints";
import { formatDate, formatPrice } from "~/utils/format";
import { reservedText } from "~/utils/reservation";
import { handoverText } from "~/view-models/delivery";

/** A reservation's place in «Мои заказы»: a deal made before it links here (ADR 078). */
export const reservationAnchor = (id: number) => `reservation-${id}`;

/** The user's online reservations in «Мои заказы», with their state; a live one can be cancelled (a paid one is refunded). */
export function PersonalReservations({ reservations }: { reservations: Reservation[] }) {
  return (
    <ul className="personal-list">
      {reservations.map((r) => (
        <li key={r.id} className="card personal-item" id={reservationAnchor(r.id)}>
          <div className="personal-item__main">
            <h3 className="personal-item__title">
              Бронирование: {r.car.url ? <Link to={r.car.url}>{`${r.car.name}, ${r.car.year}`}</Link> : `${r.car.name}, ${r.car.year}`}
            </h3>
            <p className="personal-item__text">
              № {r.id} от {formatDate(r.createdAt)}, {r.car.dealer}. Предоплата {formatPrice(r.amount)}
              {r.refunded ? ", возвращена" : ""}.
            </p>
            {r.handover ? <p className="personal-item__text">{handoverText(r.handover)}</p> : null}
            {r.status === "paid" && r.holdUntil ? <p className="personal-item__text">{reservedText(r.holdUntil)}</p> : null}
          </div>
          <div className="personal-item__facts">
            <span className={`status status--${r.status === "paid" ? "confirmed" : r.status === "pending" ? "received" : "cancelled"}`}>{r.statusName}</span>
            {r.cancellable ? (
              <ItemPost
                form="reservation-cancel"
                id={r.id}
                intent="cancel-reservation"
                label="Отменить бронь"
                question={r.status === "paid" ? "Отменить бронь? Предоплата вернётся на карту." : "Отменить бронирование?"}
                confirm="Да, отменить"
              />
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
