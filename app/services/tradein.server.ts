import type { AppLoadContext } from "@remix-run/node";
import {
  type EvaluatedCar,
  type Evaluation,
  type EvaluationQuery,
  type KeptEstimate,
  type VehicleLookup,
  OLDEST_ONLINE_YEAR,
  TRADE_IN_MESSAGES,
  vehicleIdError,
} from "~/forms/tradein";
import { isFeatureEnabled } from "~/utils/features";
import { newestModelYear } from "~/utils/model-year";
import { formatPlate, parseVehicleId } from "../../lib/vehicle-id";
import { formatMileage } from "~/utils/format";
import { DealerApiBusinessError } from "~/dealer-client/errors.server";
import type { MarketPrice, Prediction, TradeInSubmodel } from "~/dealer-client/tradein-endpoints";

export type { Evaluation, KeptEstimate, VehicleLookup };

/*
 * Trade-in on the server (docs/product.md §4.19): the evaluation worked out from the URL,
 * the estimate kept in the session for the purchase, and the market prices behind the
 * catalogue's price badges. Lookups are sections: a failure is an empty list, and the
 * visitor is offered the manual evaluation instead.
 */

const same = (a: string, b: string) => a.localeCompare(b, "ru", { sensitivity: "base" }) === 0;

export async function loadEvaluation(context: AppLoadContext, requested: EvaluationQuery): Promise<Evaluation> {
  const query = { ...requested };
  const [brands, lookup] = await Promise.all([
    context.section("tradein brands", context.api.send("getTradeInBrandList"), []),
    query.number ? lookUpVehicle(context, query.number) : undefined,
  ]);

  // The car data fills what the visitor has not chosen yet: brand, model and year.
  const prefill = lookup?.status === "found" && !query.brand ? lookup.car : undefined;
  if (prefill) {
    query.brand = brands.find((b) => same(b.name, prefill.mark))?.code;
    if (prefill.year && !query.year) query.year = prefill.year;
  }
  if (query.brand && !brands.some((b) => b.code === query.brand)) query.brand = undefined;

  const models = query.brand
    ? await context.section("tradein models", context.api.send("getTradeInModelList", { brand: query.brand }), [])
    : [];
  if (prefill && query.brand && prefill.model) query.model = models.find((m) => same(m.modelName, prefill.model))?.modelCode;
  if (query.model && !models.some((m) => m.modelCode === query.model)) query.model = undefined;

  const generations = query.model
    ? await context.section("tradein generations", context.api.send("getTradeInSubmodelList", { model: query.model }), [])
    : [];
  const generationValue = (g: TradeInSubmodel) => `${query.model}-${g.code}`;
  // A known year picks the generation when only one was made that year.
  if (!query.generation && query.year && generations.length) {
    const matching = generations.filter((g) => yearsOf(g).includes(query.year!));
    if (matching.length === 1) query.generation = generationValue(matching[0]);
  }
  const generation = generations.find((g) => generationValue(g) === query.generation);
  if (!generation) query.generation = undefined;
  const modification = generation?.modificationList.find((m) => m.modificationId === query.modification);
  if (!modification) query.modification = undefined;

  const years = generation ? yearsOf(generation) : [];
  const errors: Evaluation["errors"] = {};
  // A year from the car data or an earlier generation that this generation was not made in is dropped.
  if (query.year && generation && !years.includes(query.year)) query.year = undefined;
  if (modification && query.calculate) {
    if (!query.year) errors.year = TRADE_IN_MESSAGES.year;
    if (query.mileage === undefined) errors.mileage = TRADE_IN_MESSAGES.mileage;
  } else if (query.mileageInvalid) {
    errors.mileage = TRADE_IN_MESSAGES.mileage;
  }

  let prediction: Prediction | undefined;
  let predictionError: string | undefined;
  if (modification && query.year && query.mileage !== undefined && !errors.year && !errors.mileage) {
    try {
      prediction = await context.api.send("getTradeInPredict", predictPayloadOf(carOf(query)!));
    } catch (error) {
      context.logger.warn("trade-in prediction failed", { error: String(error) });
      predictionError =
        error instanceof DealerApiBusinessError && error.errors[0]?.message
          ? error.errors[0].message
          : "Не удалось рассчитать стоимость. Попробуйте позже или оставьте заявку на оценку менеджером.";
    }
  }

  return {
    query,
    brands,
    models,
    generations,
    generation,
    modificationName: modification?.name,
    years,
    lookup,
    errors,
    prediction,
    predictionError,
  };
}

