import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint } from "../http";
import { SEARCH_SYNONYMS } from "../seed/search-synonyms";
import { catalogRefs } from "./catalog-data";
import { editDistance, searchKey, searchWords } from "./search-text";
import { OFFERED } from "./stock";

/** Suggestions one answer holds. */
export const SUGGEST_LIMIT = 8;
/** Longer input is not a brand and a model; it is cut rather than refused. */
const MAX_QUERY = 100;
/** Words tried together as one name («ленд крузер прадо»). */
const MAX_PHRASE = 4;
const digits = (key: string) => key.replace(/\D/g, "");

/** Words a search means as they are, though a letter off a name: «чёрный» is not «Чери». */
const EVERYDAY_WORDS = new Set(["чёрный"].map(searchKey));

/**
 * Letters a misspelt word may be off a known spelling, by the shorter's length: none under
 * five (a letter is too much of «киа» or «бмв»), one, two from eight.
 */
const nearMiss = (a: string, b: string) => {
  const shorter = Math.min(a.length, b.length);
  return shorter >= 8 ? 2 : shorter >= 5 ? 1 : 0;
};

type Hit = { brand: string; model: string | null };
export type SearchMatch = {
  brand: { code: string; name: string };
  model: { code: string; name: string } | null;
  /** «Toyota RAV4». */
  name: string;
  /** The catalogue filtered by it. */
  url: string;
  /** Cars in stock it matches. */
  count: number;
};

function text(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first.slice(0, MAX_QUERY) : "";
}

/**
 * Fills the index from the catalogue's brands and models: each name, code and synonym as a
 * key, and every brand spelling followed by every model spelling («toiotarav4»), so a whole
 * «тойота рав 4» is one lookup and suggestions complete it as typed.
 */
export function buildSearchIndex(db: DB) {
  const refs = catalogRefs(db);
  const spellings = new Map<string, Set<string>>();
  const add = (brand: string, model: string | null, term: string) => {
    const key = searchKey(term);
    if (!key) return;
    const id = `${brand}/${model ?? ""}`;
    if (!spellings.has(id)) spellings.set(id, new Set());
    spellings.get(id)!.add(key);
  };
  for (const b of refs.brands.values()) [b.name, b.code].forEach((t) => add(b.code, null, t));
  for (const m of refs.models.values()) [m.name, m.code].forEach((t) => add(m.brand_code, m.code, t));
  for (const [term, brand, model] of db.prepare("SELECT term, brand_code, model_code FROM search_synonyms").raw().all() as Array<
    [string, string, string | null]
  >) {
    add(brand, model, term);
  }
  const insert = db.prepare("INSERT INTO search_terms (key, brand_code, model_code) VALUES (?, ?, ?)");
  db.prepare("DELETE FROM search_terms").run();
  knownKeys.delete(db);
  for (const [id, keys] of spellings) {
    const [brand, model] = id.split("/");
    const brandKeys = model ? spellings.get(`${brand}/`) ?? new Set<string>() : new Set<string>();
    for (const key of keys) {
      insert.run(key, brand, model || null);
      for (const brandKey of brandKeys) insert.run(brandKey + key, brand, model);
    }
  }
}

function exact(db: DB, key: string): Hit[] {
  // LIKE without wildcards is equality that the trigram index answers (keys are [a-z0-9]).
  return (db.prepare("SELECT DISTINCT brand_code AS brand, model_code AS model FROM search_terms WHERE key LIKE ?").all(key) as Hit[]);
}

/** Every known spelling, kept per database until the index is built again (a few hundred short keys). */
const knownKeys = new WeakMap<DB, Array<Hit & { key: string }>>();
function knownSpellings(db: DB): Array<Hit & { key: string }> {
  let kept = knownKeys.get(db);
  if (!kept) {
    kept = db.prepare("SELECT key, brand_code AS brand, model_code AS model FROM search_terms").all() as Array<Hit & { key: string }>;
    knownKeys.set(db, kept);
  }
  return kept;
}

/**
 * The known spellings nearest to a misspelt word, a letter or two off (a swap of two letters
 * is one): «тайота», «тоота», «toyta». `spelt` is the word with its doubled letters kept.
 * Only the nearest count, all of them when several are as near.
 */
function nearest(db: DB, key: string, spelt = key): Hit[] {
  if (EVERYDAY_WORDS.has(key)) return [];
  let best = Infinity;
  let hits: Hit[] = [];
  for (const known of knownSpellings(db)) {
    // A number in a name is never misspelt: «серый» is not «3 серии».
    if (digits(known.key) !== digits(key)) continue;
    const allowed = Math.min(nearMiss(spelt, known.key), best);
    const distance = Math.min(editDistance(key, known.key, allowed), editDistance(spelt, known.key, allowed));
    if (distance > allowed) continue;
    if (distance < best) [best, hits] = [distance, []];
    hits.push(known);
  }
  return hits;
}

