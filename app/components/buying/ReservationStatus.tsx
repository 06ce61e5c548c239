import { Link } from "@remix-run/react";
import { CancelReservation } from "./CancelReservation";
import type { Reservation } from "~/dealer-client/reservation-endpoints";
import { formatDayMonthTime, formatPrice } from "~/utils/format";
import { reservedText } from "~/utils/reservation";

const DECLINE_REASONS: Record<string, string> = {
  insufficient_funds: "недостаточно средств на карте",
  "3d_secure_failed": "платёж не подтверждён кодом из СМС",
  expired_on_confirmation: "время на оплату истекло",
  card_expired: "карта не принята",
};

/**
 * The state of the visitor's reservation after the payment page; while it waits for its
 * payment, the way back to that same payment (`payUrl`); and its cancel (a paid one is refunded).
 */
export function ReservationStatus({ reservation, payUrl, declineReason }: { reservation: Reservation; payUrl: string | null; declineReason: string | null }) {
  const { car } = reservation;
  const title =
    reservation.status === "paid"
      ? `Автомобиль забронирован: ${reservedText(reservation.holdUntil!).replace("Забронирован ", "")}`
      : reservation.status === "pending"
        ? "Ожидаем оплату"
        : reservation.status === "declined"
          ? "Оплата не прошла"
          : reservation.statusName;
  return (
    <section className="service-summary" aria-labelledby="reservation-title">
      <h2 className="service-summary__title" id="reservation-title">
        {title}
      </h2>
      <dl className="service-summary__list">
        <div>
          <dt>Автомобиль</dt>
          <dd>{car.url ? <Link to={car.url}>{`${car.name}, ${car.year}`}</Link> : `${car.name}, ${car.year}`}</dd>
        </div>
        <div>
          <dt>Дилерский центр</dt>
          <dd>{car.dealer}</dd>
        </div>
        <div>
          <dt>Предоплата</dt>
          <dd>
            {formatPrice(reservation.amount)}
            {reservation.refunded ? " — возвращена" : ""}
          </dd>
        </div>
        <div>
          <dt>Статус</dt>
          <dd>
            <span className={`status status--${reservation.status === "paid" ? "confirmed" : reservation.status === "pending" ? "received" : "cancelled"}`}>
              {reservation.statusName}
            </span>
          </dd>
        </div>
        <div>
          <dt>Номер брони</dt>
          <dd>{reservation.id}</dd>
        </div>
      </dl>
      {reservation.status === "paid" ? (
        <p>
          Менеджер дилерского центра позвонит, чтобы договориться о встрече. Автомобиль ждёт вас до{" "}
          {formatDayMonthTime(reservation.holdUntil!)} (по Москве). Предоплата засчитывается в цену.
        </p>
      ) : null}
      {reservation.status === "pending" ? (
        payUrl ? (
          <p>Оплата ещё не получена. Перейти к оплате можно до {formatDayMonthTime(reservation.payBy)} (по Москве); после этого бронь снимется.</p>
        ) : (
          <p>Платёжный сервис ещё не подтвердил оплату. Обновите страницу через минуту; бронь снимется, если не оплатить до {formatDayMonthTime(reservation.payBy)}.</p>
        )
      ) : null}
      {reservation.status === "declined" ? (
        <p>
          Банк не принял платёж{declineReason && DECLINE_REASONS[declineReason] ? `: ${DECLINE_REASONS[declineReason]}` : ""}. Автомобиль не забронирован — можно
          попробовать снова с другой картой.
        </p>
      ) : null}
      <div className="service-summary__actions">
        {reservation.status === "pending" && payUrl ? (
          <a className="btn btn--primary" href={payUrl}>
            Перейти к оплате
          </a>
        ) : null}
        {reservation.cancellable ? <CancelReservation reservation={reservation} /> : null}
        {reservation.status === "declined" || reservation.status === "lapsed" ? (
          <Link className="btn btn--primary" to={`${car.url}/reserve`}>
            Попробовать снова
          </Link>
        ) : null}
      </div>
    </section>
  );
}
