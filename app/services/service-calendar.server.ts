import ical from "ical-generator";
import type { ServiceBooking } from "~/dealer-client/service-endpoints";
import type { TestDrive } from "~/dealer-client/test-drive-endpoints";
import { formatPhone } from "~/utils/format";

/** One visit to a dealer centre, as a calendar event. */
export type Visit = {
  /** Unique among the site's events: `service-booking-12`, `test-drive-3`. */
  uid: string;
  calendarName: string;
  product: string;
  startsAt: string;
  endsAt: string;
  summary: string;
  location: string;
  description: string[];
  /** The site path the event links back to. */
  path: string;
};

/**
 * A visit as an iCalendar file (RFC 5545) that any calendar app imports. Times are the
 * visit's UTC instants, so it shows at the right hour wherever the phone is. (A TZID would
 * need ical-generator's optional date library to convert; without one it writes the UTC
 * wall time under the zone's name: three hours early in Moscow.)
 */
export function visitCalendar(visit: Visit, site: { url: string; name: string }): string {
  const host = new URL(site.url).hostname;
  const calendar = ical({ name: `${site.name}: ${visit.calendarName}`, prodId: { company: site.name, product: visit.product, language: "RU" } });
  calendar.createEvent({
    id: `${visit.uid}@${host}`,
    start: new Date(visit.startsAt),
    end: new Date(visit.endsAt),
    summary: visit.summary,
    location: visit.location,
    description: visit.description.join("\n"),
    url: new URL(visit.path, site.url).href,
  });
  return calendar.toString();
}

/**
 * The service booking as an iCalendar file. `price` is the work's price as the site shows it
 * (service-prices.server.ts: the booking's fixed price, else the price list's «от …» now).
 */
export function serviceBookingCalendar(booking: ServiceBooking, site: { url: string; name: string }, price: string): string {
  const car = [booking.car.brand, booking.car.model, String(booking.car.year), booking.car.plate].filter(Boolean).join(" ");
  const work = booking.quote?.title ? `${booking.work.name}, ${booking.quote.title}` : booking.work.name;
  return visitCalendar(
    {
      uid: `service-booking-${booking.id}`,
      calendarName: "запись на сервис",
      product: "service-booking",
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      summary: `Сервис: ${work}`,
      location: `${booking.sName}, ${booking.sAddressForView}`,
      description: [
        `${booking.sName}, ${booking.sAddressForView}`,
        `Вид работ: ${work}`,
        ...(price ? [`Стоимость: ${price}`] : []),
        `Автомобиль: ${car}`,
        `Телефон сервисного центра: ${formatPhone(booking.sPhone)}`,
      ],
      path: "/service",
    },
    site,
  );
}

/** The test drive as an iCalendar file. */
export function testDriveCalendar(drive: TestDrive, site: { url: string; name: string }): string {
  return visitCalendar(
    {
      uid: `test-drive-${drive.id}`,
      calendarName: "тест-драйв",
      product: "test-drive",
      startsAt: drive.startsAt,
      endsAt: drive.endsAt,
      summary: `Тест-драйв: ${drive.car.name}`,
      location: `${drive.sName}, ${drive.sAddressForView}`,
      description: [
        `${drive.sName}, ${drive.sAddressForView}`,
        `Автомобиль: ${drive.car.name}, ${drive.car.year}`,
        `Телефон дилерского центра: ${formatPhone(drive.sPhone)}`,
      ],
      path: drive.car.url || "/catalog",
    },
    site,
  );
}
