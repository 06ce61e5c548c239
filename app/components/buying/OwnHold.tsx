import { Link } from "@remix-run/react";
import type { OwnHold as Hold } from "~/view-models/own-hold";
import { href } from "~/paths";
import { formatDayMonthTime } from "~/utils/format";

/**
 * On a car's reserve page, the visitor's own hold of it, in place of «другой покупатель»:
 * waiting for its payment, with the way back to the SAME payment while the provider takes it,
 * or paid. Cancelling lives on the reservation's page.
 */
export function OwnHold({ hold }: { hold: Hold }) {
  return (
    <>
      <p className="alert" role="status">
        {hold.status === "pending"
          ? `Вы уже бронируете этот автомобиль. Оплатите предоплату до ${formatDayMonthTime(hold.payBy)} (по Москве), иначе бронь снимется.`
          : `Вы забронировали этот автомобиль: он ждёт вас до ${formatDayMonthTime(hold.holdUntil)} (по Москве).`}
      </p>
      <p className="service-summary__actions">
        {hold.status === "pending" && hold.payUrl ? (
          <a className="btn btn--primary" href={hold.payUrl}>
            Перейти к оплате
          </a>
        ) : null}
        <Link className="btn btn--ghost" to={href("reservation")}>
          Моё бронирование
        </Link>
      </p>
    </>
  );
}
