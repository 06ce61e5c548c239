import ical from "ical-generator";
import type { ServiceBooking } from "~/dealer-client/service-endpoints";
import { formatPhone } from "~/utils/format";

/**
 * The booking as an iCalendar file (RFC 5545) that any calendar app imports. Times are the
 * booking's UTC instants, so the visit shows at the right hour wherever the phone is. (A
 * TZID would need ical-generator's optional date library to convert; without one it writes
 * the UTC wall time under the zone's name: three hours early in Moscow.)
 */
export function serviceBookingCalendar(booking: ServiceBooking, site: { url: string; name: string }): string {
  const host = new URL(site.url).hostname;
  const calendar = ical({ name: `${site.name}: запись на сервис`, prodId: { company: site.name, product: "service-booking", language: "RU" } });
  const car = [booking.car.brand, booking.car.model, String(booking.car.year), booking.car.plate].filter(Boolean).join(" ");
  calendar.createEvent({
    id: `service-booking-${booking.id}@${host}`,
    start: new Date(booking.startsAt),
    end: new Date(booking.endsAt),
    summary: `Сервис: ${booking.work.name}`,
    location: `${booking.sName}, ${booking.sAddressForView}`,
    description: [
      `${booking.sName}, ${booking.sAddressForView}`,
      `Вид работ: ${booking.work.name}`,
      `Автомобиль: ${car}`,
      `Телефон сервисного центра: ${formatPhone(booking.sPhone)}`,
    ].join("\n"),
    url: new URL("/service", site.url).href,
  });
  return calendar.toString();
}
