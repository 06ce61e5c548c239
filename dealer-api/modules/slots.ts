import { ApiFailure } from "../http";
import type { DealerCentre } from "./catalog-data";
import { fieldError } from "./forms";
import { bookableDates, type Calendar, DAYS_AHEAD, formatTime, isBookable, isIsoDate, parseTime, slotProblem, startTimes } from "./service-schedule";

/*
 * The slot engine that service visits and test drives share (docs/decisions/016 and 041): a
 * calendar's bookable days and start times with their free places, the check of a posted
 * slot, a booked slot as both answer it, and whose visits are whose.
 */

export const SLOT_MESSAGES = {
  date: `Выберите дату в ближайшие ${DAYS_AHEAD} дней`,
  closed: "В этот день сервисный центр не работает. Выберите другую дату",
  time: "Выберите время",
  past: "Это время уже прошло. Выберите другое время",
  full: "На это время мест уже нет. Выберите другое время",
} as const;

export type SlotDay = { date: string; open: boolean; free: number };
export type Slot = { time: string; places: number; free: number };
export type SlotList = { sCode: string; sTimeZone: string; today: string; date: string; days: SlotDay[]; slots: Slot[] };

/**
 * The bookable days of a calendar (today and DAYS_AHEAD after, closed days marked) and, for
 * one date, every start time still ahead with its free places (`freeOf` a slot `YYYY-MM-DD`,
 * `HH:MM`: service bookings count bays, test drives count the centre's cars out at once and
 * the one car). A date that is not bookable (gone, too far, not a date) falls back to the
 * first day with a free place.
 */
export function slotsOfCalendar(
  calendar: Calendar,
  sCode: string,
  freeOf: (date: string, time: string) => number,
  places: number,
  requestedDate: unknown,
  now = Date.now(),
): SlotList {
  const dates = bookableDates(calendar, now);
  const slotsOf = (date: string): Slot[] =>
    startTimes(calendar, date)
      .filter((t) => isBookable(calendar, date, t, now))
      .map((t) => {
        const time = formatTime(t);
        return { time, places, free: freeOf(date, time) };
      });
  const perDay = dates.map((date) => ({ date, slots: slotsOf(date), open: startTimes(calendar, date).length > 0 }));
  const days = perDay.map(({ date, open, slots }) => ({ date, open, free: slots.reduce((sum, s) => sum + s.free, 0) }));
  const chosen =
    (isIsoDate(requestedDate) && perDay.find((d) => d.date === requestedDate)) ||
    perDay.find((d) => d.slots.some((s) => s.free > 0)) ||
    perDay[0];
  return { sCode, sTimeZone: calendar.timeZone, today: dates[0], date: chosen.date, days, slots: chosen.slots };
}

/** A booking's date and time must be a free slot of the centre's calendar: else the field's 400 (service and test drive alike). */
export function refuseUnbookableSlot(calendar: Calendar, date: string, minutes: number, now: number): void {
  const problem = slotProblem(calendar, date, minutes, now);
  if (!problem) return;
  const [field, message] =
    problem === "date" ? ["DATE", SLOT_MESSAGES.date] :
    problem === "closed" ? ["DATE", SLOT_MESSAGES.closed] :
    problem === "past" ? ["TIME", SLOT_MESSAGES.past] : ["TIME", SLOT_MESSAGES.time];
  throw new ApiFailure(400, [fieldError(field, message, problem === "past" ? "SLOT_PAST" : "VALIDATION")]);
}

/** A booked slot of a centre, a service visit's or a test drive's (both come from the one slot engine). */
export type BookedSlot = {
  id: number;
  status: "booked" | "cancelled";
  sCode: string;
  sName: string;
  sAddressForView: string;
  sPhone: string;
  sCityName: string;
  /** The slot on the centre's wall clock, and as UTC instants (ISO 8601). */
  date: string;
  time: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  sTimeZone: string;
  createdAt: string;
  cancelledAt: string | null;
};

/** What a booking's row says of its slot (service_bookings and test_drives alike). */
export type SlotRow = {
  id: number; slot_date: string; slot_time: string; starts_at: number; ends_at: number;
  status: "booked" | "cancelled"; created_at: number; cancelled_at: number | null;
};

/** A booking's slot at its centre, as both booking forms and the personal area answer it. */
export function bookedSlotOf(dealer: DealerCentre, row: SlotRow, timeZone: string): BookedSlot {
  return {
    id: row.id,
    status: row.status,
    sCode: dealer.sCode,
    sName: dealer.sName,
    sAddressForView: dealer.sAddressForView,
    sPhone: dealer.sPhone,
    sCityName: dealer.sCityName,
    date: row.slot_date,
    time: row.slot_time,
    endTime: formatTime(parseTime(row.slot_time)! + Math.round((row.ends_at - row.starts_at) / 60_000)),
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    sTimeZone: timeZone,
    createdAt: new Date(row.created_at).toISOString(),
    cancelledAt: row.cancelled_at === null ? null : new Date(row.cancelled_at).toISOString(),
  };
}

/**
 * The SQL condition for a visit's owner (a service booking's, a test drive's): any of the
 * FUserIds, or the phone; null when there is neither, so nothing is anybody's by default.
 */
export function ownerWhere(owner: { fuserIds?: string[]; phone?: string }): { sql: string; params: string[] } | null {
  const ids = (owner.fuserIds ?? []).filter(Boolean);
  const parts = [...(ids.length ? [`fuser_id IN (${ids.map(() => "?").join(",")})`] : []), ...(owner.phone ? ["phone = ?"] : [])];
  return parts.length ? { sql: `(${parts.join(" OR ")})`, params: [...ids, ...(owner.phone ? [owner.phone] : [])] } : null;
}

/** Visits in the order an owner reads them: coming ones first (soonest first), then the past and cancelled ones; binds `now` twice. */
export const COMING_FIRST = `ORDER BY (status = 'booked' AND starts_at >= ?) DESC,
                CASE WHEN status = 'booked' AND starts_at >= ? THEN starts_at END ASC, starts_at DESC`;
