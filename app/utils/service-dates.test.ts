import { describe, expect, it } from "vitest";
import { formatServiceDate, formatServiceDay, placesWord, serviceDayLabel } from "./service-dates";

describe("service dates", () => {
  it("formats the centre's calendar date the same in any zone", () => {
    expect(formatServiceDay("2026-11-23")).toBe("пн, 23 ноября");
    expect(formatServiceDate("2026-11-23")).toBe("понедельник, 23 ноября 2026 г.");
    expect(formatServiceDay("2027-01-01")).toBe("пт, 1 января");
  });

  it("labels today, closed days and full days", () => {
    expect(serviceDayLabel({ date: "2026-11-23", open: true, free: 5 }, "2026-11-23")).toBe("сегодня, пн, 23 ноября");
    expect(serviceDayLabel({ date: "2027-01-01", open: false, free: 0 }, "2026-12-20")).toBe("пт, 1 января — выходной");
    expect(serviceDayLabel({ date: "2026-11-24", open: true, free: 0 }, "2026-11-23")).toBe("вт, 24 ноября — мест нет");
  });

  it("marks a day of the tyre change season", () => {
    expect(serviceDayLabel({ date: "2026-11-24", open: true, free: 3, season: true }, "2026-11-23")).toBe("вт, 24 ноября — сезон");
    expect(serviceDayLabel({ date: "2026-11-24", open: true, free: 0, season: true }, "2026-11-23")).toBe("вт, 24 ноября — сезон, мест нет");
    expect(serviceDayLabel({ date: "2026-11-29", open: false, free: 0, season: true }, "2026-11-23")).toBe("вс, 29 ноября — выходной");
  });

  it("agrees the word with the count", () => {
    expect([1, 2, 5, 11, 21, 22, 25].map((n) => `${n} ${placesWord(n)}`)).toEqual([
      "1 место", "2 места", "5 мест", "11 мест", "21 место", "22 места", "25 мест",
    ]);
  });
});

describe("service dates as Intl writes them", () => {
  const short = new Intl.DateTimeFormat("ru-RU", { timeZone: "UTC", weekday: "short", day: "numeric", month: "long" });
  const long = new Intl.DateTimeFormat("ru-RU", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" });
  it("every day of a year, short and long", () => {
    for (let i = 0; i < 366; i++) {
      const date = new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10);
      expect(formatServiceDay(date)).toBe(short.format(new Date(`${date}T00:00:00Z`)));
      expect(formatServiceDate(date)).toBe(long.format(new Date(`${date}T00:00:00Z`)));
    }
  });
});
