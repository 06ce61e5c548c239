import { type CatalogQuery, MULTI_KEYS } from "./catalog-filters";
import { groupDigits } from "./format";

/** A set filter as a chip: its words, and the query without it (the chip's link). */
export type FilterChip = { key: string; label: string; without: CatalogQuery };

/** Options by code and name (a facet's choices: `[code, name, count]`). */
type Named = ReadonlyArray<readonly [code: string, name: string, ...rest: unknown[]]>;
export type ChipNames = Record<"brand" | "model" | "condition" | "city" | "dealer" | (typeof MULTI_KEYS)[number], Named> & { reach?: Named };

/**
 * The active filters of the catalogue, one chip each, in the order of the filter form.
 * Removing one keeps the others and the sort and goes back to page 1; removing the brand
 * removes its model too (a model means nothing without it). A code whose name the facets
 * do not know is shown by its code rather than dropped, so every set filter has a chip.
 */
export function filterChips(query: CatalogQuery, names: ChipNames): FilterChip[] {
  const base: CatalogQuery = { ...query, page: 1 };
  const nameOf = (list: Named, code: string) => list.find(([known]) => known === code)?.[1] ?? code;
  const chips: FilterChip[] = [];
  if (query.brand) chips.push({ key: "brand", label: nameOf(names.brand, query.brand), without: { ...base, brand: null, model: null } });
  if (query.brand && query.model) chips.push({ key: "model", label: nameOf(names.model, query.model), without: { ...base, model: null } });
  if (query.priceFrom !== null) chips.push({ key: "priceFrom", label: `Цена от ${groupDigits(query.priceFrom)} ₽`, without: { ...base, priceFrom: null } });
  if (query.priceTo !== null) chips.push({ key: "priceTo", label: `Цена до ${groupDigits(query.priceTo)} ₽`, without: { ...base, priceTo: null } });
  if (query.yearFrom !== null) chips.push({ key: "yearFrom", label: `Год от ${query.yearFrom}`, without: { ...base, yearFrom: null } });
  if (query.yearTo !== null) chips.push({ key: "yearTo", label: `Год до ${query.yearTo}`, without: { ...base, yearTo: null } });
  if (query.condition) chips.push({ key: "condition", label: nameOf(names.condition, query.condition), without: { ...base, condition: null } });
  for (const key of MULTI_KEYS) {
    for (const code of query[key]) {
      chips.push({ key: `${key}:${code}`, label: nameOf(names[key], code), without: { ...base, [key]: query[key].filter((c) => c !== code) } });
    }
  }
  if (query.city) chips.push({ key: "city", label: nameOf(names.city, query.city), without: { ...base, city: null } });
  if (query.dealer) chips.push({ key: "dealer", label: nameOf(names.dealer, query.dealer), without: { ...base, dealer: null } });
  if (query.mileageTo !== null) chips.push({ key: "mileageTo", label: `Пробег до ${groupDigits(query.mileageTo)} км`, without: { ...base, mileageTo: null } });
  if (query.noAccidents) chips.push({ key: "noAccidents", label: "Без ДТП", without: { ...base, noAccidents: null } });
  if (query.reach) chips.push({ key: "reach", label: nameOf(names.reach ?? [], query.reach), without: { ...base, reach: null } });
  return chips;
}
