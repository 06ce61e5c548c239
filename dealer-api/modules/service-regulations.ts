import { z } from "zod/v4";
import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { ApiFailure, endpoint, fail } from "../http";
import { parseModification } from "../seed/catalog-reference";
import { BASE_PARTS, BRAND_SERVICE, cylinders, oilLitres, type PartCode, TEMPLATE } from "../seed/service-regulations";
import { fieldError } from "./forms";
import { doneAtStep, stepDue, stepLabel, type StepDue } from "./service-regulation-step";
import { tyreStorageRates } from "./tyre-storage";

/*
 * Maintenance by the maker's regulation (docs/dealer-api.md, "Maintenance"; ADR 071): the
 * workshops' price list, the regulation of a trade-in modification, and the quote of the step
 * a car is due for, each line priced from the price list. The quote is what the calculator
 * shows and what a booking of it must agree with, to the rouble.
 */

/** The work a regulation's step is booked as; its «от …» is the price of a car without a known regulation. */
export const MAINTENANCE_WORK = "maintenance";
export const MAX_MILEAGE = 1_000_000;

export const QUOTE_MESSAGES = {
  modification: "Выберите модификацию автомобиля",
  year: (max: number) => `Укажите год выпуска от 1950 до ${max}`,
  mileage: "Укажите пробег от 0 до 1 000 000 км",
} as const;

export type PriceListWork = { code: string; name: string; description: string; priceFrom: number };

/** The price list of works: every work with its «от …» price, as the page data and the bookings show it. */
export function priceList(db: DB): PriceListWork[] {
  return db
    .prepare("SELECT code, name, description, price_from AS priceFrom FROM service_works ORDER BY sort, code")
    .all() as PriceListWork[];
}

export type QuoteLine = {
  kind: "labour" | "part" | "consumable";
  name: string;
  /** Labour: norm-hours at the brand's rate. */
  normHours: number | null;
  /** A part: how many units. */
  quantity: number | null;
  unit: string | null;
  price: number;
};

export type QuotedCar = {
  modificationId: string;
  brand: string;
  model: string;
  generation: string;
  modification: string;
  year: number;
  mileage: number;
};

export type MaintenanceQuote =
  | {
      known: true;
      car: QuotedCar;
      work: { code: string; name: string };
      step: StepDue & { title: string; label: string };
      interval: { km: number; months: number };
      labourRate: number;
      /** The step's fixed price: its included lines. */
      price: number;
      lines: QuoteLine[];
      /** Recommended at this step, not in the price: the owner may decline them. */
      recommended: QuoteLine[];
    }
  | { known: false; car: QuotedCar; work: { code: string; name: string }; priceFrom: number };

type CarRow = { id: string; spec: string; name: string; generation: string; model: string; modelCode: string; brand: string; brandCode: string };

function modificationRow(db: DB, id: string): CarRow | undefined {
  return db
    .prepare(
      `SELECT mo.id, mo.spec, mo.name, g.name AS generation, m.name AS model, m.code AS modelCode, b.name AS brand, b.code AS brandCode
         FROM tradein_modifications mo
         JOIN tradein_generations g ON g.id = mo.generation_id
         JOIN tradein_models m ON m.code = g.model_code
         JOIN tradein_brands b ON b.code = m.brand_code
        WHERE mo.id = ?`,
    )
    .get(id) as CarRow | undefined;
}

type ItemRow = { name: string; every: number; normHours: number | null; quantity: number | null; unit: string | null; partPrice: number | null; kind: string | null; optional: number };

function lineOf(item: ItemRow, rate: number): QuoteLine {
  if (item.normHours !== null) {
    return { kind: "labour", name: item.name, normHours: item.normHours, quantity: null, unit: null, price: Math.round(item.normHours * rate) };
  }
  return {
    kind: item.kind === "part" ? "part" : "consumable",
    name: item.name,
    normHours: null,
    quantity: item.quantity,
    unit: item.unit,
    price: Math.round(item.quantity! * item.partPrice!),
  };
}

const quoteInput = (max: number) =>
  z.object({
    modificationId: z.string({ error: QUOTE_MESSAGES.modification }).regex(/^[a-z0-9-]{1,120}$/, { error: QUOTE_MESSAGES.modification }),
    year: z.coerce.number({ error: QUOTE_MESSAGES.year(max) }).int({ error: QUOTE_MESSAGES.year(max) }).min(1950, { error: QUOTE_MESSAGES.year(max) }).max(max, { error: QUOTE_MESSAGES.year(max) }),
    mileage: z.coerce.number({ error: QUOTE_MESSAGES.mileage }).int({ error: QUOTE_MESSAGES.mileage }).min(0, { error: QUOTE_MESSAGES.mileage }).max(MAX_MILEAGE, { error: QUOTE_MESSAGES.mileage }),
  });

/** The car named by the request's fields, checked: else the 400 naming the field. */
export function readQuoteInput(input: Record<string, unknown>, now: Date, fields = { modificationId: "modificationId", year: "year", mileage: "mileage" }) {
  const parsed = quoteInput(now.getUTCFullYear() + 1).safeParse({ modificationId: input[fields.modificationId], year: input[fields.year], mileage: input[fields.mileage] });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const key = issue.path[0] as keyof typeof fields;
  throw new ApiFailure(400, [fieldError(fields[key], issue.message)]);
}

/**
 * The step a car is due for and its price, line by line from the price list; or, for a car
 * whose regulation is not known (an electric car, a brand the dealer does not service by
 * regulation), the maintenance work's «от …» price. Never a number made up for a car.
 */
