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

const MONTHS_GENITIVE = [
  "января", "февраля", "марта", "апреля", "мая", "июня",
  "июля", "августа", "сентября", "октября", "ноября", "декабря",
];

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
