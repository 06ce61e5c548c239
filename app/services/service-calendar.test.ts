import { describe, expect, it } from "vitest";
import type { ServiceBooking } from "~/dealer-client/service-endpoints";
import { serviceBookingCalendar } from "./service-calendar.server";

const booking: ServiceBooking = {
  id: 42,
  status: "booked",
  sCode: "avtodom-pulkovo",
  sName: "Автодом Пулково",
  sAddressForView: "Санкт-Петербург, Пулковское шоссе, 36к2",
  sPhone: "78124250101",
  sCityName: "Санкт-Петербург",
  date: "2026-11-23",
  time: "10:00",
  endTime: "11:00",
  startsAt: "2026-11-23T07:00:00.000Z",
  endsAt: "2026-11-23T08:00:00.000Z",
  sTimeZone: "Europe/Moscow",
  work: { code: "maintenance", name: "Плановое техническое обслуживание", priceFrom: 6900 },
  car: { brand: "Haval", model: "Jolion", year: 2021, plate: "А123ВС78" },
};

describe("serviceBookingCalendar", () => {
  it("is one event at the booking's instant, at the centre, with the car", () => {
    const ics = serviceBookingCalendar(booking, { url: "https://dealer.example.ru", name: "Автодом" });
    const unfolded = ics.replace(/\r\n[ \t]/g, "");
    expect(unfolded).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).toContain("UID:service-booking-42@dealer.example.ru");
    // 10:00 in Moscow is 07:00 UTC.
    expect(unfolded).toContain("DTSTART:20261123T070000Z");
    expect(unfolded).toContain("DTEND:20261123T080000Z");
    expect(unfolded).toContain("SUMMARY:Сервис: Плановое техническое обслуживание");
    expect(unfolded).toContain("LOCATION:Автодом Пулково\\, Санкт-Петербург\\, Пулковское шоссе\\, 36к2");
    expect(unfolded).toContain("Haval Jolion 2021 А123ВС78");
  });
});
