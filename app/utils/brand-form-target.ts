import { href } from "~/paths";
import type { FixedListing } from "./brand-pages";
import { setFieldsOnly } from "./catalog-filters";

/*
 * Where a brand page's filter and sort forms lead (docs/decisions/046-brand-pages.md): for the
 * page's loader (their GET target without JavaScript) and its forms (with it). A module of its
 * own so that only the brand pages load it, not the catalogue that shares their list.
 */

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
