import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { SERVICE_TEXTS } from "~/forms/texts";
import { href } from "~/paths";
import type { ServiceBooking } from "~/dealer-client/service-endpoints";
import { formatPhone, formatPrice, phoneHref } from "~/utils/format";
import { formatServiceDate } from "~/utils/service-dates";

/** The booking just made: where, when, what, and a calendar file. Focused when it appears, so it is read out. */
export function BookingSummary({ booking }: { booking: ServiceBooking }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [booking.id]);
  const car = [booking.car.brand, booking.car.model, `${booking.car.year} г.`, booking.car.plate].filter(Boolean).join(", ");
  return (
    <section className="service-summary" aria-labelledby="service-summary-title">
      <h2 className="service-summary__title" id="service-summary-title" ref={heading} tabIndex={-1}>
        {SERVICE_TEXTS.successTitle}
      </h2>
      <dl className="service-summary__list">
        <div>
          <dt>Дата и время</dt>
          <dd>
            {formatServiceDate(booking.date)}, {booking.time}–{booking.endTime}
            <span className="service-summary__note"> (местное время, {booking.sCityName})</span>
          </dd>
        </div>
        <div>
          <dt>Сервисный центр</dt>
          <dd>
            {booking.sName}, {booking.sAddressForView}
            <br />
            <a href={phoneHref(booking.sPhone)}>{formatPhone(booking.sPhone)}</a>
          </dd>
        </div>
        <div>
          <dt>Вид работ</dt>
          <dd>
            {booking.work.name}, от {formatPrice(booking.work.priceFrom)}
          </dd>
        </div>
        <div>
          <dt>Автомобиль</dt>
          <dd>{car}</dd>
        </div>
        <div>
          <dt>Номер записи</dt>
          <dd>{booking.id}</dd>
        </div>
      </dl>
      <p>{SERVICE_TEXTS.successText}</p>
      <p className="service-summary__actions">
        {/* A file, not a page: a plain link, so the router does not try to render it. */}
        <a className="btn btn--primary" href={href("service_calendar")} download="zapis-na-servis.ics">
          Добавить в календарь (.ics)
        </a>
        <Link className="btn btn--ghost" to={href("service")}>
          Записаться ещё раз
        </Link>
      </p>
    </section>
  );
}