export function maintenanceQuote(db: DB, car: { modificationId: string; year: number; mileage: number }, now: Date): MaintenanceQuote {
  const row = modificationRow(db, car.modificationId);
  if (!row) fail(404, "NOT_FOUND", "Модификация не найдена");
  const work = priceList(db).find((w) => w.code === MAINTENANCE_WORK)!;
  const quoted: QuotedCar = { ...car, brand: row.brand, model: row.model, generation: row.generation, modification: row.name };
  const fuel = parseModification(row.spec).fuel;
  const regulation = db
    .prepare(
      `SELECT r.id, r.interval_km AS km, r.interval_months AS months, l.price AS rate
         FROM service_regulations r JOIN service_labour_rates l ON l.brand_code = ?
        WHERE r.model_code = ? AND r.fuel = ?`,
    )
    .get(row.brandCode, row.modelCode, fuel) as { id: number; km: number; months: number; rate: number } | undefined;
  if (!regulation) return { known: false, car: quoted, work: { code: work.code, name: work.name }, priceFrom: work.priceFrom };

  const step = stepDue(regulation, car, now);
  const items = db
    .prepare(
      `SELECT i.name, i.every, i.norm_hours AS normHours, i.quantity, p.unit, p.price AS partPrice, p.kind, i.optional
         FROM service_regulation_items i LEFT JOIN service_parts p ON p.code = i.part_code
        WHERE i.regulation_id = ? ORDER BY i.sort`,
    )
    .all(regulation.id) as ItemRow[];
  const due = items.filter((i) => doneAtStep(i.every, step.number));
  const lines = due.filter((i) => !i.optional).map((i) => lineOf(i, regulation.rate));
  return {
    known: true,
    car: quoted,
    work: { code: work.code, name: work.name },
    step: { ...step, title: `ТО-${step.number}`, label: stepLabel(step) },
    interval: { km: regulation.km, months: regulation.months },
    labourRate: regulation.rate,
    price: lines.reduce((sum, line) => sum + line.price, 0),
    lines,
    recommended: due.filter((i) => i.optional).map((i) => lineOf(i, regulation.rate)),
  };
}

/** The price list's parts, the brands' rates and a regulation per catalogue model and kind of engine. */
function seedRegulations(db: DB) {
  const part = db.prepare("INSERT INTO service_parts (code, name, kind, unit, price) VALUES (?, ?, ?, ?, ?)");
  const rate = db.prepare("INSERT INTO service_labour_rates (brand_code, price) VALUES (?, ?)");
  const regulation = db.prepare("INSERT INTO service_regulations (model_code, fuel, interval_km, interval_months) VALUES (?, ?, ?, ?)");
  const item = db.prepare(
    "INSERT INTO service_regulation_items (regulation_id, name, every, norm_hours, part_code, quantity, optional, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const specs = db.prepare(
    `SELECT m.code, mo.spec FROM tradein_models m JOIN tradein_generations g ON g.model_code = m.code
       JOIN tradein_modifications mo ON mo.generation_id = g.id WHERE m.brand_code = ? ORDER BY m.code`,
  );
  for (const [brand, service] of Object.entries(BRAND_SERVICE)) {
    rate.run(brand, service.rate);
    for (const [code, p] of Object.entries(BASE_PARTS)) {
      // Whole tens of roubles, as price lists are.
      part.run(`${brand}:${code}`, p.name(service), p.kind, p.unit, Math.round((p.price * service.parts) / 10) * 10);
    }
    // The largest engine of each kind decides a model's quantities.
    const engines = new Map<string, { model: string; fuel: "petrol" | "diesel" | "hybrid"; volume: number }>();
    for (const { code, spec } of specs.all(brand) as Array<{ code: string; spec: string }>) {
      const mod = parseModification(spec);
      if (mod.fuel === "electric" || mod.engineVolume === null) continue;
      const key = `${code}/${mod.fuel}`;
      const fuel = mod.fuel as "petrol" | "diesel" | "hybrid";
      if ((engines.get(key)?.volume ?? 0) < mod.engineVolume) engines.set(key, { model: code, fuel, volume: mod.engineVolume });
    }
    for (const engine of engines.values()) {
      const id = Number(regulation.run(engine.model, engine.fuel, service.km, service.months).lastInsertRowid);
      const lines = TEMPLATE.filter((l) => !l.fuel || l.fuel === (engine.fuel === "diesel" ? "diesel" : "petrol"));
      lines.forEach((line, sort) => {
        if ("hours" in line) {
          item.run(id, line.name, line.every, line.hours, null, null, line.optional ? 1 : 0, sort);
          return;
        }
        const quantity =
          line.quantity === "oil" ? oilLitres(engine.volume, engine.fuel === "diesel") : line.quantity === "cylinders" ? cylinders(engine.volume) : line.quantity;
        const partName = BASE_PARTS[line.part as PartCode].name(service);
        item.run(id, partName, line.every, null, `${brand}:${line.part}`, quantity, line.optional ? 1 : 0, sort);
      });
    }
  }
}

export const serviceRegulationsModule: DealerApiModule = {
  name: "service-regulations",
  seed: ({ db }) => seedRegulations(db),
  register(router, { db }) {
    // Read on every request by the storefront, never cached there: a changed price shows at once.
    // tyreStorage: the tyre hotel's price of a wheel for a season (ADR 072).
    endpoint(router, ["GET", "POST"], "/api/rrt/service/Prices/getList", () => ({ works: priceList(db), tyreStorage: tyreStorageRates(db) }));

    endpoint(router, ["GET", "POST"], "/api/rrt/service/Regulation/getStep", (input) => {
      const now = new Date();
      return maintenanceQuote(db, readQuoteInput(input, now), now);
    });
  },
};
