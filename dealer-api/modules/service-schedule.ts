/**
 * Service centres' calendars: which days are open, which times a visit may start, all in the
 * centre's own local time (docs/decisions/016-service-slots-and-time-zones.md). Pure functions
 * with the clock passed in, so that "never in the past" is tested at any hour, midnight included.
 */

/** Opening hours of one weekday, in minutes after local midnight; null when closed. */
export type DayHours = { open: number; close: number } | null;
/** Monday first, as in Russian calendars: index 0 is Monday, 6 is Sunday. */
export type WeekHours = DayHours[];

const DAY_NAMES: Record<string, number> = { пн: 0, вт: 1, ср: 2, чт: 3, пт: 4, сб: 5, вс: 6 };
const ALL_WEEK = /^(ежедневно|без выходных|круглосуточно)/;

/**
 * Reads a dealer centre's `sWork` text into weekly hours: «Ежедневно с 9:00 до 21:00»,
 * «Пн–Пт с 8:00 до 20:00, Сб–Вс с 9:00 до 18:00», «Пн-Сб 9:00-20:00; Вс — выходной»,
 * «Круглосуточно». A day the text does not name is closed; a text we cannot read at all
 * gives a week with no open day (the centre offers no times rather than invented ones).
 */
export function parseWorkHours(text: string): WeekHours {
  const week: WeekHours = Array.from({ length: 7 }, () => null);
  // «Пн, Ср, Пт 10:00–19:00»: days listed before a comma wait for the hours that follow them.
  let pending: number[] = [];
  for (const rawPart of text.toLowerCase().split(/[,;]/)) {
    const part = rawPart.trim();
    if (!part) continue;
    let days: number[] = [];
    let rest = part;
    const allWeek = ALL_WEEK.exec(part);
    if (allWeek) {
      days = [0, 1, 2, 3, 4, 5, 6];
      rest = part.slice(allWeek[0].length);
      if (allWeek[1] === "круглосуточно" && !/\d/.test(rest)) {
        for (const d of days) week[d] = { open: 0, close: 24 * 60 };
        pending = [];
        continue;
      }
    } else {
      const spec = /^((?:пн|вт|ср|чт|пт|сб|вс)(?:\s*[-–—]\s*(?:пн|вт|ср|чт|пт|сб|вс))?)/.exec(part);
      if (!spec) {
        pending = [];
        continue;
      }
      days = daysOf(spec[1]);
      rest = part.slice(spec[1].length);
    }
    days = [...pending, ...days];
    if (/выходн/.test(rest)) {
      for (const d of days) week[d] = null;
      pending = [];
      continue;
    }
    const times = /(\d{1,2})[:.](\d{2})\s*(?:до|[-–—])\s*(\d{1,2})[:.](\d{2})/.exec(rest);
    if (!times) {
      pending = rest.trim() ? [] : days;
      continue;
    }
    pending = [];
    const open = Number(times[1]) * 60 + Number(times[2]);
    const close = Number(times[3]) * 60 + Number(times[4]);
    if (close <= open || close > 24 * 60) continue;
    for (const d of days) week[d] = { open, close };
  }
  return week;
}

function daysOf(spec: string): number[] {
  const [from, to = from] = spec.split(/\s*[-–—]\s*/).map((name) => DAY_NAMES[name]);
  const days: number[] = [];
  for (let d = from; ; d = (d + 1) % 7) {
    days.push(d);
    if (d === to) break;
  }
  return days;
}

/** A moment as the wall clock of a time zone shows it. */
export type LocalMoment = { date: string; minutes: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

export function localMoment(ms: number, timeZone: string): LocalMoment {
  const parts = Object.fromEntries(formatter(timeZone).formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The UTC instant at which the zone's wall clock shows `date` `minutes` (DST-safe by iteration). */
export function zonedToUtc(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d) + minutes * 60_000;
  let guess = wall;
  for (let i = 0; i < 3; i++) {
    const seen = localMoment(guess, timeZone);
    const [sy, sm, sd] = seen.date.split("-").map(Number);
    const diff = wall - (Date.UTC(sy, sm - 1, sd) + seen.minutes * 60_000);
    if (diff === 0) break;
    guess += diff;
  }
  return guess;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return addDays(value, 0) === value;
}

export const formatTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

export function parseTime(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export type Calendar = {
  week: WeekHours;
  slotMinutes: number;
  timeZone: string;
  /** Days off besides the weekly ones: `YYYY-MM-DD`, or `MM-DD` for every year. */
  daysOff: Set<string>;
};

/** How many days ahead a visit may be booked, today being day 0. */
export const DAYS_AHEAD = 30;
/** A visit starts at least this long after booking: the centre needs time to plan the bay. */
export const MIN_NOTICE_MINUTES = 60;

export function hoursOn(calendar: Calendar, date: string): DayHours {
  if (calendar.daysOff.has(date) || calendar.daysOff.has(date.slice(5))) return null;
  return calendar.week[weekdayOf(date)];
}

/** The start times of a day (every slot that fits before closing), past ones included. */
export function startTimes(calendar: Calendar, date: string): number[] {
  const hours = hoursOn(calendar, date);
  if (!hours) return [];
  const times: number[] = [];
  for (let t = hours.open; t + calendar.slotMinutes <= hours.close; t += calendar.slotMinutes) times.push(t);
  return times;
}

/** The centre's bookable dates: its local today and the DAYS_AHEAD days after. */
export function bookableDates(calendar: Calendar, now: number): string[] {
  const today = localMoment(now, calendar.timeZone).date;
  return Array.from({ length: DAYS_AHEAD + 1 }, (_, i) => addDays(today, i));
}

/** Whether a slot starts late enough to be offered at `now`. */
export function isBookable(calendar: Calendar, date: string, minutes: number, now: number): boolean {
  return zonedToUtc(date, minutes, calendar.timeZone) >= now + MIN_NOTICE_MINUTES * 60_000;
}

/** Why a requested slot cannot be booked, or null when it is a real, future slot of the centre. */
export function slotProblem(calendar: Calendar, date: string, minutes: number, now: number): "date" | "closed" | "time" | "past" | null {
  if (!bookableDates(calendar, now).includes(date)) return "date";
  if (!hoursOn(calendar, date)) return "closed";
  if (!startTimes(calendar, date).includes(minutes)) return "time";
  if (!isBookable(calendar, date, minutes, now)) return "past";
  return null;
}
