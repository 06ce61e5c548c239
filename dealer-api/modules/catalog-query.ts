import type { Statement } from "better-sqlite3";
import type { DB } from "../db";
import { SORTS } from "../seed/catalog-reference";
import { CARD_COLUMNS, catalogRefs, toCard, type CarCard, type CarGroup, type CarRow, type CatalogRefs } from "./catalog-data";
import { OFFERED, stockVersion } from "./stock";
import { MOVABLE, oldestMovableYear } from "./transfer-rules";

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

/** «В моём городе», «С доставкой в мой город»: the visitor's city (sFiasId) and the cars a transfer brings there (ADR 075). */
export const REACH = [
  { code: "city", name: "В моём городе" },
  { code: "delivery", name: "С доставкой в мой город" },
] as const;
export type ReachCode = (typeof REACH)[number]["code"];

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
  /** «Без ДТП»: only cars with no accident on record (new cars have none). */
  noAccidents: boolean;
  /** Cars in the visitor's city, or those and the ones a transfer brings there; null: anywhere. */
  reach: ReachCode | null;
  /** The visitor's city (FIAS id) that `reach` means; the default city when unknown. */
  reachCity: string;
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
  facets: Record<Exclude<FacetKey, "model">, FacetOption[]> & { model: ModelFacetOption[]; reach: FacetOption[] };
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

/** A yes/no parameter: "1", "true", "Y" (Bitrix) or true; anything else is no. */
function flag(value: unknown): boolean {
  const first = Array.isArray(value) ? value[0] : value;
  return first === true || first === 1 || (typeof first === "string" && ["1", "true", "y"].includes(first.trim().toLowerCase()));
}

function ordered(from: number | null, to: number | null): [number | null, number | null] {
  return from !== null && to !== null && from > to ? [to, from] : [from, to];
}

export function parseListRequest(refs: CatalogRefs, input: Record<string, unknown>): ListRequest {
  // Every code (FIAS ids included) is lower-case, so case is forgiven.
  const known = (key: string, allowed: { has(code: string): boolean }) =>
    list(input[key]).map((v) => v.toLowerCase()).filter((v) => allowed.has(v));
  const brand = known("brand", refs.brands);
  const model = list(input.model)
    .map((v) => v.toLowerCase())
    .filter((code) => brand.some((b) => refs.models.has(`${b}/${code}`)));
  const cityCodes = new Set(refs.cities.map((c) => c.fiasId));
  const [priceFrom, priceTo] = ordered(whole(input.priceFrom), whole(input.priceTo));
  const [yearFrom, yearTo] = ordered(whole(input.yearFrom), whole(input.yearTo));
  const sortInput = list(input.sort)[0];
  const sort = (SORTS.some((s) => s.code === sortInput) ? sortInput : "newest") as SortCode;
  const reachInput = list(input.reach)[0];
  const reach = REACH.find((r) => r.code === reachInput)?.code ?? null;
  const reachCity = refs.cities.find((c) => c.fiasId === input.sFiasId)?.fiasId ?? refs.cities[0]?.fiasId ?? "";
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
      noAccidents: flag(input.noAccidents),
      reach,
      reachCity,
    },
    sort,
    page: Math.max(1, whole(input.page) ?? 1),
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, whole(input.pageSize) ?? DEFAULT_PAGE_SIZE)),
  };
}

// ---- Choice filters, on car groups --------------------------------------------------------

type Test = { key: FacetKey; pass: (g: CarGroup) => boolean };

function choiceTests(refs: CatalogRefs, f: AppliedFilters): Test[] {
  const tests: Test[] = [];
  const oneOf = (key: FacetKey, values: string[], field: (g: CarGroup) => string) => {
    if (!values.length) return;
    const set = new Set(values);
    tests.push({ key, pass: (g) => set.has(field(g)) });
  };
  oneOf("brand", f.brand, (g) => g.brand_code);
  if (f.model.length) {
    // A model narrows its own brand only: "Haval Jolion or any Chery".
    const chosen = new Set(f.brand.flatMap((b) => f.model.filter((m) => refs.models.has(`${b}/${m}`)).map((m) => `${b}/${m}`)));
    const narrowed = new Set([...chosen].map((key) => key.split("/")[0]));
    tests.push({ key: "model", pass: (g) => !narrowed.has(g.brand_code) || chosen.has(`${g.brand_code}/${g.model_code}`) });
  }
  oneOf("body", f.body, (g) => g.body);
  oneOf("fuel", f.fuel, (g) => g.fuel);
  oneOf("transmission", f.transmission, (g) => g.transmission);
  oneOf("drive", f.drive, (g) => g.drive);
  oneOf("condition", f.condition, (g) => g.condition);
  oneOf("city", f.city, (g) => g.city_fias);
  oneOf("dealer", f.dealer, (g) => g.dealer_code);
  return tests;
}

