import { z } from "zod/v4";
import { parsePlate, parseVehicleId, parseVin, vinModelYear, type VehicleId } from "../../lib/vehicle-id";
import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { ApiFailure, endpoint, fail, type ApiError } from "../http";
import { storeLead } from "../leads";
import { callBackSchema, fieldErrors } from "./forms";
import { DRIVES, parseModification } from "../seed/catalog-reference";
import { REGISTRY, TRADE_IN_BRANDS } from "../seed/tradein-reference";
import { TRADE_IN_PAGE } from "../seed/tradein-content";
import { CONDITIONS, CONDITION_NAMES, PRICE_YEAR, estimatePrice, regionFactor, type CarCondition } from "./tradein-price";

/*
 * Trade-in (docs/dealer-api.md, "Trade-in"): the page's texts, the lookups brand → model →
 * generation → modification, the car data by plate or VIN, the prediction, and the market
 * prices of the catalogue's used cars (the storefront's price badges).
 */

export type Brand = { name: string; code: string };
export type Model = { modelName: string; modelCode: string };
export type Submodel = {
  name: string;
  code: string;
  yearFrom: number;
  yearTo: number | null;
  modificationList: Array<{ name: string; modificationId: string }>;
};
export type CarData = { color: string; year: number | null; steering_wheel: string; mark: string; model: string };

/** The oldest model year the dealer evaluates online; older cars go to the manual evaluation. */
export const OLDEST_YEAR = 2005;
export const MAX_MILEAGE = 1_000_000;
/** At most this many catalogue cars per market-price call: one page of the catalogue and more. */
export const MAX_MARKET_IDS = 100;

const GEARBOX: Record<string, string> = { manual: "МКПП", automatic: "АКПП", robot: "робот", cvt: "вариатор" };

/** "1.6 л, 123 л.с., АКПП-6, передний привод": the catalogue's notation in words. */
export function modificationName(spec: string): string {
  const mod = parseModification(spec);
  const [engine, , gearbox] = spec.split(" ");
  const steps = /^(\d+)/.exec(gearbox)?.[1];
  const box =
    mod.fuel === "electric" ? "редуктор" : mod.transmission === "cvt" ? "вариатор" : `${GEARBOX[mod.transmission]}-${steps}`;
  const kind = /T/.test(engine) ? " турбо" : "";
  const fuel = mod.fuel === "diesel" ? " дизель" : mod.fuel === "hybrid" ? " гибрид" : "";
  const motor = mod.engineVolume === null ? "Электро" : `${mod.engineVolume.toFixed(1)} л${kind}${fuel}`;
  const drive = DRIVES.find((d) => d.code === mod.drive)?.name.toLowerCase() ?? mod.drive;
  return `${motor}, ${mod.power} л.с., ${box}, ${drive} привод`;
}

function seedTradeIn(db: DB) {
  const brand = db.prepare("INSERT INTO tradein_brands (code, name, sort) VALUES (?, ?, ?)");
  const model = db.prepare(
    "INSERT INTO tradein_models (code, brand_code, catalog_code, name, body, sort) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const generation = db.prepare(
    "INSERT INTO tradein_generations (model_code, code, name, year_from, year_to, sort) VALUES (?, ?, ?, ?, ?, ?)",
  );
  const modification = db.prepare(
    "INSERT INTO tradein_modifications (id, generation_id, spec, catalog_label, name, new_price, sort) VALUES (?, ?, ?, ?, ?, ?, ?)",
  );
  const wmi = db.prepare("INSERT OR IGNORE INTO tradein_wmi (wmi, brand_code) VALUES (?, ?)");
  TRADE_IN_BRANDS.forEach((b, i) => {
    brand.run(b.code, b.name, i);
    b.wmi.forEach((prefix) => wmi.run(prefix, b.code));
    b.models.forEach((m, j) => {
      const modelCode = `${b.code}-${m.code}`;
      model.run(modelCode, b.code, m.code, m.name, m.body, j);
      m.generations.forEach((gen, k) => {
        const genId = Number(generation.run(modelCode, gen.code, gen.name, gen.from, gen.to, k).lastInsertRowid);
        m.mods.forEach((spec, n) => {
          const price = Math.round((m.price * (1 + 0.12 * n)) / 10_000) * 10_000;
          modification.run(`${modelCode}-${gen.code}-${n + 1}`, genId, spec, parseModification(spec).label, modificationName(spec), price, n);
        });
      });
    });
  });
  const registry = db.prepare(
    "INSERT INTO tradein_registry (plate, vin, model_code, year, color, steering_wheel) VALUES (?, ?, ?, ?, ?, ?)",
  );
  for (const car of REGISTRY) registry.run(car.plate, car.vin, `${car.brand}-${car.model}`, car.year, car.color, car.steeringWheel);
}

