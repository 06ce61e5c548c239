import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint } from "../http";
import { SEARCH_SYNONYMS } from "../seed/search-synonyms";
import { catalogRefs } from "./catalog-data";
import { likeness, searchKey, searchWords, trigrams } from "./search-text";
import { OFFERED } from "./stock";

/** Suggestions one answer holds. */
export const SUGGEST_LIMIT = 8;
/** Longer input is not a brand and a model; it is cut rather than refused. */
const MAX_QUERY = 100;
/** Words tried together as one name («ленд крузер прадо»). */
const MAX_PHRASE = 4;
/** How alike a misspelt word must be to a known spelling (trigram Dice) to count as it. */
const NEAR_MISS = 0.5;

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

/** The known spelling nearest to a misspelt word, by shared trigrams (FTS5 ranks, Dice decides). */
function nearest(db: DB, key: string): Hit[] {
  const grams = trigrams(key);
  if (grams.length < 2) return [];
  const rows = db
    .prepare(
      `SELECT key, brand_code AS brand, model_code AS model FROM search_terms
       WHERE search_terms MATCH ? ORDER BY rank LIMIT 50`,
    )
    .all(grams.map((g) => `"${g}"`).join(" OR ")) as Array<Hit & { key: string }>;
  let best = NEAR_MISS;
  let hits: Hit[] = [];
  for (const row of rows) {
    const score = likeness(key, row.key);
    if (score > best) [best, hits] = [score, [row]];
    else if (score === best && hits.length) hits.push(row);
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
    if (!found && words[i].length >= 4) hits.push(...nearest(db, words[i]));
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
  if (hits.length < SUGGEST_LIMIT && key.length >= 4) hits.push(...nearest(db, key));
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
