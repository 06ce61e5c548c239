import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatDayMonth, formatDayMonthTime, formatPhone, formatPrice, formatRating, formatSalary, phoneHref } from "./format";

describe("formatPhone", () => {
  it("shows 11 digits starting with 7 as +7 XXX XXX XX XX", () => {
    expect(formatPhone("78123090000")).toBe("+7 812 309 00 00");
  });
  it("leaves anything else as it came", () => {
    expect(formatPhone("88123090000")).toBe("88123090000");
    expect(formatPhone("123")).toBe("123");
  });
  it("makes a tel: link", () => {
    expect(phoneHref("78123090000")).toBe("tel:+78123090000");
  });
});

describe("formatPrice", () => {
  it("groups thousands with spaces and adds the rouble sign", () => {
    expect(formatPrice(1234567)).toBe("1 234 567 ₽");
    expect(formatPrice(990)).toBe("990 ₽");
  });
});

describe("formatDay and formatSalary", () => {
  it("writes a day with the month's genitive and no leading zero", () => {
    expect(formatDay("2024-12-05")).toBe("5 декабря 2024");
    expect(formatDay("2026-01-31")).toBe("31 января 2026");
    expect(formatDay("2026-13-01")).toBe("2026-13-01");
  });

  it("writes a salary range with either end open", () => {
    // No-break spaces inside an amount and before the sign.
    const nb = (text: string) => text.replace(/_/g, "\u00a0");
    expect(formatSalary(90_000, 150_000)).toBe(nb("от 90_000 до 150_000_₽"));
    expect(formatSalary(55_000, null)).toBe(nb("от 55_000_₽"));
    expect(formatSalary(null, 65_000)).toBe(nb("до 65_000_₽"));
    expect(formatSalary(70_000, 70_000)).toBe(nb("70_000_₽"));
    expect(formatSalary(null, null)).toBe("по договорённости");
  });
});

describe("formatRating", () => {
  it("writes a rating with a decimal comma", () => {
    expect(formatRating(4.6)).toBe("4,6");
    expect(formatRating(5)).toBe("5,0");
  });
});

describe("dates in Moscow time, as Intl writes them", () => {
  const withTime = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", timeZone: "Europe/Moscow" });
  const dayMonth = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", timeZone: "Europe/Moscow" });
  it("the reservation's hold and the car's price history", () => {
    for (const iso of ["2026-03-05T06:07:00Z", "2026-03-05T21:00:00Z", "2026-12-31T20:59:59Z", "2027-01-01T00:00:00.000Z"]) {
      expect(formatDayMonthTime(iso)).toBe(withTime.format(new Date(iso)));
      expect(formatDayMonth(iso)).toBe(dayMonth.format(new Date(iso)));
      expect(`${formatDate(iso)} г.`).toBe(new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Moscow" }).format(new Date(iso)));
    }
  });
});