function code(input: Record<string, unknown>, field: string, message: string): string {
  const value = input[field];
  if (typeof value !== "string" || !/^[a-z0-9-]{1,80}$/.test(value)) fail(400, "VALIDATION", message);
  return value;
}

export function brandList(db: DB): Brand[] {
  return db.prepare("SELECT name, code FROM tradein_brands ORDER BY sort").all() as Brand[];
}

/** An unknown brand is an empty list, as the old site's lookups fall back to one. */
export function modelList(db: DB, brandCode: string): Model[] {
  return db
    .prepare("SELECT name AS modelName, code AS modelCode FROM tradein_models WHERE brand_code = ? ORDER BY name COLLATE NOCASE")
    .all(brandCode) as Model[];
}

/** Generations, newest first, each with its modifications. */
export function submodelList(db: DB, modelCode: string): Submodel[] {
  const generations = db
    .prepare(
      "SELECT id, code, name, year_from AS yearFrom, year_to AS yearTo FROM tradein_generations WHERE model_code = ? ORDER BY year_from DESC, sort",
    )
    .all(modelCode) as Array<{ id: number; code: string; name: string; yearFrom: number; yearTo: number | null }>;
  const mods = db.prepare("SELECT name, id AS modificationId FROM tradein_modifications WHERE generation_id = ? ORDER BY sort");
  return generations.map((gen) => ({
    name: `${gen.name} (${gen.yearFrom}–${gen.yearTo ?? "н. в."})`,
    code: gen.code,
    yearFrom: gen.yearFrom,
    yearTo: gen.yearTo,
    modificationList: mods.all(gen.id) as Submodel["modificationList"],
  }));
}

type ModificationRow = {
  id: string;
  name: string;
  newPrice: number;
  generation: string;
  yearFrom: number;
  yearTo: number | null;
  model: string;
  brand: string;
};

function modification(db: DB, id: string): ModificationRow | undefined {
  return db
    .prepare(
      `SELECT mo.id, mo.name, mo.new_price AS newPrice, g.name AS generation, g.year_from AS yearFrom, g.year_to AS yearTo,
              m.name AS model, b.name AS brand
         FROM tradein_modifications mo
         JOIN tradein_generations g ON g.id = mo.generation_id
         JOIN tradein_models m ON m.code = g.model_code
         JOIN tradein_brands b ON b.code = m.brand_code
        WHERE mo.id = ?`,
    )
    .get(id) as ModificationRow | undefined;
}

/** The registry's answer, or what the VIN itself says: its maker (WMI) and model year. */
export function carData(db: DB, id: VehicleId): CarData {
  const row = db
    .prepare(
      `SELECT r.color, r.year, r.steering_wheel, b.name AS mark, m.name AS model
         FROM tradein_registry r JOIN tradein_models m ON m.code = r.model_code JOIN tradein_brands b ON b.code = m.brand_code
        WHERE ${id.kind === "plate" ? "r.plate" : "r.vin"} = ?`,
    )
    .get(id.value) as CarData | undefined;
  if (row) return row;
  if (id.kind === "plate") {
    fail(404, "NOT_FOUND", `Автомобиль с госномером ${id.value} не найден. Укажите VIN или выберите марку и модель вручную.`);
  }
  const brand = db
    .prepare("SELECT b.name FROM tradein_wmi w JOIN tradein_brands b ON b.code = w.brand_code WHERE w.wmi = ?")
    .pluck()
    .get(id.value.slice(0, 3)) as string | undefined;
  if (!brand) fail(404, "NOT_FOUND", "Не удалось определить марку по VIN. Выберите марку и модель вручную.");
  return { color: "", year: vinModelYear(id.value, PRICE_YEAR + 1), steering_wheel: "", mark: brand, model: "" };
}

/** The newest model year taken: next year's cars may already be on the road (the storefront's rule too). */
const newestModelYear = () => new Date().getUTCFullYear() + 1;