// ---- Range filters, in SQL ----------------------------------------------------------------

/** `param` fills the clause's one `?` (`params` its several); the report's clauses have none (a literal lets SQLite use their partial indexes). */
type Clause = { key: RangeKey | "report" | "reach"; sql: string; param?: number; params?: Array<string | number> };

const paramsOf = (clauses: Clause[]) => clauses.flatMap((c) => c.params ?? (c.param === undefined ? [] : [c.param]));

const IN_CITY = "city_fias = ?";

/** The reach filter as SQL: in the city, or in it or movable there (transfer-rules.ts). */
function reachClause(reach: ReachCode, city: string, now: number): Clause {
  return reach === "city"
    ? { key: "reach", sql: IN_CITY, params: [city] }
    : { key: "reach", sql: `(${IN_CITY} OR ${MOVABLE})`, params: [city, oldestMovableYear(now)] };
}

/**
 * Never offered, whatever the filters: a car whose report has a pledge, a registration
 * restriction or a search on record (docs/dealer-api.md, "Used car report").
 */
const NOT_ENCUMBERED: Clause = { key: "report", sql: OFFERED };

function rangeClauses(f: AppliedFilters, now = Date.now()): Clause[] {
  const out: Clause[] = [NOT_ENCUMBERED];
  if (f.reach) out.push(reachClause(f.reach, f.reachCity, now));
  if (f.noAccidents) out.push({ key: "report", sql: "id NOT IN (SELECT car_id FROM car_reports WHERE accidents > 0)" });
  if (f.priceFrom !== null) out.push({ key: "price", sql: "price >= ?", param: f.priceFrom });
  if (f.priceTo !== null) out.push({ key: "price", sql: "price <= ?", param: f.priceTo });
  if (f.yearFrom !== null) out.push({ key: "year", sql: "year >= ?", param: f.yearFrom });
  if (f.yearTo !== null) out.push({ key: "year", sql: "year <= ?", param: f.yearTo });
  if (f.mileageTo !== null) out.push({ key: "mileage", sql: "mileage <= ?", param: f.mileageTo });
  return out;
}

/** Statements are prepared once per database and SQL text; the texts are few. */
const statements = new WeakMap<DB, Map<string, Statement<unknown[], unknown>>>();
function stmt(db: DB, sql: string): Statement<unknown[], unknown> {
  let perDb = statements.get(db);
  if (!perDb) statements.set(db, (perDb = new Map()));
  let s = perDb.get(sql);
  if (!s) perDb.set(sql, (s = db.prepare<unknown[], unknown>(sql)));
  return s;
}

type GroupCount = {
  g: number; n: number;
  price_min: number; price_max: number; year_min: number; year_max: number; mileage_min: number; mileage_max: number;
};

const unfiltered = new WeakMap<DB, { version: number; counts: GroupCount[] }>();

/**
 * Cars per group under the range filters but `except`: one walk over the cars_facets index.
 * Without range filters (the exclusion of encumbered cars is always there) the answer is the
 * same for every request until the stock changes, so it is kept for the stock's version: a
 * new price or a car taken off sale shows in the next answer (stock.ts).
 */
function countGroups(db: DB, clauses: Clause[], except?: RangeKey | "reach"): GroupCount[] {
  const used = clauses.filter((c) => c.key !== except);
  const always = used.length === 1 && used[0] === NOT_ENCUMBERED;
  const version = always ? stockVersion(db) : 0;
  const kept = always ? unfiltered.get(db) : undefined;
  if (kept?.version === version) return kept.counts;
  const result = stmt(
    db,
    `SELECT group_id AS g, COUNT(*) AS n, MIN(price) AS price_min, MAX(price) AS price_max,
       MIN(year) AS year_min, MAX(year) AS year_max, MIN(mileage) AS mileage_min, MAX(mileage) AS mileage_max
     FROM cars INDEXED BY cars_facets ${used.length ? `WHERE ${used.map((c) => c.sql).join(" AND ")}` : ""}
     GROUP BY group_id`,
  ).all(...paramsOf(used)) as GroupCount[];
  if (always) unfiltered.set(db, { version, counts: result });
  return result;
}

/**
 * The reach filter's two options, each counted under every other filter, as the facets are:
 * the cars of the visitor's city, and those plus the cars a transfer may bring there.
 */
function reachOptions(db: DB, clauses: Clause[], f: AppliedFilters, passes: (g: CarGroup) => boolean, groupById: Map<number, CarGroup>): FacetOption[] {
  const others = clauses.filter((c) => c.key !== "reach");
  const movable = new Map(
    countGroups(db, [...others, { key: "reach", sql: MOVABLE, params: [oldestMovableYear(Date.now())] }]).map((c) => [c.g, c.n]),
  );
  let inCity = 0;
  let delivered = 0;
  for (const c of countGroups(db, others)) {
    const g = groupById.get(c.g)!;
    if (!passes(g)) continue;
    if (g.city_fias === f.reachCity) inCity += c.n;
    else delivered += movable.get(c.g) ?? 0;
  }
  const counts: Record<ReachCode, number> = { city: inCity, delivery: inCity + delivered };
  return REACH.map((r) => ({ code: r.code, name: r.name, count: counts[r.code], selected: f.reach === r.code }));
}

