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
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word = mod10 === 1 && mod100 !== 11 ? "автомобиль" : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? "автомобиля" : "автомобилей";
  return `${groupDigits(n)} ${word}`;
}