const whole = (message: string, min: number, max: number | (() => number)) =>
  z.preprocess(
    (v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .refine((n) => n <= (typeof max === "number" ? max : max()), { error: message }),
  );

export const predictSchema = z.object({
  modificationId: z.string({ error: "Не указана модификация" }).regex(/^[a-z0-9-]{1,120}$/, { error: "Не указана модификация" }),
  year: whole("Укажите год выпуска", OLDEST_YEAR, newestModelYear),
  mileage: whole(`Укажите пробег от 0 до ${MAX_MILEAGE.toLocaleString("ru-RU")} км`, 0, MAX_MILEAGE),
  owners: whole("Укажите число владельцев: 1, 2 или 3 и более", 1, 3).optional().default(1),
  condition: z.enum(CONDITIONS, { error: "Укажите состояние автомобиля" }).optional().default("good"),
  city: z.string().max(64).optional(),
});

export type Prediction = {
  found_info: {
    REQUEST_RESULT: {
      tradein_dealer_matrix_buyout: number;
      market_price: number;
      market_price_min: number;
      market_price_max: number;
    };
  };
  car: {
    modificationId: string;
    brand: string;
    model: string;
    generation: string;
    modification: string;
    year: number;
    mileage: number;
    owners: number;
    condition: CarCondition;
    conditionName: string;
  };
};

export function predict(db: DB, input: Record<string, unknown>): Prediction {
  const parsed = predictSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Array<ApiError & { field: string }> = [];
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (!errors.some((e) => e.field === field)) errors.push({ code: "VALIDATION", message: issue.message, field });
    }
    throw new ApiFailure(400, errors);
  }
  const request = parsed.data;
  const mod = modification(db, request.modificationId);
  if (!mod) fail(404, "NOT_FOUND", "Модификация не найдена");
  const lastYear = Math.min(mod.yearTo ?? newestModelYear(), newestModelYear());
  if (request.year < mod.yearFrom || request.year > lastYear) {
    throw new ApiFailure(400, [
      { code: "VALIDATION", field: "year", message: `${mod.brand} ${mod.model} ${mod.generation} выпускался в ${mod.yearFrom}–${lastYear} годах` } as ApiError,
    ]);
  }
  const estimate = estimatePrice({
    newPrice: mod.newPrice,
    year: request.year,
    mileage: request.mileage,
    owners: request.owners,
    condition: request.condition,
    region: regionFactor(request.city ?? (typeof input.sFiasId === "string" ? input.sFiasId : undefined)),
  });
  return {
    found_info: {
      REQUEST_RESULT: {
        tradein_dealer_matrix_buyout: estimate.buyout,
        market_price: estimate.marketPrice,
        market_price_min: estimate.marketMin,
        market_price_max: estimate.marketMax,
      },
    },
    car: {
      modificationId: mod.id,
      brand: mod.brand,
      model: mod.model,
      generation: mod.generation,
      modification: mod.name,
      year: request.year,
      mileage: request.mileage,
      owners: request.owners,
      condition: request.condition,
      conditionName: CONDITION_NAMES[request.condition],
    },
  };
}

export type MarketPrice = { id: number; marketPrice: number; marketMin: number; marketMax: number };

/**
 * Market prices of catalogue cars with a mileage, for the "good price" badges: the price
 * model on the modification's price new, the car's year, mileage and owners, in good
 * condition, without the city (the badge compares with the whole market).
 */
