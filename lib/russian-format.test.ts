import { describe, expect, it } from "vitest";
import { moscowTime, russianNumber } from "./russian-format";

// The spelled-out formats must be Intl's for ru-RU, character for character: the server may
// render with either, and a page must hydrate to the same text.
describe("russianNumber", () => {
  const values = [0, 1, 7, 12, 999, 1000, 1234, 12_345, 99_999.5, 100_000, 1_234_567, 2_500_000.49, 123_456_789, -5, -1234.5, 0.5, 1.005, 2.675, 19.9, 7.25, 14.8235, 31.2, 0.0004];
  it.each([
    [0, 0],
    [0, 2],
    [3, 3],
    [0, 3],
  ])("writes every value as Intl does with %i to %i fraction digits", (min, max) => {
    const intl = new Intl.NumberFormat("ru-RU", { minimumFractionDigits: min, maximumFractionDigits: max });
    for (const value of values) expect(russianNumber(value, min, max), String(value)).toBe(intl.format(value));
  });

  it("writes random amounts as Intl does", () => {
    const intl = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 0 });
    for (let i = 0; i < 2000; i++) {
      const value = Math.round(Math.random() * 10 ** (1 + (i % 9))) / (i % 3 === 0 ? 100 : 1);
      expect(russianNumber(value)).toBe(intl.format(value));
    }
  });
});

describe("moscowTime", () => {
  const long = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Moscow" });
  const time = new Intl.DateTimeFormat("ru-RU", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Moscow" });
  it("gives Moscow's day and time, across midnight and the year's end", () => {
    for (const iso of ["2026-03-05T20:59:00Z", "2026-03-05T21:00:00Z", "2026-12-31T21:30:00Z", "2015-06-01T00:00:00Z", "2030-07-15T12:05:00Z", "2026-11-27"]) {
      const date = new Date(iso);
      const { day, month, year, time: clock } = moscowTime(date);
      expect(`${day} ${month} ${year} г.`, iso).toBe(long.format(date));
      expect(clock, iso).toBe(time.format(date));
    }
  });
});
