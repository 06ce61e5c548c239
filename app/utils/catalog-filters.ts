/**
 * The catalogue's state lives in the URL (so every result is a shareable, crawlable link).
 * This module reads a query string into filter state and writes it back in one canonical
 * form: fixed key order, defaults left out, nonsense dropped or clamped instead of failing.
 * Pure: used by the loader, the filter form and the pagination links.
 */

export const SORT_CODES = ["newest", "price_asc", "price_desc", "year_desc", "mileage_asc"] as const;
export type SortCode = (typeof SORT_CODES)[number];
export const DEFAULT_SORT: SortCode = "newest";

export const MULTI_KEYS = ["body", "fuel", "transmission", "drive"] as const;
export type MultiKey = (typeof MULTI_KEYS)[number];

/** «В моём городе» and «С доставкой в мой город»: the visitor's chosen city, and the cars a transfer brings there (ADR 075). */
export const REACH_CODES = ["city", "delivery"] as const;
export type ReachCode = (typeof REACH_CODES)[number];

/** Beyond this a page number is someone poking at the URL; the API clamps to the last page anyway. */
export const MAX_PAGE = 10_000;
const MAX_NUMBER = 1_000_000_000;
/** More values than any facet has. */
const MAX_VALUES = 20;

/**
 * A filter's option as the page gets it: a tuple, not an object, because the catalogue sends
 * some sixty of them in its hydration data and an object's braces and keys were a kilobyte
 * of it (ADR 028).
 */
export type FacetChoice = [code: string, name: string, count: number];

export type CatalogQuery = {
  brand: string | null;
  model: string | null;
  priceFrom: number | null;
  priceTo: number | null;
  yearFrom: number | null;
  yearTo: number | null;
  condition: "new" | "used" | null;
  body: string[];
  fuel: string[];
  transmission: string[];
  drive: string[];
  city: string | null;
  dealer: string | null;
  mileageTo: number | null;
  /** «Без ДТП»: no accident on record (`noAccidents=1`); null when not asked. */
  noAccidents: true | null;
  /** `reach=city` or `reach=delivery`, relative to the visitor's city; null when not asked. */
  reach: ReachCode | null;
  sort: SortCode;
  page: number;
};

export const EMPTY_QUERY: CatalogQuery = {
  brand: null,
  model: null,
  priceFrom: null,
  priceTo: null,
  yearFrom: null,
  yearTo: null,
  condition: null,
  body: [],
  fuel: [],
  transmission: [],
  drive: [],
  city: null,
  dealer: null,
  mileageTo: null,
  noAccidents: null,
  reach: null,
  sort: DEFAULT_SORT,
  page: 1,
};

/** Codes are lowercase latin, digits and hyphens; anything else cannot be one of ours. */
const CODE = /^[a-z0-9][a-z0-9_-]{0,63}$/;

function code(value: string | null): string | null {
  const v = value?.trim().toLowerCase() ?? "";
  return CODE.test(v) ? v : null;
}

function codes(values: string[]): string[] {
  const out = values.flatMap((v) => v.split(",")).map((v) => code(v)).filter((v): v is string => v !== null);
  return [...new Set(out)].slice(0, MAX_VALUES);
}

/** A whole non-negative number; spaces (as in '1 500 000') are allowed, anything else is no value. */
export function wholeNumber(value: string | null): number | null {
  const text = (value ?? "").replace(/[\s\u00a0\u202f]/g, "");
  if (!/^\d{1,12}$/.test(text)) return null;
  return Math.min(Number(text), MAX_NUMBER);
}

function ordered(from: number | null, to: number | null): [number | null, number | null] {
  return from !== null && to !== null && from > to ? [to, from] : [from, to];
}

export function parseCatalogQuery(params: URLSearchParams): CatalogQuery {
  const brand = code(params.get("brand"));
  const [priceFrom, priceTo] = ordered(wholeNumber(params.get("priceFrom")), wholeNumber(params.get("priceTo")));
  const [yearFrom, yearTo] = ordered(wholeNumber(params.get("yearFrom")), wholeNumber(params.get("yearTo")));
  const condition = params.get("condition");
  const sort = params.get("sort");
  const page = wholeNumber(params.get("page"));
  const reach = params.get("reach");
  return {
    brand,
    // A model only means something within its brand.
    model: brand ? code(params.get("model")) : null,
    priceFrom,
    priceTo,
    yearFrom,
    yearTo,
    condition: condition === "new" || condition === "used" ? condition : null,
    body: codes(params.getAll("body")),
    fuel: codes(params.getAll("fuel")),
    transmission: codes(params.getAll("transmission")),
    drive: codes(params.getAll("drive")),
    city: code(params.get("city")),
    dealer: code(params.get("dealer")),
    mileageTo: wholeNumber(params.get("mileageTo")),
    noAccidents: params.get("noAccidents") === "1" ? true : null,
    reach: (REACH_CODES as readonly string[]).includes(reach ?? "") ? (reach as ReachCode) : null,
    sort: (SORT_CODES as readonly string[]).includes(sort ?? "") ? (sort as SortCode) : DEFAULT_SORT,
    page: Math.min(MAX_PAGE, Math.max(1, page ?? 1)),
  };
}

