import type { DB } from "../db";
import { CARD_COLUMNS, toCard, type CarCard, type CarRow, type CatalogRefs } from "./catalog-data";
import { OFFERED } from "./stock";

/*
 * «Похожие автомобили» on a car page (docs/dealer-api.md, getCar `similar`): cars a buyer of
 * this one would compare it with, not the nearest prices of the whole stock. The rule lives
 * in pickSimilar(), a pure function over a few columns, so it can be tested case by case;
 * similarCars() feeds it from the database.
 */

/** How many similar cars a car page shows. */
export const SIMILAR_COUNT = 4;
/** The price band around the car: ±25 %. */
export const SIMILAR_PRICE_BAND = 0.25;
/**
 * How many of the nearest prices above and below the car each walk of the stock hands to the
 * ranking. It needs a few more than it keeps (listings twice and repeated models are skipped);
 * a big stock (30 000 cars: 7 500 crossovers in a band) would otherwise mean sorting
 * thousands of rows for four.
 */
const NEAREST = 40;

export type SimilarCandidate = {
  id: number;
  brand: string;
  model: string;
  modification: string;
  body: string;
  color: string;
  year: number;
  condition: "new" | "used";
  price: number;
  /** The city's FIAS id. */
  city: string;
};

/** The lowest and highest price a similar car may have. */
export function priceBand(price: number): { min: number; max: number } {
  return { min: Math.ceil(price * (1 - SIMILAR_PRICE_BAND)), max: Math.floor(price * (1 + SIMILAR_PRICE_BAND)) };
}

/**
 * The similar cars of `car` among `candidates`, as ids in the order to show them.
 *
 * - Similar: the same model, or the same body type (the class a buyer compares across
 *   brands), and a price within ±25 %; never the car itself.
 * - Cars listed twice (same model, modification, colour, year and condition) count as one.
 * - New or used as the car when there are enough such cars; the rest are topped up with the
 *   other kind.
 * - Within that: the visitor's city first, then the same model, then the nearest price; other
 *   models appear once each before any of them a second time, so four cards are four choices.
 * - Shown in the visitor's city first; fewer than four, or none, when the stock has no more.
 */
