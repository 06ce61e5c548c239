import { z } from "zod/v4";
import { parseVehicleId } from "../../lib/vehicle-id";
import { CONDITIONS, type ConditionCode } from "./tradein-options";
import { wholeNumber } from "~/utils/catalog-filters";
import { newestModelYear } from "~/utils/model-year";
import { agreementField, commentField, nameField, phoneField, safePageUrl } from "./rules";
import type { CarData, Prediction, TradeInBrand, TradeInModel, TradeInSubmodel } from "~/dealer-client/tradein-endpoints";

/*
 * The trade-in page's forms (docs/product.md §4.19): the evaluation's GET query, the plate/VIN
 * lookup, the trade-in request (TradeInRegisterForm), the manual evaluation
 * (ManualCarEvaluationForm) and "count it in the purchase". The rules match the dealer
 * API's (docs/dealer-api.md, "Trade-in"), so what passes here passes there.
 */

/** The oldest model year the online evaluation takes; older cars go to a manager. */
export const OLDEST_ONLINE_YEAR = 2005;
export const MAX_MILEAGE = 1_000_000;

export const TRADE_IN_MESSAGES = {
  year: "Выберите год выпуска",
  mileage: "Укажите пробег в километрах, от 0 до 1 000 000",
  brand: "Укажите марку",
  model: "Укажите модель",
  manualYear: (max = newestModelYear()) => `Укажите год выпуска от 1950 до ${max}`,
  dealer: "Выберите дилерский центр",
  car: "Сначала оцените автомобиль",
} as const;

const CODE = /^[a-z0-9-]{1,120}$/;

/** The evaluation's state, as it stands in the URL: what was chosen so far, each part checked only for shape. */
export type EvaluationQuery = {
  number?: string;
  brand?: string;
  model?: string;
  generation?: string;
  modification?: string;
  year?: number;
  mileage?: number;
  /** The mileage field was sent but is not a number of km. */
  mileageInvalid: boolean;
  owners: 1 | 2 | 3;
  condition: ConditionCode;
  /** The visitor asked for the price (the final button), so missing parts are errors, not steps. */
  calculate: boolean;
};

export function parseEvaluationQuery(params: URLSearchParams): EvaluationQuery {
  const code = (name: string) => {
    const value = params.get(name)?.trim();
    return value && CODE.test(value) ? value : undefined;
  };
  // Echoed into the plate field: control characters (a raw NUL from `%00`) never go back out.
  const number = params.get("number")?.replace(/\p{Cc}/gu, "").trim().slice(0, 40) || undefined;
  const year = wholeNumber(params.get("year")) ?? undefined;
  const mileageText = params.get("mileage")?.trim() ?? "";
  const mileage = wholeNumber(mileageText) ?? undefined;
  const owners = Number(params.get("owners"));
  const condition = CONDITIONS.find((c) => c.code === params.get("condition"))?.code ?? "good";
  return {
    number,
    brand: code("brand"),
    model: code("model"),
    generation: code("generation"),
    modification: code("modification"),
    year: year !== undefined && year >= OLDEST_ONLINE_YEAR && year <= newestModelYear() ? year : undefined,
    mileage: mileage !== undefined && mileage <= MAX_MILEAGE ? mileage : undefined,
    mileageInvalid: mileageText !== "" && (mileage === undefined || mileage > MAX_MILEAGE),
    owners: owners === 2 || owners === 3 ? owners : 1,
    condition,
    calculate: params.get("calc") === "1",
  };
}

/** A whole number field (spaces between thousands allowed) from `min` to `max`. */
function wholeField(message: string | (() => string), min: number, max: number | (() => number)) {
  const say = () => (typeof message === "string" ? message : message());
  return z.string({ error: say }).transform((value, ctx) => {
    const number = wholeNumber(value) ?? undefined;
    if (number !== undefined && number >= min && number <= (typeof max === "number" ? max : max())) return number;
    ctx.issues.push({ code: "custom", message: say(), input: value });
    return z.NEVER;
  });
}

/** The evaluated car a form carries in hidden fields: what the dealer API's getPredict takes. */
const evaluatedCarFields = {
  CAR_MODIFICATION: z.string({ error: TRADE_IN_MESSAGES.car }).regex(CODE, { error: TRADE_IN_MESSAGES.car }),
  CAR_YEAR: wholeField(TRADE_IN_MESSAGES.car, OLDEST_ONLINE_YEAR, newestModelYear),
  CAR_MILEAGE: wholeField(TRADE_IN_MESSAGES.car, 0, MAX_MILEAGE),
  CAR_OWNERS: z.enum(["1", "2", "3"], { error: TRADE_IN_MESSAGES.car }).transform(Number),
  CAR_CONDITION: z.enum(
    CONDITIONS.map((c) => c.code),
    { error: TRADE_IN_MESSAGES.car }
  ),
};