/** The canonical query as ordered fields (for `href("catalog", undefined, …)`); defaults left out. */
export function catalogQueryRecord(query: CatalogQuery): Record<string, string | number | string[]> {
  const record: Record<string, string | number | string[]> = {};
  const one = (key: string, value: string | number | null) => {
    if (value !== null && value !== "") record[key] = value;
  };
  one("brand", query.brand);
  one("model", query.brand ? query.model : null);
  one("priceFrom", query.priceFrom);
  one("priceTo", query.priceTo);
  one("yearFrom", query.yearFrom);
  one("yearTo", query.yearTo);
  one("condition", query.condition);
  for (const key of MULTI_KEYS) if (query[key].length) record[key] = [...query[key]].sort();
  one("city", query.city);
  one("dealer", query.dealer);
  one("mileageTo", query.mileageTo);
  one("noAccidents", query.noAccidents ? 1 : null);
  one("reach", query.reach);
  if (query.sort !== DEFAULT_SORT) record.sort = query.sort;
  if (query.page > 1) record.page = query.page;
  return record;
}

/** The canonical query string (without '?'); page 1 and the default sort are left out. */
export function serializeCatalogQuery(query: CatalogQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(catalogQueryRecord(query))) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params.toString();
}

/**
 * The fields of a query that are set: a GET form also sends the empty ones («Все марки»,
 * blank prices) and the default sort, which the canonical address leaves out, and numbers
 * grouped by spaces ('2 500 000'), which it writes as digits. Anything else (campaign tags)
 * is kept as it came.
 */
export function setFieldsOnly(params: URLSearchParams): URLSearchParams {
  const set = new URLSearchParams();
  for (const [key, raw] of params) {
    // The form shows numbers in groups ('2 500 000'); the address carries the digits.
    const value = NUMBER_KEYS.has(key) ? raw.replace(/[\s\u00a0\u202f]/g, "") : raw;
    if (value.trim() === "") continue;
    if ((key === "sort" && value === DEFAULT_SORT) || (key === "page" && value === "1")) continue;
    set.append(key, value);
  }
  return set;
}

const NUMBER_KEYS = new Set(["priceFrom", "priceTo", "yearFrom", "yearTo", "mileageTo", "page"]);

/** The same filters on another page. */
export function withPage(query: CatalogQuery, page: number): CatalogQuery {
  return { ...query, page };
}

/** True when any filter narrows the list (sorting and paging do not). */
export function hasFilters(query: CatalogQuery): boolean {
  const { sort: _sort, page: _page, ...filters } = query;
  return Object.values(filters).some((v) => (Array.isArray(v) ? v.length > 0 : v !== null));
}

/** The dealer API's getList fields (docs/dealer-api.md, "Catalogue"). */
export function toListPayload(query: CatalogQuery, pageSize: number): Record<string, unknown> {
  const payload: Record<string, unknown> = { sort: query.sort, page: query.page, pageSize };
  const put = (key: string, value: string | number | null | string[]) => {
    if (value === null || (Array.isArray(value) && value.length === 0)) return;
    payload[key] = Array.isArray(value) ? value.join(",") : value;
  };
  put("brand", query.brand);
  put("model", query.model);
  put("priceFrom", query.priceFrom);
  put("priceTo", query.priceTo);
  put("yearFrom", query.yearFrom);
  put("yearTo", query.yearTo);
  put("condition", query.condition);
  for (const key of MULTI_KEYS) put(key, query[key]);
  put("city", query.city);
  put("dealer", query.dealer);
  put("mileageTo", query.mileageTo);
  put("noAccidents", query.noAccidents ? 1 : null);
  put("reach", query.reach);
  return payload;
}

/**
 * What the API actually applied (unknown codes dropped), so the canonical URL and the form
 * never echo a code that matched nothing.
 */
export function applyApiFilters(
  query: CatalogQuery,
  applied: {
    brand: string[];
    model: string[];
    body: string[];
    fuel: string[];
    transmission: string[];
    drive: string[];
    condition: string[];
    city: string[];
    dealer: string[];
    /** Absent from an API that does not know the filter: then it was not applied. */
    noAccidents?: boolean;
    reach?: ReachCode | null;
  },
  page: number,
): CatalogQuery {
  const keep = (value: string | null, list: string[]) => (value !== null && list.includes(value) ? value : null);
  const brand = keep(query.brand, applied.brand);
  return {
    ...query,
    brand,
    model: brand ? keep(query.model, applied.model) : null,
    condition: query.condition && applied.condition.includes(query.condition) ? query.condition : null,
    body: query.body.filter((v) => applied.body.includes(v)),
    fuel: query.fuel.filter((v) => applied.fuel.includes(v)),
    transmission: query.transmission.filter((v) => applied.transmission.includes(v)),
    drive: query.drive.filter((v) => applied.drive.includes(v)),
    city: keep(query.city, applied.city),
    dealer: keep(query.dealer, applied.dealer),
    noAccidents: query.noAccidents && applied.noAccidents ? true : null,
    reach: query.reach && applied.reach === query.reach ? query.reach : null,
    page,
  };
}

/** Page numbers to show: first, last, and a window around the current one; null is a gap. */
export function pageWindow(current: number, count: number, around = 2): Array<number | null> {
  const pages = new Set<number>([1, count]);
  for (let p = current - around; p <= current + around; p++) if (p >= 1 && p <= count) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === "number" && p - last > 1) out.push(p - last === 2 ? last + 1 : null);
    out.push(p);
  }
  return out;
}
