import { formatPrice } from "./format";

/**
 * The price badge of a used car (docs/product.md §4.19): its price against the market price
 * of the same model, year and mileage that the dealer API works out. Within a few percent
 * either way is the market itself; the catalogue's own prices sit a little above it, as a
 * dealer's do (checked, warranty), so "good" reaches 5% over.
 */
export type PriceRating = "excellent" | "good" | "high";

export const EXCELLENT_UP_TO = 0.97;
export const GOOD_UP_TO = 1.05;

export const PRICE_RATING_NAMES: Record<PriceRating, string> = {
  excellent: "Отличная цена",
  good: "Хорошая цена",
  high: "Выше рынка",
};

export function priceRating(price: number, marketPrice: number): PriceRating {
  const ratio = price / marketPrice;
  return ratio <= EXCELLENT_UP_TO ? "excellent" : ratio <= GOOD_UP_TO ? "good" : "high";
}

/** The one line under the badge on the car page: how far from the market, and which market. */
export function priceExplanation(price: number, marketPrice: number, car: { name: string; year: number }): string {
  const percent = Math.round(Math.abs(price / marketPrice - 1) * 100);
  const market = `средней рыночной цены ${car.name} ${car.year} года с таким пробегом (${formatPrice(marketPrice)})`;
  if (percent === 0) return `Цена на уровне ${market}.`;
  return price < marketPrice ? `Цена на ${percent}% ниже ${market}.` : `Цена на ${percent}% выше ${market}.`;
}
