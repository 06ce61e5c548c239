/**
 * The query strings of the company pages, read strictly: a value that names nothing real
 * (`?page=abc`, `?year=20x5`) is the 404 page, not a guess, and a redundant one (`?page=1`,
 * the empty `year=` a GET form sends for "all years") is a 301 to the address without it,
 * so every list has one address per state. Other parameters (campaign tags) are ignored.
 */
export type QueryReading<T> = { kind: "ok"; value: T } | { kind: "not-found" } | { kind: "redirect"; query: Record<string, string> };

export type NewsQuery = { page: number; year: number | null };

const PAGE = /^[1-9]\d{0,5}$/;
const YEAR = /^(19|20|21)\d{2}$/;

export function newsQueryRecord({ page, year }: NewsQuery): Record<string, string> {
  const query: Record<string, string> = {};
  if (year !== null) query.year = String(year);
  if (page > 1) query.page = String(page);
  return query;
}

export function readNewsQuery(params: URLSearchParams): QueryReading<NewsQuery> {
  const pages = params.getAll("page");
  const years = params.getAll("year");
  if (pages.length > 1 || years.length > 1) return { kind: "not-found" };
  const [page = "1"] = pages;
  const [year = ""] = years;
  if (!PAGE.test(page) || (year !== "" && !YEAR.test(year))) return { kind: "not-found" };
  const value: NewsQuery = { page: Number(page), year: year === "" ? null : Number(year) };
  if (params.get("page") === "1" || params.get("year") === "") return { kind: "redirect", query: newsQueryRecord(value) };
  return { kind: "ok", value };
}

/**
 * A single-choice filter (the jobs' city, the tenders' status): one of `allowed`, or none.
 * The empty value of the form's "all" option is a 301 to the address without it.
 */
export function readChoice<T extends string>(params: URLSearchParams, name: string, allowed: readonly T[]): QueryReading<T | null> {
  const values = params.getAll(name);
  if (values.length === 0) return { kind: "ok", value: null };
  if (values.length > 1) return { kind: "not-found" };
  if (values[0] === "") return { kind: "redirect", query: {} };
  return (allowed as readonly string[]).includes(values[0]!) ? { kind: "ok", value: values[0] as T } : { kind: "not-found" };
}
