import { MONTHS_GENITIVE, moscowTime, russianNumber } from "../../lib/russian-format";

/**
 * Display helpers shared by server and browser, without Intl's number and date formats
 * (ADR 056). Phone numbers arrive as 11 digits starting with 7 (docs/product.md §5.2: shown
 * as '+7 XXX XXX XX XX').
 */
export function formatPhone(digits: string): string {
  const clean = digits.replace(/\D/g, "");
  const match = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(clean);
  return match ? `+7 ${match[1]} ${match[2]} ${match[3]} ${match[4]}` : digits;
}

/** A `tel:` link target for an 11-digit phone. */
export function phoneHref(digits: string): string {
  return `tel:+${digits.replace(/\D/g, "")}`;
}

/** '1 234 567 ₽' with ordinary spaces, the same on every runtime (Intl uses U+00A0). */
export function formatPrice(value: number): string {
  return `${formatNumber(value)} ₽`;
}

/** '1 234 567' with ordinary spaces. */
export function formatNumber(value: number): string {
  return russianNumber(value).replace(/\u00a0/g, " ");
}

/** '17 мая 2026' for an ISO date or date-time, in Moscow time (the dealer's). */
export function formatDate(iso: string): string {
  const moscow = inMoscow(iso);
  return moscow ? `${moscow.day} ${moscow.month} ${moscow.year}` : iso;
}

/** «6 марта» for an ISO date-time, in Moscow time. */
export function formatDayMonth(iso: string): string {
  const moscow = inMoscow(iso);
  return moscow ? `${moscow.day} ${moscow.month}` : iso;
}

/** «5 марта в 09:07» for an ISO date-time, in Moscow time. */
export function formatDayMonthTime(iso: string): string {
  const moscow = inMoscow(iso);
  return moscow ? `${moscow.day} ${moscow.month} в ${moscow.time}` : iso;
}

/** An ISO date or date-time in Moscow, or null for text that is not one (shown as it came). */
function inMoscow(iso: string) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : moscowTime(date);
}

/** A countdown as minutes and seconds: 105 → "1:45". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

const pluralRules = new Intl.PluralRules("ru-RU");

/** The Russian word form for a count, the site's one plural rule: plural(2, "балл", "балла", "баллов") → "балла". */
export function plural(n: number, one: string, few: string, many: string): string {
  const form = pluralRules.select(n);
  return form === "one" ? one : form === "few" ? few : many;
}

/** '2 500 000': a whole number in groups of three (the price and mileage fields, the chips). */
export function groupDigits(value: number | string): string {
  return String(value).replace(/\D/g, "").replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}

/** '−12 %': how much lower the price is than the old one, or null when it is not lower. */
export function discountPercent(price: number, oldPrice: number | null): number | null {
  if (!oldPrice || oldPrice <= price || price <= 0) return null;
  const percent = Math.round(((oldPrice - price) / oldPrice) * 100);
  return percent >= 1 ? percent : null;
}

/** '5 автомобилей': a count of cars with the noun in its Russian plural form. */
export function carsCount(n: number): string {
  return `${groupDigits(n)} ${plural(n, "автомобиль", "автомобиля", "автомобилей")}`;
}

/**
 * A calendar day from the dealer API (YYYY-MM-DD) as Russians write it: '5 декабря 2024'.
 * Spelled out by hand, not with Intl, so the server and every browser render the same text
 * (no hydration mismatch) and no time zone shifts the day.
 */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS_GENITIVE[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : day;
}

/**
 * A monthly salary range in roubles: 'от 90 000 до 150 000 ₽', 'до 65 000 ₽', 'по договорённости'.
 * Inside an amount the spaces are no-break spaces (U+00A0), so a narrow screen never breaks
 * '150 000 ₽' apart.
 */
export function formatSalary(from: number | null, to: number | null): string {
  const amount = (value: number) => formatPrice(value).replace(/ ₽$/, "").replace(/ /g, "\u00a0");
  const rub = "\u00a0₽";
  if (from !== null && to !== null) return from === to ? `${amount(from)}${rub}` : `от ${amount(from)} до ${amount(to)}${rub}`;
  if (from !== null) return `от ${amount(from)}${rub}`;
  if (to !== null) return `до ${amount(to)}${rub}`;
  return "по договорённости";
}

/** «35 000 км»: a mileage, its spaces no-break ones, so a line never breaks inside it. */
export function formatMileage(km: number): string {
  return `${russianNumber(km)}\u00a0км`;
}

/** '4,6': ratings in the Russian way. */
export function formatRating(value: number): string {
  return value.toFixed(1).replace(".", ",");
}
