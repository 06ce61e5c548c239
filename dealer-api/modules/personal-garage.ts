import type { Router } from "express";
import { parsePlate, parseVin } from "../../lib/vehicle-id";
import type { DB } from "../db";
import { ApiFailure, endpoint, fail, type ApiError } from "../http";
import { requireUser, type User } from "./personal-sign-in";
import { predict } from "./tradein";

/*
 * The garage of the personal area (docs/dealer-api.md, "Personal area"): the user's cars,
 * each with the trade-in estimate of today. A car of another user is answered exactly like
 * a car that does not exist (404), so ids cannot be probed.
 */

export const GARAGE_LIMIT = 10;

const MESSAGES = {
  notFound: "Автомобиль не найден",
  limit: `В гараже может быть не более ${GARAGE_LIMIT} автомобилей`,
} as const;

type GarageRow = {
  id: number;
  modificationId: string;
  year: number;
  mileage: number;
  plate: string | null;
  vin: string | null;
  brandCode: string;
  brand: string;
  modelCode: string;
  model: string;
  generationCode: string;
  generation: string;
  modification: string;
};

const SELECT = `SELECT c.id, c.modification_id AS modificationId, c.year, c.mileage, c.plate, c.vin,
       b.code AS brandCode, b.name AS brand, m.code AS modelCode, m.name AS model,
       g.code AS generationCode, g.name AS generation, mo.name AS modification
  FROM garage_cars c
  JOIN tradein_modifications mo ON mo.id = c.modification_id
  JOIN tradein_generations g ON g.id = mo.generation_id
  JOIN tradein_models m ON m.code = g.model_code
  JOIN tradein_brands b ON b.code = m.brand_code`;

function withEstimate(db: DB, row: GarageRow, sFiasId: unknown) {
  let estimate: { buyout: number; marketPrice: number; marketMin: number; marketMax: number } | null = null;
  try {
    const result = predict(db, { modificationId: row.modificationId, year: row.year, mileage: row.mileage, sFiasId }).found_info.REQUEST_RESULT;
    estimate = {
      buyout: result.tradein_dealer_matrix_buyout,
      marketPrice: result.market_price,
      marketMin: result.market_price_min,
      marketMax: result.market_price_max,
    };
  } catch {
    // A car the price model cannot value (a year out of its range after an edit of the
    // lookups) is still the user's car: it is shown without an estimate.
  }
  return { ...row, estimate };
}

export function garageCars(db: DB, user: User, sFiasId?: unknown) {
  const rows = db.prepare(`${SELECT} WHERE c.user_id = ? ORDER BY c.created_at, c.id`).all(user.id) as GarageRow[];
  return rows.map((row) => withEstimate(db, row, sFiasId));
}

function garageCar(db: DB, user: User, id: unknown, sFiasId?: unknown) {
  const carId = typeof id === "number" ? id : typeof id === "string" && /^\d{1,12}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(carId)) fail(404, "NOT_FOUND", MESSAGES.notFound);
  const row = db.prepare(`${SELECT} WHERE c.id = ? AND c.user_id = ?`).get(carId, user.id) as GarageRow | undefined;
  if (!row) fail(404, "NOT_FOUND", MESSAGES.notFound);
  return withEstimate(db, row, sFiasId);
}

/** The car's fields, checked as the trade-in prediction checks them, plus plate and VIN. */
function carFields(db: DB, input: Record<string, unknown>) {
  const errors: Array<ApiError & { field: string }> = [];
  const text = (name: string) => (typeof input[name] === "string" ? (input[name] as string).trim() : "");
  let plate: string | null = null;
  let vin: string | null = null;
  if (text("PLATE")) {
    const parsed = parsePlate(text("PLATE"));
    if (parsed.ok) plate = parsed.id.value;
    else errors.push({ code: "VALIDATION", message: parsed.message, field: "PLATE" });
  }
  if (text("VIN")) {
    const parsed = parseVin(text("VIN"));
    if (parsed.ok) vin = parsed.id.value;
    else errors.push({ code: "VALIDATION", message: parsed.message, field: "VIN" });
  }
  const car = { modificationId: input.MODIFICATION, year: input.YEAR, mileage: input.MILEAGE };
  let valued: { modificationId: string; year: number; mileage: number } | undefined;
  try {
    const prediction = predict(db, car);
    valued = { modificationId: prediction.car.modificationId, year: prediction.car.year, mileage: prediction.car.mileage };
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    const fieldOf: Record<string, string> = { modificationId: "MODIFICATION", year: "YEAR", mileage: "MILEAGE" };
    for (const item of error.errors as Array<ApiError & { field?: string }>) {
      errors.push({ code: item.code === "NOT_FOUND" ? "VALIDATION" : item.code, message: item.message, field: fieldOf[item.field ?? ""] ?? "MODIFICATION" });
    }
  }
  if (errors.length || !valued) throw new ApiFailure(400, errors);
  return { ...valued, plate, vin };
}

export function registerGarage(router: Router, db: DB) {
  endpoint(router, ["POST"], "/api/rrt/personal/Garage/getList", (input) => ({ items: garageCars(db, requireUser(db, input), input.sFiasId) }));

  endpoint(router, ["POST"], "/api/rrt/personal/Garage/get", (input) => garageCar(db, requireUser(db, input), input.id, input.sFiasId));

  endpoint(router, ["POST"], "/api/rrt/personal/Garage/add", (input) => {
    const user = requireUser(db, input);
    const car = carFields(db, input);
    const id = db.transaction(() => {
      const count = db.prepare("SELECT count(*) FROM garage_cars WHERE user_id = ?").pluck().get(user.id) as number;
      if (count >= GARAGE_LIMIT) fail(400, "LIMIT", MESSAGES.limit);
      const now = Date.now();
      return Number(
        db
          .prepare("INSERT INTO garage_cars (user_id, modification_id, year, mileage, plate, vin, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
          .run(user.id, car.modificationId, car.year, car.mileage, car.plate, car.vin, now, now).lastInsertRowid,
      );
    }).immediate();
    return garageCar(db, user, id, input.sFiasId);
  });

  endpoint(router, ["POST"], "/api/rrt/personal/Garage/update", (input) => {
    const user = requireUser(db, input);
    const existing = garageCar(db, user, input.id);
    const car = carFields(db, input);
    db.prepare("UPDATE garage_cars SET modification_id = ?, year = ?, mileage = ?, plate = ?, vin = ?, updated_at = ? WHERE id = ? AND user_id = ?").run(
      car.modificationId, car.year, car.mileage, car.plate, car.vin, Date.now(), existing.id, user.id,
    );
    return garageCar(db, user, existing.id, input.sFiasId);
  });

  endpoint(router, ["POST"], "/api/rrt/personal/Garage/delete", (input) => {
    const user = requireUser(db, input);
    const existing = garageCar(db, user, input.id);
    db.prepare("DELETE FROM garage_cars WHERE id = ? AND user_id = ?").run(existing.id, user.id);
    return { items: garageCars(db, user, input.sFiasId) };
  });
}