export function marketPrices(db: DB, ids: number[]): MarketPrice[] {
  if (!ids.length) return [];
  const rows = db
    .prepare(
      `SELECT c.id, c.year, c.mileage, d.owners,
              (SELECT mo.new_price FROM tradein_models m
                 JOIN tradein_generations g ON g.model_code = m.code
                 JOIN tradein_modifications mo ON mo.generation_id = g.id
                WHERE m.brand_code = c.brand_code AND m.catalog_code = c.model_code AND mo.catalog_label = c.modification
                LIMIT 1) AS newPrice
         FROM cars c JOIN car_details d ON d.car_id = c.id
        WHERE c.condition = 'used' AND c.id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as Array<{ id: number; year: number; mileage: number; owners: number | null; newPrice: number | null }>;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row?.newPrice) return [];
    const estimate = estimatePrice({ newPrice: row.newPrice, year: row.year, mileage: row.mileage, owners: row.owners ?? 1 });
    return [{ id, marketPrice: estimate.marketPrice, marketMin: estimate.marketMin, marketMax: estimate.marketMax }];
  });
}

/** The evaluation a trade-in request or an order carries: what getPredict takes. */
export function evaluation(db: DB, value: unknown, field: string): Prediction {
  if (!value || typeof value !== "object" || Array.isArray(value)) {
    throw new ApiFailure(400, [{ code: "VALIDATION", message: "Не указан оцениваемый автомобиль", field } as ApiError]);
  }
  try {
    return predict(db, value as Record<string, unknown>);
  } catch (error) {
    if (error instanceof ApiFailure) throw new ApiFailure(400, error.errors.map((e) => ({ ...e, field })));
    throw error;
  }
}

/** What a lead stores of an evaluated car: the car as the visitor chose it and the estimate at that moment. */
export function evaluatedCar(prediction: Prediction) {
  const result = prediction.found_info.REQUEST_RESULT;
  return {
    ...prediction.car,
    buyout: result.tradein_dealer_matrix_buyout,
    marketPrice: result.market_price,
  };
}

const text = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: message });

export const manualEvaluationSchema = callBackSchema.extend({
  BRAND: text(50, "Укажите марку"),
  MODEL: text(50, "Укажите модель"),
  YEAR: whole("Укажите год выпуска", 1950, newestModelYear),
  MILEAGE: whole(`Укажите пробег от 0 до ${MAX_MILEAGE.toLocaleString("ru-RU")} км`, 0, MAX_MILEAGE),
});

export const tradeInRegisterSchema = callBackSchema.extend({
  DEALER: z.string({ error: "Выберите дилерский центр" }).regex(/^[a-z0-9-]{1,64}$/, { error: "Выберите дилерский центр" }),
  CAR: z.unknown(),
});

function formErrors(error: z.ZodError): never {
  throw new ApiFailure(400, fieldErrors(error));
}

function idList(value: unknown): number[] {
  const raw = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  if (raw.length > MAX_MARKET_IDS) fail(400, "VALIDATION", `Можно запросить не более ${MAX_MARKET_IDS} автомобилей`);
  return [
    ...new Set(
      raw
        .map((v) => (typeof v === "number" ? v : typeof v === "string" && /^\s*\d{1,12}\s*$/.test(v) ? Number(v) : NaN))
        .filter((v) => Number.isSafeInteger(v) && v > 0),
    ),
  ];
}

export const tradeInModule: DealerApiModule = {
  name: "tradein",
  seed: ({ db }) => seedTradeIn(db),
  register(router, { db }) {
    endpoint(router, ["GET"], "/api/rrt/tradein/Controller/getPageData", () => TRADE_IN_PAGE);

    endpoint(router, ["POST"], "/api/rrt/tradein/Predict/getBrandList", () => brandList(db));

    endpoint(router, ["POST"], "/api/rrt/tradein/Predict/getModelList", (input) =>
      modelList(db, code(input, "brand", "Не указана марка brand")),
    );

    endpoint(router, ["POST"], "/api/rrt/tradein/Predict/getSubmodelList", (input) =>
      submodelList(db, code(input, "model", "Не указана модель model")),
    );

    endpoint(router, ["POST"], "/api/rrt/tradein/Predict/getDataByCar", (input) => {
      const given = typeof input.plate === "string" && input.plate.trim() ? "plate" : typeof input.vin === "string" && input.vin.trim() ? "vin" : "number";
      const raw = input[given];
      if (typeof raw !== "string") fail(400, "VALIDATION", "Укажите госномер или VIN");
      const parsed = given === "plate" ? parsePlate(raw) : given === "vin" ? parseVin(raw) : parseVehicleId(raw);
      if (!parsed.ok) throw new ApiFailure(400, [{ code: "VALIDATION", message: parsed.message, field: given } as ApiError]);
      return carData(db, parsed.id);
    });

    endpoint(router, ["POST"], "/api/rrt/tradein/Predict/getPredict", (input) => predict(db, input));

    endpoint(router, ["POST"], "/api/rrt/form/ManualCarEvaluationForm/create", (input) => {
      const parsed = manualEvaluationSchema.safeParse(input);
      if (!parsed.success) formErrors(parsed.error);
      return storeLead(db, { type: "ManualCarEvaluationForm", payload: parsed.data, page: parsed.data.URL ?? null, visitor: input.FUserId });
    });

    endpoint(router, ["POST"], "/api/rrt/form/TradeInRegisterForm/create", (input) => {
      const parsed = tradeInRegisterSchema.safeParse(input);
      if (!parsed.success) formErrors(parsed.error);
      const dealer = db.prepare("SELECT code, name FROM dealer_centers WHERE code = ?").get(parsed.data.DEALER) as
        | { code: string; name: string }
        | undefined;
      if (!dealer) throw new ApiFailure(400, [{ code: "VALIDATION", message: "Выберите дилерский центр", field: "DEALER" } as ApiError]);
      // The estimate is worked out again here: the lead keeps the API's own numbers, not the page's.
      const car = evaluatedCar(evaluation(db, parsed.data.CAR, "CAR"));
      const payload = { ...parsed.data, DEALER: dealer.code, DEALER_NAME: dealer.name, CAR: car };
      return storeLead(db, { type: "TradeInRegisterForm", payload, page: parsed.data.URL ?? null, visitor: input.FUserId });
    });

    endpoint(router, ["POST"], "/api/rrt/tradein/Predict/getMarketPrices", (input) => ({ items: marketPrices(db, idList(input.ids)) }));
  },
};
