import type { Statement } from "better-sqlite3";
import type { DB } from "../db";
import { SORTS } from "../seed/catalog-reference";
import { CARD_COLUMNS, catalogRefs, toCard, type CarCard, type CarRow, type CatalogRefs } from "./catalog-data";

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 60;
/** More values than any facet has; a longer list is someone poking at the API. */
const MAX_VALUES = 100;

export type SortCode = "newest" | "price_asc" | "price_desc" | "year_desc" | "mileage_asc";

const ORDER_BY: Record<SortCode, string> = {
  newest: "added_at DESC, id DESC",
  price_asc: "price ASC, id ASC",
  price_desc: "price DESC, id DESC",
  year_desc: "year DESC, added_at DESC, id DESC",
  mileage_asc: "mileage ASC, id ASC",
};

export const FACETS = ["brand", "model", "body", "fuel", "transmission", "drive", "condition", "city", "dealer"] as const;
export type FacetKey = (typeof FACETS)[number];
type RangeKey = "price" | "year" | "mileage";

/** The filters as understood: unknown codes dropped, numbers checked, ranges ordered. */
export type AppliedFilters = {
  brand: string[];
  /** Model codes, each kept only when its brand is among `brand`. */
  model: string[];
  body: string[];
  fuel: string[];
  transmission: string[];
  drive: string[];
  condition: string[];
  /** FIAS ids. */
  city: string[];
  /** Dealer centre codes (sCode). */
  dealer: string[];
  priceFrom: number | null;
  priceTo: number | null;
  yearFrom: number | null;
  yearTo: number | null;
  mileageTo: number | null;
};

export type ListRequest = { filters: AppliedFilters; sort: SortCode; page: number; pageSize: number };

export type FacetOption = { code: string; name: string; count: number; selected: boolean };
export type ModelFacetOption = FacetOption & { brandCode: string };
export type Range = { min: number; max: number } | null;

export type CatalogList = {
  items: CarCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  sort: SortCode;
  filters: AppliedFilters;
  facets: Record<Exclude<FacetKey, "model">, FacetOption[]> & { model: ModelFacetOption[] };
  priceRange: Range;
  yearRange: Range;
  mileageRange: Range;
};

// ---- Reading the request leniently ------------------------------------------------------

/** Repeated parameters, arrays and comma lists all become one list of trimmed values. */
function list(value: unknown): string[] {
  const flat = (Array.isArray(value) ? value : [value]).flatMap((v) =>
    typeof v === "string" || typeof v === "number" ? String(v).split(",") : [],
  );
  return [...new Set(flat.map((v) => v.trim()).filter(Boolean))].slice(0, MAX_VALUES);
}

/** A whole non-negative number, or null for anything else ("", "abc", "-5", "1.5"). */
function whole(value: unknown): number | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "number") return Number.isSafeInteger(first) && first >= 0 ? first : null;
  if (typeof first !== "string") return null;
  const text = first.replace(/[\s\u00a0]/g, "");
  if (!/^\d{1,12}$/.test(text)) return null;
  return Number(text);
}

function ordered(from: number | null, to: number | null): [number | null, number | null] {
  return from !== null && to !== null && from > to ? [to, from] : [from, to];
}

export function parseListRequest(refs: CatalogRefs, input: Record<string, unknown>): ListRequest {
  const known = (key: string, allowed: { has(code: string): boolean }, lower = true) =>
    list(input[key]).map((v) => (lower ? v.toLowerCase() : v)).filter((v) => allowed.has(v));
  const brand = known("brand", refs.brands);
  const model = list(input.model)
    .map((v) => v.toLowerCase())
    .filter((code) => brand.some((b) => refs.models.has(`${b}/${code}`)));
  const cityCodes = new Set(refs.cities.map((c) => c.fiasId));
  const [priceFrom, priceTo] = ordered(whole(input.priceFrom), whole(input.priceTo));
  const [yearFrom, yearTo] = ordered(whole(input.yearFrom), whole(input.yearTo));
  const sortInput = list(input.sort)[0];
  const sort = (SORTS.some((s) => s.code === sortInput) ? sortInput : "newest") as SortCode;
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, whole(input.pageSize) ?? DEFAULT_PAGE_SIZE));
  return {
    filters: {
      brand,
      model,
      body: known("body", refs.bodies),
      fuel: known("fuel", refs.fuels),
      transmission: known("transmission", refs.transmissions),
      drive: known("drive", refs.drives),
      condition: known("condition", refs.conditions),
      city: known("city", cityCodes),
      dealer: known("dealer", refs.dealersByCode),
      priceFrom,
      priceTo,
      yearFrom,
      yearTo,
      mileageTo: whole(input.mileageTo),
    },
    sort,
    page: Math.max(1, whole(input.page) ?? 1),
    pageSize,
  };
}

