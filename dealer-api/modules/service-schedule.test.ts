import { describe, expect, it } from "vitest";
import {
  bookableDates,
  type Calendar,
  isBookable,
  localMoment,
  parseWorkHours,
  slotProblem,
  startTimes,
  zonedToUtc,
} from "./service-schedule";

const h = (open: string, close: string) => {
  const m = (t: string) => Number(t.split(":")[0]) * 60 + Number(t.split(":")[1]);
  return { open: m(open), close: m(close) };
};

describe("parseWorkHours", () => {
  it("reads every day alike", () => {
    expect(parseWorkHours("Ежедневно с 9:00 до 21:00")).toEqual(Array(7).fill(h("9:00", "21:00")));
  });

  it("reads weekday and weekend ranges", () => {
    const week = parseWorkHours("Пн–Пт с 8:00 до 20:00, Сб–Вс с 9:00 до 18:00");
    expect(week.slice(0, 5)).toEqual(Array(5).fill(h("8:00", "20:00")));
    expect(week.slice(5)).toEqual(Array(2).fill(h("9:00", "18:00")));
  });

  it("closes the days named as off and the days not named at all", () => {
    const week = parseWorkHours("Пн-Сб 9:00-20:00; Вс — выходной");
    expect(week[5]).toEqual(h("9:00", "20:00"));
    expect(week[6]).toBeNull();
    expect(parseWorkHours("Пн–Пт с 9:00 до 18:00")[5]).toBeNull();
    expect(parseWorkHours("Пн, Ср, Пт 10:00–19:00").map((d) => d !== null)).toEqual([true, false, true, false, true, false, false]);
  });

  it("gives no open day for a text it cannot read", () => {
    expect(parseWorkHours("по договорённости").every((d) => d === null)).toBe(true);
  });
});

// A centre open 9–21 every day, one-hour slots, in Moscow time (UTC+3 all year).
const calendar: Calendar = { week: Array(7).fill(h("9:00", "21:00")), slotMinutes: 60, timeZone: "Europe/Moscow", daysOff: new Set(["01-01"]) };
const moscow = (iso: string) => Date.parse(`${iso}+03:00`);

describe("slots on the centre's wall clock", () => {
  it("converts between Moscow wall time and UTC", () => {
    expect(zonedToUtc("2026-11-23", 9 * 60, "Europe/Moscow")).toBe(Date.parse("2026-11-23T06:00:00Z"));
    expect(localMoment(Date.parse("2026-11-22T21:30:00Z"), "Europe/Moscow")).toEqual({ date: "2026-11-23", minutes: 30 });
  });

  it("keeps a DST zone's wall clock too", () => {
    expect(zonedToUtc("2026-07-01", 9 * 60, "Europe/Berlin")).toBe(Date.parse("2026-07-01T07:00:00Z"));
    expect(zonedToUtc("2026-12-01", 9 * 60, "Europe/Berlin")).toBe(Date.parse("2026-12-01T08:00:00Z"));
  });

  it("offers today and 30 days after, today being the centre's date even when UTC's is still yesterday", () => {
    const dates = bookableDates(calendar, Date.parse("2026-11-22T21:30:00Z")); // 00:30 on the 23rd in Moscow
    expect(dates[0]).toBe("2026-11-23");
    expect(dates).toHaveLength(31);
    expect(dates.at(-1)).toBe("2026-12-23");
  });

  it("never offers a time in the past, or within the hour, at any hour of the day", () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = moscow("2026-11-23T00:00:00") + minute * 60_000;
      const today = localMoment(now, "Europe/Moscow").date;
      for (const t of startTimes(calendar, today).filter((t) => isBookable(calendar, today, t, now))) {
        expect(zonedToUtc(today, t, "Europe/Moscow")).toBeGreaterThanOrEqual(now + 60 * 60_000);
      }
    }
    const evening = moscow("2026-11-23T18:50:00");
    expect(startTimes(calendar, "2026-11-23").filter((t) => isBookable(calendar, "2026-11-23", t, evening))).toEqual([20 * 60]);
  });

  it("says why a slot cannot be booked", () => {
    const now = moscow("2026-12-20T12:00:00");
    expect(slotProblem(calendar, "2026-12-21", 10 * 60, now)).toBeNull();
    expect(slotProblem(calendar, "2026-12-20", 12 * 60, now)).toBe("past");
    expect(slotProblem(calendar, "2026-12-19", 12 * 60, now)).toBe("date");
    expect(slotProblem(calendar, "2027-01-21", 12 * 60, now)).toBe("date");
    expect(slotProblem(calendar, "2027-01-01", 12 * 60, now)).toBe("closed");
    expect(slotProblem(calendar, "2026-12-21", 10 * 60 + 30, now)).toBe("time");
    expect(slotProblem(calendar, "2026-12-21", 20 * 60 + 30, now)).toBe("time");
  });
});
