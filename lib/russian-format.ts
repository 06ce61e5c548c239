/*
 * Numbers and dates as Russians write them, spelled out without Intl. A browser's first
 * Intl.NumberFormat or Intl.DateTimeFormat loads ICU's data: 25–35 ms of one task in
 * Chromium on a slow machine, and on every page it fell in the shell's evaluation, after the
 * first paint (ADR 056). The output is Intl's for ru-RU, character for character (the unit
 * tests compare the two), so a page renders the same text on the server and in the browser.
 */

/** Intl's group separator for ru-RU. */
const NBSP = "\u00a0";

/**
 * A number as Intl.NumberFormat("ru-RU", { minimumFractionDigits, maximumFractionDigits })
 * writes it: groups of three split by U+00A0, a decimal comma, «-» before a negative.
 * Rounding is half away from zero on the number's shortest decimal form (1.005 → «1,01»), as
 * Intl rounds; toFixed rounds the binary value (1.005 → "1.00").
 */
export function russianNumber(value: number, minFraction = 0, maxFraction = Math.max(minFraction, 0)): string {
  if (!Number.isFinite(value)) return String(value);
  const negative = value < 0 || Object.is(value, -0);
  const [whole, fraction] = roundHalfExpand(Math.abs(value), maxFraction);
  const digits = fraction.replace(/0+$/, "").padEnd(minFraction, "0");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return `${negative ? "-" : ""}${grouped}${digits ? `,${digits}` : ""}`;
}

/** A non-negative number's whole and fraction digits, rounded half up to `digits` places. */
function roundHalfExpand(value: number, digits: number): [string, string] {
  const shortest = String(value);
  // Exponent notation only for amounts no page shows (below 1e-6, from 1e21 up).
  if (shortest.includes("e")) return split(value.toFixed(digits));
  const [whole = "0", fraction = ""] = shortest.split(".");
  if (fraction.length <= digits) return [whole, fraction];
  const kept = BigInt(whole + fraction.slice(0, digits)) + (fraction[digits]! >= "5" ? 1n : 0n);
  const text = kept.toString().padStart(digits + 1, "0");
  return [text.slice(0, text.length - digits), text.slice(text.length - digits)];
}

function split(fixed: string): [string, string] {
  const [whole = "0", fraction = ""] = fixed.split(".");
  return [whole, fraction];
}

export const MONTHS_GENITIVE = [
  "января", "февраля", "марта", "апреля", "мая", "июня",
  "июля", "августа", "сентября", "октября", "ноября", "декабря",
] as const;

/** Moscow has kept UTC+3 all year since 26 October 2014; the dealer's dates are all later. */
const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/** A moment's calendar day and time of day in Moscow. */
export function moscowTime(date: Date) {
  const shifted = new Date(date.getTime() + MOSCOW_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: MONTHS_GENITIVE[shifted.getUTCMonth()]!,
    day: shifted.getUTCDate(),
    time: `${String(shifted.getUTCHours()).padStart(2, "0")}:${String(shifted.getUTCMinutes()).padStart(2, "0")}`,
  };
}

