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
  quote: null,
  car: { brand: "Haval", model: "Jolion", year: 2021, plate: "А123ВС78" },
};

describe("serviceBookingCalendar", () => {
  it("is one event at the booking's instant, at the centre, with the car", () => {
    const ics = serviceBookingCalendar(booking, { url: "https://dealer.example.ru", name: "Автодом" }, "от 6 900 ₽");
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
    expect(unfolded).toContain("Стоимость: от 6 900 ₽");
  });

  it("names a regulation's step and carries the price it was booked at", () => {
    const quote = { price: 17_930, step: 8, title: "ТО-8", mileage: 44_000, modificationId: "kia-rio-4-2", lines: [], recommended: [] };
    const unfolded = serviceBookingCalendar({ ...booking, quote }, { url: "https://dealer.example.ru", name: "Автодом" }, "17 930 ₽").replace(/\r\n[ \t]/g, "");
    expect(unfolded).toContain("SUMMARY:Сервис: Плановое техническое обслуживание\\, ТО-8");
    expect(unfolded).toContain("Стоимость: 17 930 ₽");
  });
});
