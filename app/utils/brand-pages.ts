import { href } from "~/paths";
import { type CatalogQuery, catalogQueryRecord, setFieldsOnly } from "./catalog-filters";

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

const CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** A brand or model field of the form: a code, "" («Все марки»), or null when not sent. */
function field(fields: URLSearchParams, key: string): string | null {
  if (!fields.has(key)) return null;
  const value = (fields.get(key) ?? "").trim().toLowerCase();
  return CODE.test(value) ? value : "";
}

/**
 * Where a brand page's filter form leads (its GET target is the page itself): the set fields
 * only, as on the catalogue; a brand chosen in the form is its page («Все марки»: the
 * catalogue), a model its page («Все модели»: the brand's). A new brand drops the model,
 * which was one of the old brand's. Anything else in the query (campaign tags) is kept.
 */
export function listingAddress(fields: URLSearchParams, fixed: FixedListing): string {
  const set = setFieldsOnly(fields);
  const brandField = field(fields, "brand");
  const modelField = field(fields, "model");
  const brand = brandField ?? fixed.brand;
  const model = brand !== fixed.brand ? null : (modelField ?? fixed.model);
  set.delete("brand");
  set.delete("model");
  const search = set.size ? `?${set}` : "";
  if (!brand) return href("catalog") + search;
  if (!model) return href("cars_brand", { brand }) + search;
  return href("cars_model", { brand, model }) + search;
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