export type EvaluatedCar = {
  modificationId: string;
  year: number;
  mileage: number;
  owners: number;
  condition: string;
};

function evaluatedCar(value: {
  CAR_MODIFICATION: string;
  CAR_YEAR: number;
  CAR_MILEAGE: number;
  CAR_OWNERS: number;
  CAR_CONDITION: string;
}): EvaluatedCar {
  return {
    modificationId: value.CAR_MODIFICATION,
    year: value.CAR_YEAR,
    mileage: value.CAR_MILEAGE,
    owners: value.CAR_OWNERS,
    condition: value.CAR_CONDITION,
  };
}

/**
 * TradeInRegisterForm: the evaluated car, a dealer centre to bring it to, and the visitor's
 * contacts. The browser validates the fields; the action also folds the car into `CAR`.
 */
export const tradeInRegisterFields = z.object({
  NAME: nameField,
  PHONE: phoneField,
  COMMENT: commentField,
  AGREE: agreementField,
  DEALER: z.string({ error: TRADE_IN_MESSAGES.dealer }).regex(/^[a-z0-9-]{1,64}$/, { error: TRADE_IN_MESSAGES.dealer }),
  URL: z.unknown().transform(safePageUrl),
  ...evaluatedCarFields,
});

export const tradeInRegisterSchema = tradeInRegisterFields.transform(
  ({ CAR_MODIFICATION, CAR_YEAR, CAR_MILEAGE, CAR_OWNERS, CAR_CONDITION, ...rest }) => ({
    ...rest,
    CAR: evaluatedCar({
      CAR_MODIFICATION,
      CAR_YEAR,
      CAR_MILEAGE,
      CAR_OWNERS,
      CAR_CONDITION,
    }),
  })
);

const shortText = (message: string) =>
  z
    .string({ error: message })
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, { error: message }).max(50, { error: message }));

/** ManualCarEvaluationForm: a car the lookups do not know, as the visitor writes it. */
export const manualEvaluationSchema = z.object({
  BRAND: shortText(TRADE_IN_MESSAGES.brand),
  MODEL: shortText(TRADE_IN_MESSAGES.model),
  YEAR: wholeField(TRADE_IN_MESSAGES.manualYear, 1950, newestModelYear),
  MILEAGE: wholeField(TRADE_IN_MESSAGES.mileage, 0, MAX_MILEAGE),
  NAME: nameField,
  PHONE: phoneField,
  COMMENT: commentField,
  AGREE: agreementField,
  URL: z.unknown().transform(safePageUrl),
});

/** «Учесть при покупке» and «Не учитывать»: the estimate kept in the session, or forgotten. */
export const keepEstimateSchema = z.union([
  z
    .object({ intent: z.literal("keep"), ...evaluatedCarFields })
    .transform((value) => ({ intent: "keep" as const, car: evaluatedCar(value) })),
  z.object({ intent: z.literal("forget") }),
], { error: "Не удалось сохранить оценку: рассчитайте стоимость ещё раз." });

export { CONDITIONS, type ConditionCode, OWNERS } from "./tradein-options";

/** The plate/VIN lookup's message for a value that is not one, or undefined when it is. */
export function vehicleIdError(value: string): string | undefined {
  const parsed = parseVehicleId(value);
  return parsed.ok ? undefined : parsed.message;
}

/* What the trade-in page shows, worked out on the server (app/services/tradein.server.ts). */

export type VehicleLookup =
  | { status: "found"; number: string; car: CarData }
  | { status: "error"; number: string; message: string };

export type Evaluation = {
  /** The valid part of the URL's choices; a choice that does not belong to the one before it is dropped. */
  query: EvaluationQuery;
  brands: TradeInBrand[];
  models: TradeInModel[];
  generations: TradeInSubmodel[];
  generation: TradeInSubmodel | undefined;
  modificationName: string | undefined;
  years: number[];
  lookup: VehicleLookup | undefined;
  errors: { year?: string; mileage?: string };
  prediction: Prediction | undefined;
  /** The dealer API could not value a complete request: shown instead of the price. */
  predictionError: string | undefined;
};

/** The estimate «Учесть при покупке» keeps for the cart and the order. */
export type KeptEstimate = {
  car: EvaluatedCar;
  /** "Kia Rio IV, 2019 г., 90 000 км". */
  title: string;
  modification: string;
  buyout: number;
  marketPrice: number;
  /** The evaluation's address, to change it. */
  evaluationPath: string;
};


/** A city with its dealer centres, where a car for trade-in can be brought. */
export type DealerCity = { fiasId: string; name: string; dealers: { sCode: string; sName: string }[] };