export function listCars(db: DB, request: ListRequest): CatalogList {
  const refs = catalogRefs(db);
  const { filters, sort, pageSize } = request;
  const tests = choiceTests(refs, filters);
  const groupById = refs.groupById;
  /** Whether a group passes every choice filter but `except`. */
  const passes = (g: CarGroup, except?: FacetKey) => tests.every((t) => t.key === except || t.pass(g));

  const clauses = rangeClauses(filters);
  const counted = countGroups(db, clauses);
  const matching = counted.filter((c) => passes(groupById.get(c.g)!));
  const total = matching.reduce((sum, c) => sum + c.n, 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(request.page, pageCount);

  let items: CarCard[] = [];
  if (total) {
    const where = clauses.map((c) => c.sql);
    const params: Array<string | number> = paramsOf(clauses);
    if (tests.length) {
      where.unshift("group_id IN (SELECT value FROM json_each(?))");
      params.unshift(JSON.stringify(matching.map((c) => c.g)));
    }
    const rows = stmt(
      db,
      `SELECT ${CARD_COLUMNS} FROM cars ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
       ORDER BY ${ORDER_BY[sort]} LIMIT ? OFFSET ?`,
    ).all(...params, pageSize, (page - 1) * pageSize) as CarRow[];
    items = rows.map((row) => toCard(refs, row));
  }

  const tally = (key: FacetKey, value: (g: CarGroup) => string) => {
    const counts = new Map<string, number>();
    for (const c of counted) {
      const g = groupById.get(c.g)!;
      if (passes(g, key)) counts.set(value(g), (counts.get(value(g)) ?? 0) + c.n);
    }
    return counts;
  };
  const options = (
    key: Exclude<FacetKey, "model">,
    value: (g: CarGroup) => string,
    choices: Array<{ code: string; name: string }>,
  ): FacetOption[] => {
    const counts = tally(key, value);
    const selected = new Set<string>(filters[key]);
    return choices
      .map((o) => ({ code: o.code, name: o.name, count: counts.get(o.code) ?? 0, selected: selected.has(o.code) }))
      .filter((o) => o.count > 0 || o.selected);
  };

  const modelCounts = tally("model", (g) => `${g.brand_code}/${g.model_code}`);
  const brandName = (code: string) => refs.brands.get(code)?.name ?? code;
  const model = [...refs.models.values()]
    .map((m) => ({
      code: m.code,
      name: m.name,
      brandCode: m.brand_code,
      count: modelCounts.get(`${m.brand_code}/${m.code}`) ?? 0,
      selected: filters.model.includes(m.code) && filters.brand.includes(m.brand_code),
    }))
    .filter((m) => m.count > 0 || m.selected)
    .sort((a, b) => brandName(a.brandCode).localeCompare(brandName(b.brandCode)) || a.name.localeCompare(b.name, "ru"));

  /** A range is shown under every filter but its own, so the control can widen again. */
  const range = (key: RangeKey): Range => {
    const source = clauses.some((c) => c.key === key) ? countGroups(db, clauses, key) : counted;
    let min = Infinity;
    let max = -Infinity;
    for (const c of source) {
      if (!passes(groupById.get(c.g)!)) continue;
      min = Math.min(min, c[`${key}_min`]);
      max = Math.max(max, c[`${key}_max`]);
    }
    return min === Infinity ? null : { min, max };
  };

  const brands = [...refs.brands.values()].sort((a, b) => a.name.localeCompare(b.name));
  return {
    items,
    total,
    page,
    pageSize,
    pageCount,
    sort,
    filters,
    facets: {
      brand: options("brand", (g) => g.brand_code, brands),
      model,
      body: options("body", (g) => g.body, [...refs.bodies.values()]),
      fuel: options("fuel", (g) => g.fuel, [...refs.fuels.values()]),
      transmission: options("transmission", (g) => g.transmission, [...refs.transmissions.values()]),
      drive: options("drive", (g) => g.drive, [...refs.drives.values()]),
      condition: options("condition", (g) => g.condition, [...refs.conditions.values()]),
      city: options("city", (g) => g.city_fias, refs.cities.map((c) => ({ code: c.fiasId, name: c.name }))),
      dealer: options("dealer", (g) => g.dealer_code, [...refs.dealers.values()].map((d) => ({ code: d.sCode, name: d.sName }))),
      reach: reachOptions(db, clauses, filters, (g) => passes(g), groupById),
    },
    priceRange: range("price"),
    yearRange: range("year"),
    mileageRange: range("mileage"),
  };
}