function toMatch(db: DB, hit: Hit): SearchMatch | null {
  const refs = catalogRefs(db);
  const brand = refs.brands.get(hit.brand);
  if (!brand) return null;
  const model = hit.model ? refs.models.get(`${hit.brand}/${hit.model}`) : undefined;
  if (hit.model && !model) return null;
  const count = (
    model
      ? db.prepare(`SELECT COUNT(*) FROM cars WHERE brand_code = ? AND model_code = ? AND ${OFFERED}`).pluck().get(brand.code, model.code)
      : db.prepare(`SELECT COUNT(*) FROM cars WHERE brand_code = ? AND ${OFFERED}`).pluck().get(brand.code)
  ) as number;
  const query = new URLSearchParams({ brand: brand.code, ...(model ? { model: model.code } : {}) });
  return {
    brand: { code: brand.code, name: brand.name },
    model: model ? { code: model.code, name: model.name } : null,
    name: model ? `${brand.name} ${model.name}` : brand.name,
    url: `/catalog?${query}`,
    count,
  };
}

/**
 * What a search means: the brand, or the brand and model, its words name. Words are read
 * left to right, the longest run that is a known spelling first; a word that is none is
 * taken as its nearest spelling when that is close enough, and otherwise left out. A model
 * of the brand named wins over a model of another brand with the same spelling.
 */
export function resolveSearch(db: DB, query: string): SearchMatch | null {
  const words = searchWords(query.slice(0, MAX_QUERY));
  const spelt = searchWords(query.slice(0, MAX_QUERY), true);
  const hits: Hit[] = [];
  for (let i = 0; i < words.length; ) {
    let found = 0;
    for (let len = Math.min(MAX_PHRASE, words.length - i); len > 0 && !found; len--) {
      const run = exact(db, words.slice(i, i + len).join(""));
      if (run.length) {
        hits.push(...run);
        found = len;
      }
    }
    if (!found) hits.push(...nearest(db, words[i], spelt[i]));
    i += found || 1;
  }
  if (!hits.length) return null;
  const brands = new Set(hits.filter((h) => h.model === null).map((h) => h.brand));
  const models = hits.filter((h) => h.model !== null && (!brands.size || brands.has(h.brand)));
  return toMatch(db, models[0] ?? hits.find((h) => h.model === null) ?? hits[0]);
}

/**
 * Suggestions for what is typed so far: the brands and models a spelling starts with, then
 * near misses; those with cars first, brands before their models, at most SUGGEST_LIMIT.
 */
export function suggest(db: DB, query: string): SearchMatch[] {
  const key = searchKey(query.slice(0, MAX_QUERY));
  if (!key) return [];
  const hits = db
    .prepare("SELECT DISTINCT brand_code AS brand, model_code AS model FROM search_terms WHERE key LIKE ? ORDER BY model_code IS NOT NULL, length(key)")
    .all(`${key}%`) as Hit[];
  if (hits.length < SUGGEST_LIMIT) hits.push(...nearest(db, key, searchWords(query.slice(0, MAX_QUERY), true).join("")));
  const seen = new Set<string>();
  const out: SearchMatch[] = [];
  for (const hit of hits) {
    const id = `${hit.brand}/${hit.model ?? ""}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const match = toMatch(db, hit);
    if (match && match.count > 0) out.push(match);
    if (out.length === SUGGEST_LIMIT) break;
  }
  return out;
}

/** What the catalogue's page data adds for `q` (docs/dealer-api.md, "Search"). */
export function searchOf(db: DB, q: unknown): { search: { q: string; match: SearchMatch | null } } | Record<string, never> {
  const query = text(q).trim();
  return query ? { search: { q: query, match: resolveSearch(db, query) } } : {};
}

export const searchModule: DealerApiModule = {
  name: "search",
  seed({ db }) {
    const insert = db.prepare("INSERT OR IGNORE INTO search_synonyms (term, brand_code, model_code) VALUES (?, ?, ?)");
    for (const [brand, model, terms] of SEARCH_SYNONYMS) for (const term of terms) insert.run(term, brand, model);
    buildSearchIndex(db);
  },
  register(router, { db }) {
    endpoint(router, ["GET", "POST"], "/api/rrt/catalog/Search/suggest", (input) => ({ items: suggest(db, text(input.q)) }));
  },
};
