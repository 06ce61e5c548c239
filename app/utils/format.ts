/**
 * Display helpers shared by server and browser. Phone numbers arrive as 11 digits
 * starting with 7 (docs/product.md §5.2: shown as '+7 XXX XXX XX XX').
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

const rubles = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 0 });

/** '1 234 567 ₽' with ordinary spaces, the same on every runtime (Intl uses U+00A0). */
export function formatPrice(value: number): string {
  return `${rubles.format(value).replace(/[\u00a0\u202f]/g, " ")} ₽`;
}

const longDate = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** '2026-11-15' → '15 ноября 2026' (the API's dates are calendar days, so read in UTC). */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : longDate.format(date).replace(/\s*г\.$/, "");
}

/** '4,6': ratings in the Russian way. */
export function formatRating(value: number): string {
  return value.toFixed(1).replace(".", ",");
}
