import { Link } from "@remix-run/react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import type { BookedSlot } from "~/dealer-client/service-endpoints";
import { formatPhone, phoneHref } from "~/utils/format";
import { formatServiceDate } from "~/utils/service-dates";

/** What a booked service visit's summary says, on the service page and the tyre page alike. */
export const SERVICE_VISIT_BOOKED = {
  title: "Вы записаны на сервис",
  text: "Менеджер сервисного центра позвонит, чтобы подтвердить визит. Если планы изменятся, позвоните нам — мы перенесём запись.",
} as const;

/**
 * A visit just booked, a service visit or a test drive: when, where, what else it says, its
 * number, and a calendar file. Focused when it appears, so it is read out.
 */
export function VisitSummary({
  title,
  visit,
  place,
  details,
  note,
  children,
  calendar,
  more,
}: {
  title: string;
  /** A service visit or a test drive: the fields of a booked slot. */
  visit: BookedSlot;
  /** What the centre is called here: «Сервисный центр», «Дилерский центр». */
  place: string;
  /** The rows between the centre and the number: the work, the car. */
  details: Array<[term: string, value: string]>;
  /** Something about this booking the visitor must know first (a repeated booking). */
  note?: string;
  /** What happens next. */
  children: ReactNode;
  calendar: { href: string; download: string };
  more?: { to: string; text: string };
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => heading.current?.focus(), [visit.id]);
  return (
    <section className="service-summary" aria-labelledby={titleId}>
      <h2 className="service-summary__title" id={titleId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {note ? <p className="alert">{note}</p> : null}
      <dl className="service-summary__list">
        <div>
          <dt>Дата и время</dt>
          <dd>
            {formatServiceDate(visit.date)}, {visit.time}–{visit.endTime}
            <span className="service-summary__note"> (местное время, {visit.sCityName})</span>
          </dd>
        </div>
        <div>
          <dt>{place}</dt>
          <dd>
            {visit.sName}, {visit.sAddressForView}
            <br />
            <a href={phoneHref(visit.sPhone)}>{formatPhone(visit.sPhone)}</a>
          </dd>
        </div>
        {details.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>Номер записи</dt>
          <dd>{visit.id}</dd>
        </div>
      </dl>
      <p>{children}</p>
      <p className="service-summary__actions">
        {/* A file, not a page: a plain link, so the router does not try to render it. */}
        <a className="btn btn--primary" href={calendar.href} download={calendar.download}>
          Добавить в календарь (.ics)
        </a>
        {more ? (
          <Link className="btn btn--ghost" to={more.to}>
            {more.text}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
