import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { TestDrive } from "~/dealer-client/test-drive-endpoints";
import { href } from "~/paths";
import { formatPhone, phoneHref } from "~/utils/format";
import { formatServiceDate } from "~/utils/service-dates";

/** The test drive just booked: when, where, which car, and a calendar file. Focused when it appears, so it is read out. */
export function TestDriveSummary({ drive, signedIn }: { drive: TestDrive; signedIn: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [drive.id]);
  return (
    <section className="service-summary" aria-labelledby="test-drive-summary-title">
      <h2 className="service-summary__title" id="test-drive-summary-title" ref={heading} tabIndex={-1}>
        Вы записаны на тест-драйв
      </h2>
      <dl className="service-summary__list">
        <div>
          <dt>Дата и время</dt>
          <dd>
            {formatServiceDate(drive.date)}, {drive.time}–{drive.endTime}
            <span className="service-summary__note"> (местное время, {drive.sCityName})</span>
          </dd>
        </div>
        <div>
          <dt>Дилерский центр</dt>
          <dd>
            {drive.sName}, {drive.sAddressForView}
            <br />
            <a href={phoneHref(drive.sPhone)}>{formatPhone(drive.sPhone)}</a>
          </dd>
        </div>
        <div>
          <dt>Автомобиль</dt>
          <dd>
            {drive.car.name}, {drive.car.year}
          </dd>
        </div>
        <div>
          <dt>Номер записи</dt>
          <dd>{drive.id}</dd>
        </div>
      </dl>
      <p>
        Менеджер дилерского центра позвонит, чтобы подтвердить тест-драйв. Возьмите с собой водительское удостоверение.
        {signedIn ? " Отменить запись можно в личном кабинете, в разделе «Мои заказы»." : null}
      </p>
      <p className="service-summary__actions">
        {/* A file, not a page: a plain link, so the router does not try to render it. */}
        <a className="btn btn--primary" href={href("test_drive_calendar")} download="test-drive.ics">
          Добавить в календарь (.ics)
        </a>
        {signedIn ? (
          <Link className="btn btn--ghost" to={href("personal_orders")}>
            Мои заказы
          </Link>
        ) : null}
      </p>
    </section>
  );
}
