import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint, fail } from "../http";
import { referenceNow } from "./reference-clock";
import { evaluation, type Prediction } from "./tradein";
import { MODEL } from "./tradein-price";

/*
 * A trade-in estimate the dealer holds (docs/dealer-api.md, «Trade-in estimate held»; ADR 078):
 * the buyout of a visitor's car is kept for ESTIMATE_VALID_DAYS by the reference clock, so a
 * deal built over several days keeps its amount; once that has passed the car is valued again
 * and the amount before is kept beside the new one, for the deal to show the change.
 */

export const ESTIMATE_VALID_DAYS = 7;
const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;

type Row = {
  id: number;
  car: string;
  city_fias: string | null;
  buyout: number;
  market_price: number;
  first_valued_at: number;
  valued_at: number;
  valid_until: number;
  previous_buyout: number | null;
};

export type HeldEstimate = {
  id: number;
  car: Prediction["car"];
  buyout: number;
  marketPrice: number;
  validDays: number;
  valuedAt: string;
  /** ISO; with `secondsLeft` (by the API's clock), as a promotion's end travels (ADR 074). */
  validUntil: string;
  secondsLeft: number;
  /** Set once the car was valued again after an estimate ran out: the amount before. */
  renewed: { previousBuyout: number } | null;
};

const EVALUATED_FIELDS = ["modificationId", "year", "mileage", "owners", "condition"] as const;

/** The evaluated car's own fields, in one order: the same car is the same key, however it was posted. */
function carKey(input: Record<string, unknown>): string {
  return JSON.stringify(EVALUATED_FIELDS.map((field) => (input[field] === undefined ? null : String(input[field]))));
}

/**
 * The price model values a car for the year of its prices; a car valued again months later
 * has lost what the model's yearly retention says for the time since its first valuation.
 */
export function drifted(prediction: Prediction, since: number, now: number) {
  const result = prediction.found_info.REQUEST_RESULT;
  const factor = MODEL.yearlyRetention ** (Math.max(0, now - since) / YEAR_MS);
  return {
    buyout: Math.floor((result.tradein_dealer_matrix_buyout * factor) / 5_000) * 5_000,
    marketPrice: Math.round((result.market_price * factor) / 10_000) * 10_000,
  };
}

function view(row: Row, now: number): HeldEstimate {
  return {
    id: row.id,
    car: JSON.parse(row.car) as Prediction["car"],
    buyout: row.buyout,
    marketPrice: row.market_price,
    validDays: ESTIMATE_VALID_DAYS,
    valuedAt: new Date(row.valued_at).toISOString(),
    validUntil: new Date(row.valid_until).toISOString(),
    secondsLeft: Math.max(0, Math.floor((row.valid_until - now) / 1000)),
    renewed: row.previous_buyout === null ? null : { previousBuyout: row.previous_buyout },
  };
}

/**
 * The visitor's held estimate of this car: the one still valid, else a new valuation (the
 * first, or a renewal that keeps the amount before). Checked as getPredict checks a car.
 */
export function holdEstimate(db: DB, input: Record<string, unknown>, now = referenceNow(db)): HeldEstimate {
  const fuserId = typeof input.FUserId === "string" ? input.FUserId.slice(0, 64) : "";
  const key = carKey(input);
  return db.transaction((): HeldEstimate => {
    const held = db.prepare("SELECT * FROM tradein_estimates WHERE fuser_id = ? AND car_key = ?").get(fuserId, key) as Row | undefined;
    if (held && held.valid_until > now) return view(held, now);
    const city = held ? held.city_fias : typeof input.sFiasId === "string" ? input.sFiasId : null;
    const prediction = evaluation(db, { ...pick(input), ...(city ? { city } : {}) }, "TRADE_IN");
    const valued = drifted(prediction, held?.first_valued_at ?? now, now);
    const validUntil = now + ESTIMATE_VALID_DAYS * DAY_MS;
    if (held) {
      db.prepare(
        "UPDATE tradein_estimates SET car = ?, buyout = ?, market_price = ?, valued_at = ?, valid_until = ?, previous_buyout = ? WHERE id = ?",
      ).run(JSON.stringify(prediction.car), valued.buyout, valued.marketPrice, now, validUntil, held.buyout, held.id);
      return view(rowById(db, held.id)!, now);
    }
    const id = db
      .prepare(
        `INSERT INTO tradein_estimates (fuser_id, car_key, car, city_fias, buyout, market_price, first_valued_at, valued_at, valid_until)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(fuserId, key, JSON.stringify(prediction.car), city, valued.buyout, valued.marketPrice, now, now, validUntil).lastInsertRowid;
    return view(rowById(db, Number(id))!, now);
  }).immediate();
}

const pick = (input: Record<string, unknown>) => Object.fromEntries(EVALUATED_FIELDS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]));

const rowById = (db: DB, id: number) => db.prepare("SELECT * FROM tradein_estimates WHERE id = ?").get(id) as Row | undefined;

/**
 * A held estimate by id for the visitor who holds it (a deal's trade-in line, the deal lead),
 * as it stands now; null for an unknown id or another visitor's. It is not renewed here: a
 * read never values a car; the storefront holds the estimate first (Estimate/hold).
 */
export function heldEstimate(db: DB, id: unknown, fuserId: unknown, now = referenceNow(db)): HeldEstimate | null {
  const n = typeof id === "number" ? id : typeof id === "string" && /^\d{1,12}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(n)) return null;
  const row = rowById(db, n);
  if (!row) return null;
  const owner = db.prepare("SELECT fuser_id FROM tradein_estimates WHERE id = ?").pluck().get(n) as string;
  if (owner !== (typeof fuserId === "string" ? fuserId.slice(0, 64) : "")) return null;
  return view(row, now);
}

export const tradeInHoldModule: DealerApiModule = {
  name: "tradein-hold",
  register(router, { db }) {
    endpoint(router, ["POST"], "/api/rrt/tradein/Estimate/hold", (input) => {
      if (typeof input.modificationId !== "string") fail(400, "VALIDATION", "Не указан оцениваемый автомобиль");
      return holdEstimate(db, input);
    });
  },
};
