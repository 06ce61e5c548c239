/**
 * Service dates for display. Dates arrive as the centre's calendar dates (`YYYY-MM-DD`, its
 * own time zone, docs/decisions/016-service-slots-and-time-zones.md): they are formatted as
 * UTC midnights, so neither the server's nor the browser's zone can move them a day.
 */
import { MONTHS_GENITIVE } from "../../lib/russian-format";

// Spelled out, not with Intl (ADR 056); the unit tests compare the two.
const WEEKDAYS = ["воскресенье", "понедельник", "вторник", "среда", "четверг", "пятница", "суббота"] as const;
const WEEKDAYS_SHORT = ["вс", "пн", "вт", "ср", "чт", "пт", "сб"] as const;

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`);

/** «пн, 23 ноября» */
export function formatServiceDay(date: string): string {
  const day = asUtc(date);
  if (Number.isNaN(day.getTime())) return date;
  return `${WEEKDAYS_SHORT[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS_GENITIVE[day.getUTCMonth()]}`;
}

/** «понедельник, 23 ноября 2026 г.» */
export function formatServiceDate(date: string): string {
  const day = asUtc(date);
  if (Number.isNaN(day.getTime())) return date;
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS_GENITIVE[day.getUTCMonth()]} ${day.getUTCFullYear()} г.`;
}

/**
 * How a day reads in the date list: «пн, 23 ноября — выходной», «— мест нет»; a day of the
 * tyre change season (`season`, the tyre bay's list) says so: «— сезон», «— сезон, мест нет».
 */
export function serviceDayLabel(day: { date: string; open: boolean; free: number; season?: boolean }, today: string): string {
  const name = formatServiceDay(day.date);
  const prefix = day.date === today ? `сегодня, ${name}` : name;
  if (!day.open) return `${prefix} — выходной`;
  const season = day.season ? "сезон" : "";
  if (day.free === 0) return `${prefix} — ${season ? `${season}, ` : ""}мест нет`;
  return season ? `${prefix} — ${season}` : prefix;
}

/** «место», «места», «мест» for a count. */
export function placesWord(count: number): string {
  const tens = count % 100;
  const ones = count % 10;
  if (tens >= 11 && tens <= 14) return "мест";
  if (ones === 1) return "место";
  if (ones >= 2 && ones <= 4) return "места";
  return "мест";
}