export function pickSimilar(
  car: SimilarCandidate,
  candidates: readonly SimilarCandidate[],
  visitorCity: string,
  count = SIMILAR_COUNT,
): number[] {
  const band = priceBand(car.price);
  const sameModel = (c: SimilarCandidate) => c.brand === car.brand && c.model === car.model;
  const rank = (c: SimilarCandidate) => [
    c.condition === car.condition ? 0 : 1,
    c.city === visitorCity ? 0 : 1,
    sameModel(c) ? 0 : 1,
    Math.abs(c.price - car.price),
    c.id,
  ];
  const ordered = candidates
    .filter((c) => c.id !== car.id && c.price >= band.min && c.price <= band.max && (sameModel(c) || c.body === car.body))
    .map((c) => ({ c, key: rank(c) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ c }) => c);

  const seen = new Set<string>();
  const distinct = ordered.filter((c) => {
    const key = [c.brand, c.model, c.modification, c.color, c.year, c.condition].join("|");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });

  const picked: SimilarCandidate[] = [];
  for (const group of [distinct.filter((c) => c.condition === car.condition), distinct.filter((c) => c.condition !== car.condition)]) {
    // First one car per other model, then whatever is left, in rank order.
    const models = new Set(picked.filter((c) => !sameModel(c)).map((c) => `${c.brand}|${c.model}`));
    for (const c of group) {
      if (picked.length >= count) break;
      const model = `${c.brand}|${c.model}`;
      if (!sameModel(c) && models.has(model)) continue;
      models.add(model);
      picked.push(c);
    }
    for (const c of group) {
      if (picked.length >= count) break;
      if (!picked.includes(c)) picked.push(c);
    }
  }
  // Stable: within each city group the order of choice stays.
  return picked
    .map((c, index) => ({ c, index }))
    .sort((a, b) => Number(a.c.city !== visitorCity) - Number(b.c.city !== visitorCity) || a.index - b.index)
    .map(({ c }) => c.id);
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

type CandidateRow = {
  id: number; brand_code: string; model_code: string; modification: string; body: string; color: string;
  year: number; condition: "new" | "used"; price: number; city_fias: string;
};

const candidateOf = (r: CandidateRow): SimilarCandidate => ({
  id: r.id,
  brand: r.brand_code,
  model: r.model_code,
  modification: r.modification,
  body: r.body,
  color: r.color,
  year: r.year,
  condition: r.condition,
  price: r.price,
  city: r.city_fias,
});

const COLUMNS = "id, brand_code, model_code, modification, body, color, year, condition, price, city_fias";

/**
 * The candidates pickSimilar() can choose from, read along indexes rather than by sorting the
 * band: every car of the model in the band (by its groups, cars_facets), and for each
 * condition, in the visitor's city and anywhere, the nearest prices of the body on either
 * side (cars_body, walked in price order). Its ranking takes the same model first, then the
 * nearest price within a condition and a city, so these hold its choice, unless the 80 nearest
 * of one kind are fewer than four models (then a farther model can be missed: 2 cars of 200
 * at 30 000 cars). One sorted query over the band chose the same and took 15 ms a car there
 * on a busy machine against 9 ms for these; at the demo's 300 cars both take about 1 ms.
 */
function candidates(db: DB, row: CarRow, city: string): SimilarCandidate[] {
  const band = priceBand(row.price);
  const found = new Map<number, CandidateRow>();
  const add = (rows: unknown[]) => {
    for (const r of rows as CandidateRow[]) found.set(r.id, r);
  };
  add(
    db
      .prepare(
        `SELECT ${COLUMNS} FROM cars WHERE group_id IN (SELECT id FROM car_groups WHERE brand_code = ? AND model_code = ?)
         AND price BETWEEN ? AND ? AND id != ? AND ${OFFERED}`,
      )
      .all(row.brand_code, row.model_code, band.min, band.max, row.id),
  );
  for (const condition of ["new", "used"]) {
    for (const inCity of [true, false]) {
      const where = `body = ? AND condition = ? ${inCity ? "AND city_fias = ?" : ""} AND id != ? AND ${OFFERED}`;
      const params = [row.body, condition, ...(inCity ? [city] : []), row.id];
      add(db.prepare(`SELECT ${COLUMNS} FROM cars WHERE ${where} AND price >= ? AND price <= ? ORDER BY price LIMIT ?`).all(...params, row.price, band.max, NEAREST));
      add(db.prepare(`SELECT ${COLUMNS} FROM cars WHERE ${where} AND price < ? AND price >= ? ORDER BY price DESC LIMIT ?`).all(...params, row.price, band.min, NEAREST));
    }
  }
  return [...found.values()].map(candidateOf);
}

/**
 * The similar cars of a car for a visitor of `visitorFiasId` (a city without dealer centres,
 * or none, counts as the car's own city). Cars that are not offered (a pledge or a
 * restriction in the report) are never among them.
 */
export function similarCars(db: DB, refs: CatalogRefs, row: CarRow, visitorFiasId: unknown): CarCard[] {
  const city = refs.cities.some((c) => c.fiasId === visitorFiasId) ? (visitorFiasId as string) : row.city_fias;
  const ids = pickSimilar(candidateOf(row), candidates(db, row, city), city);
  if (!ids.length) return [];
  const cards = db.prepare(`SELECT ${CARD_COLUMNS} FROM cars WHERE id IN (${ids.map(() => "?").join(",")})`).all(...ids) as CarRow[];
  const byId = new Map(cards.map((r) => [r.id, r]));
  return ids.map((id) => toCard(refs, byId.get(id)!));
}
