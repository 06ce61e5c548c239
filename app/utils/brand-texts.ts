import { carsCount, formatNumber, formatPrice } from "./format";
import { pageTitle } from "./meta";

/** What a brand's or model's page says of its stock: how many, the prices, new or used, where. */
export type StockSummary = {
  total: number;
  priceRange: { min: number; max: number } | null;
  newCount: number;
  usedCount: number;
  cities: string[];
};

/** A title fits a search result (70 characters, the HTML check's limit too). */
export const TITLE_MAX = 70;

/** «купить новый или с пробегом», as far as the stock has either. */
function buying({ newCount, usedCount }: StockSummary): string {
  if (newCount > 0 && usedCount > 0) return "купить новый или с пробегом";
  return newCount > 0 ? "купить новый" : "купить с пробегом";
}

/**
 * The page's names for its title, longest first: «Toyota RAV4 в наличии — купить новый или с
 * пробегом», then «Toyota RAV4 в наличии» for when the first would not fit with the site's
 * name (`fittingTitle`); later pages say their number.
 */
export function brandListingTitles(name: string, summary: StockSummary, page: number): string[] {
  const suffix = page > 1 ? `, страница ${page}` : "";
  return [`${name} в наличии — ${buying(summary)}${suffix}`, `${name} в наличии${suffix}`];
}

/** The longest of the names whose whole title fits TITLE_MAX, else the shortest. */
export function fittingTitle(candidates: string[], siteTitle: string): string {
  return candidates.find((title) => pageTitle(title, siteTitle).length <= TITLE_MAX) ?? candidates[candidates.length - 1]!;
}

function prices({ priceRange }: StockSummary): string {
  if (!priceRange) return "";
  if (priceRange.min === priceRange.max) return `по цене ${formatPrice(priceRange.min)}`;
  return `по ценам от ${formatNumber(priceRange.min)} до ${formatPrice(priceRange.max)}`;
}

/**
 * The page's words about its stock, from the data: the paragraph under the heading and the
 * meta description.
 */
export function brandListingText(name: string, summary: StockSummary): { intro: string; description: string } {
  const kinds = [
    summary.newCount > 0 ? `новых — ${formatNumber(summary.newCount)}` : "",
    summary.usedCount > 0 ? `с пробегом — ${formatNumber(summary.usedCount)}` : "",
  ].filter(Boolean);
  const where = summary.cities.length === 1 ? `Город: ${summary.cities[0]}.` : summary.cities.length > 1 ? `Города: ${summary.cities.join(", ")}.` : "";
  const stock = [`В наличии ${carsCount(summary.total)} ${name}`, prices(summary)].filter(Boolean).join(" ");
  // On the page a price never breaks inside its digits or before its «₽».
  const intro = [`${stock}${kinds.length ? `: ${kinds.join(", ")}` : ""}.`, where]
    .filter(Boolean)
    .join(" ")
    .replace(/(\d) (?=\d|₽)/g, "$1\u00a0");
  const description = [`${name} в наличии: ${carsCount(summary.total)} ${prices(summary)}.`.replace(" .", "."), where, "Кредит, трейд-ин, тест-драйв."]
    .filter(Boolean)
    .join(" ");
  return { intro, description };
}