// ---- SQL -----------------------------------------------------------------------------------

type Clause = { key: FacetKey | RangeKey; sql: string; params: Array<string | number> };

const marks = (n: number) => Array.from({ length: n }, () => "?").join(", ");

function clauses(refs: CatalogRefs, f: AppliedFilters): Clause[] {
  const out: Clause[] = [];
  const oneOf = (key: FacetKey, column: string, values: Array<string | number>) => {
    if (values.length) out.push({ key, sql: `${column} IN (${marks(values.length)})`, params: values });
  };
  oneOf("brand", "brand_code", f.brand);
  if (f.model.length) {
    // A model narrows its own brand only: "Haval Jolion or any Chery".
    const parts: string[] = [];
    const params: string[] = [];
    const narrowed = f.brand.filter((b) => f.model.some((m) => refs.models.has(`${b}/${m}`)));
    parts.push(`brand_code NOT IN (${marks(narrowed.length)})`);
    params.push(...narrowed);
    for (const b of narrowed) {
      const models = f.model.filter((m) => refs.models.has(`${b}/${m}`));
      parts.push(`(brand_code = ? AND model_code IN (${marks(models.length)}))`);
      params.push(b, ...models);
    }
    out.push({ key: "model", sql: `(${parts.join(" OR ")})`, params });
  }
  oneOf("body", "body", f.body);
  oneOf("fuel", "fuel", f.fuel);
  oneOf("transmission", "transmission", f.transmission);
  oneOf("drive", "drive", f.drive);
  oneOf("condition", "condition", f.condition);
  oneOf("city", "city_fias", f.city);
  oneOf(
    "dealer",
    "dealer_id",
    f.dealer.map((code) => refs.dealersByCode.get(code)!.id),
  );
  if (f.priceFrom !== null) out.push({ key: "price", sql: "price >= ?", params: [f.priceFrom] });
  if (f.priceTo !== null) out.push({ key: "price", sql: "price <= ?", params: [f.priceTo] });
  if (f.yearFrom !== null) out.push({ key: "year", sql: "year >= ?", params: [f.yearFrom] });
  if (f.yearTo !== null) out.push({ key: "year", sql: "year <= ?", params: [f.yearTo] });
  if (f.mileageTo !== null) out.push({ key: "mileage", sql: "mileage <= ?", params: [f.mileageTo] });
  return out;
}

function where(all: Clause[], except?: FacetKey | RangeKey) {
  const used = all.filter((c) => c.key !== except);
  return {
    sql: used.length ? `WHERE ${used.map((c) => c.sql).join(" AND ")}` : "",
    params: used.flatMap((c) => c.params),
  };
}

const FACET_COLUMN: Record<Exclude<FacetKey, "model">, string> = {
  brand: "brand_code",
  body: "body",
  fuel: "fuel",
  transmission: "transmission",
  drive: "drive",
  condition: "condition",
  city: "city_fias",
  dealer: "dealer_id",
};

/** Statements are prepared once per database and SQL text. */
const statements = new WeakMap<DB, Map<string, Statement<unknown[], unknown>>>();
function stmt(db: DB, sql: string): Statement<unknown[], unknown> {
  let perDb = statements.get(db);
  if (!perDb) statements.set(db, (perDb = new Map()));
  let s = perDb.get(sql);
  if (!s) {
    s = db.prepare<unknown[], unknown>(sql);
    perDb.set(sql, s);
    // The filter combinations are unbounded; keep the cache from growing without limit.
    if (perDb.size > 2000) perDb.delete(perDb.keys().next().value!);
  }
  return s;
}

