import { href } from "~/paths";
import { type CatalogQuery, catalogQueryRecord } from "./catalog-filters";

/*
 * The brand and model pages (/cars/{brand}, /cars/{brand}/{model}): the catalogue's list with
 * the brand (and model) written in the address instead of the query (docs/decisions/046-brand-pages.md).
 * Pure: the route's loader, the filter form (with JavaScript) and the catalogue's canonical
 * address use them.
 */

/** What the address fixes: a brand, and maybe one of its models. */
export type FixedListing = { brand: string; model: string | null };

/**
 * A list's own address: a brand's (and model's) page carrying the other filters, or the
 * catalogue when no brand is chosen.
 */
export function listingHref(query: CatalogQuery): string {
  const { brand: _brand, model: _model, ...rest } = catalogQueryRecord(query);
  if (!query.brand) return href("catalog", undefined, rest);
  if (!query.model) return href("cars_brand", { brand: query.brand }, rest);
  return href("cars_model", { brand: query.brand, model: query.model }, rest);
}

/**
 * The option an address segment names: its code in any case (`Toyota`), or its name as shown
 * (`Mercedes-Benz`, `Land Rover`, `land-rover`). Undefined: no such brand or model in stock.
 */
export function optionNamed<T extends { code: string; name: string }>(options: readonly T[], segment: string): T | undefined {
  const wanted = spelling(segment);
  if (!wanted) return undefined;
  return options.find((option) => option.code === segment) ?? options.find((option) => spelling(option.code) === wanted || spelling(option.name) === wanted);
}

/** A name as an address would write it: lower case, words joined by hyphens. */
function spelling(text: string): string {
  return text.trim().toLowerCase().replace(/[\s_]+/g, "-");
}