/** The model years of a generation the online evaluation takes, newest first. */
function yearsOf(generation: TradeInSubmodel): number[] {
  const from = Math.max(generation.yearFrom, OLDEST_ONLINE_YEAR);
  const newest = newestModelYear();
  const to = Math.min(generation.yearTo ?? newest, newest);
  const years: number[] = [];
  for (let year = to; year >= from; year--) years.push(year);
  return years;
}

/** The car of a complete evaluation, as getPredict and the forms take it. */
export function carOf(query: EvaluationQuery): EvaluatedCar | undefined {
  if (!query.modification || !query.year || query.mileage === undefined) return undefined;
  return { modificationId: query.modification, year: query.year, mileage: query.mileage, owners: query.owners, condition: query.condition };
}

async function lookUpVehicle(context: AppLoadContext, number: string): Promise<VehicleLookup> {
  const invalid = vehicleIdError(number);
  if (invalid) return { status: "error", number, message: invalid };
  const id = parseVehicleId(number);
  const shown = id.ok && id.id.kind === "plate" ? formatPlate(id.id.value) : id.ok ? id.id.value : number;
  try {
    const car = await context.api.send("getTradeInDataByCar", { number: id.ok ? id.id.value : number });
    return { status: "found", number: shown, car };
  } catch (error) {
    if (error instanceof DealerApiBusinessError) {
      return { status: "error", number: shown, message: error.errors[0]?.message || "Автомобиль не найден" };
    }
    context.logger.warn("trade-in car data failed", { error: String(error) });
    return {
      status: "error",
      number: shown,
      message: "Не удалось получить данные автомобиля. Выберите марку и модель вручную.",
    };
  }
}

export async function tradeInEnabled(context: AppLoadContext): Promise<boolean> {
  return isFeatureEnabled(await context.features(), "trade_in");
}

/** The kept estimate, while trade-in is switched on. */
export async function keptEstimate(context: AppLoadContext): Promise<KeptEstimate | null> {
  const kept = context.session.get("tradeIn");
  if (!kept || !(await tradeInEnabled(context))) return null;
  return kept;
}

/** Values the car again with the dealer API (never trusting the page) and keeps the estimate. */
export async function keepEstimate(context: AppLoadContext, car: EvaluatedCar, evaluationPath: string): Promise<KeptEstimate> {
  const prediction = await context.api.send("getTradeInPredict", predictPayloadOf(car));
  const result = prediction.found_info.REQUEST_RESULT;
  const kept: KeptEstimate = {
    car,
    title: `${prediction.car.brand} ${prediction.car.model} ${prediction.car.generation}, ${car.year} г., ${formatMileage(car.mileage)}`,
    modification: prediction.car.modification,
    buyout: result.tradein_dealer_matrix_buyout,
    marketPrice: result.market_price,
    evaluationPath,
  };
  context.session.set("tradeIn", kept);
  return kept;
}

export function forgetEstimate(context: AppLoadContext) {
  context.session.unset("tradeIn");
}

/** What the order lead carries of a kept estimate: the car; the dealer API values it again. */
export function tradeInForOrder(kept: KeptEstimate | null) {
  return kept ? { TRADE_IN: predictPayloadOf(kept.car) } : {};
}

/** getPredict's fields of an evaluated car. */
function predictPayloadOf(car: EvaluatedCar) {
  return { modificationId: car.modificationId, year: car.year, mileage: car.mileage, owners: car.owners, condition: car.condition };
}

/**
 * Market prices of the used cars among `cars`, by id, for the price badges; nothing when
 * trade-in is off or the call fails (the badges are left out).
 */
export async function marketPricesFor(
  context: AppLoadContext,
  cars: ReadonlyArray<{ id: number; condition: "new" | "used"; mileageDoubtful?: boolean }>,
): Promise<Record<number, MarketPrice>> {
  // A mileage that may have been rolled back has no market price: it would be worked out at
  // the lower figure and call the car a bargain (issue 44, item 6).
  const ids = cars.filter((car) => car.condition === "used" && !car.mileageDoubtful).map((car) => car.id);
  if (!ids.length || !(await tradeInEnabled(context))) return {};
  const { items } = await context.section("market prices", context.api.send("getMarketPrices", { ids }), { items: [] });
  return Object.fromEntries(items.map((item) => [item.id, item]));
}