export function listCars(db: DB, request: ListRequest): CatalogList {
  const refs = catalogRefs(db);
  const { filters, sort, pageSize } = request;
  const all = clauses(refs, filters);
  const full = where(all);

  const total = (stmt(db, `SELECT COUNT(*) AS n FROM cars ${full.sql}`).get(...full.params) as { n: number }).n;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(request.page, pageCount);
  const rows = stmt(db, `SELECT ${CARD_COLUMNS} FROM cars ${full.sql} ORDER BY ${ORDER_BY[sort]} LIMIT ? OFFSET ?`).all(
    ...full.params,
    pageSize,
    (page - 1) * pageSize,
  ) as CarRow[];

  const counts = (key: Exclude<FacetKey, "model">) => {
    const w = where(all, key);
    const column = FACET_COLUMN[key];
    const result = stmt(db, `SELECT ${column} AS v, COUNT(*) AS n FROM cars ${w.sql} GROUP BY ${column}`).all(...w.params) as Array<{
      v: string | number;
      n: number;
    }>;
    return new Map(result.map((r) => [String(r.v), r.n]));
  };
  const options = (key: Exclude<FacetKey, "model">, all: Array<{ code: string; name: string; countKey?: string }>) => {
    const c = counts(key);
    const selected = new Set<string>(filters[key]);
    return all
      .map((o) => ({ code: o.code, name: o.name, count: c.get(o.countKey ?? o.code) ?? 0, selected: selected.has(o.code) }))
      .filter((o) => o.count > 0 || o.selected);
  };

  const modelWhere = where(all, "model");
  const modelCounts = stmt(
    db,
    `SELECT brand_code AS b, model_code AS m, COUNT(*) AS n FROM cars ${modelWhere.sql} GROUP BY brand_code, model_code`,
  ).all(...modelWhere.params) as Array<{ b: string; m: string; n: number }>;
  const selectedModels = new Set(filters.model);
  const modelCount = new Map(modelCounts.map((r) => [`${r.b}/${r.m}`, r.n]));
  const model = [...refs.models.values()]
    .map((m) => ({
      code: m.code,
      name: m.name,
      brandCode: m.brand_code,
      count: modelCount.get(`${m.brand_code}/${m.code}`) ?? 0,
      selected: selectedModels.has(m.code) && filters.brand.includes(m.brand_code),
    }))
    .filter((m) => m.count > 0 || m.selected)
    .sort((a, b) => brandName(refs, a.brandCode).localeCompare(brandName(refs, b.brandCode)) || a.name.localeCompare(b.name, "ru"));

  const range = (key: RangeKey): Range => {
    const w = where(all, key);
    const r = stmt(db, `SELECT MIN(${key}) AS min, MAX(${key}) AS max FROM cars ${w.sql}`).get(...w.params) as {
      min: number | null;
      max: number | null;
    };
    return r.min === null || r.max === null ? null : { min: r.min, max: r.max };
  };

  const brands = [...refs.brands.values()].sort((a, b) => a.name.localeCompare(b.name));
  return {
    items: rows.map((row) => toCard(refs, row)),
    total,
    page,
    pageSize,
    pageCount,
    sort,
    filters,
    facets: {
      brand: options("brand", brands),
      model,
      body: options("body", [...refs.bodies.values()]),
      fuel: options("fuel", [...refs.fuels.values()]),
      transmission: options("transmission", [...refs.transmissions.values()]),
      drive: options("drive", [...refs.drives.values()]),
      condition: options("condition", [...refs.conditions.values()]),
      city: options("city", refs.cities.map((c) => ({ code: c.fiasId, name: c.name }))),
      dealer: options(
        "dealer",
        [...refs.dealers.values()].map((d) => ({ code: d.sCode, name: d.sName, countKey: String(d.id) })),
      ),
    },
    priceRange: range("price"),
    yearRange: range("year"),
    mileageRange: range("mileage"),
  };
}

function brandName(refs: CatalogRefs, code: string) {
  return refs.brands.get(code)?.name ?? code;
}
