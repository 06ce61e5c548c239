import { type AppLoadContext, redirect } from "@remix-run/node";
import { DealerApiBusinessError } from "~/dealer-client/index.server";
import type { MaintenanceQuote } from "~/dealer-client/service-endpoints";
import { href } from "~/paths";
import type { MaintenanceAnswer, MaintenanceChoice, MaintenancePage, MaintenancePreset, Option } from "~/view-models/maintenance";
import { workPriceText } from "~/view-models/work-price";
import { servicePrices, type ServicePrices } from "./service-prices.server";

/*
 * The maintenance calculator (/service/to, docs/product.md "Maintenance calculator"): the car
 * from the visitor's garage or chosen with the trade-in lookups (brand → model → generation →
 * modification, a GET form whose every choice is the address's query), its year and mileage,
 * and the dealer API's answer: the regulation's step due with its fixed price and lines, or,
 * for a car whose regulation is not known, the price list's «от …» and a call.
 */

const CODE = /^[a-z0-9-]{1,120}$/;
const code = (url: URL, name: string) => {
  const value = url.searchParams.get(name) ?? "";
  return CODE.test(value) ? value : "";
};
const digits = (url: URL, name: string, max: number) => {
  const value = (url.searchParams.get(name) ?? "").replace(/\s+/g, "");
  return new RegExp(`^\\d{1,${max}}$`).test(value) ? value : (url.searchParams.get(name) ?? "").trim().slice(0, 12);
};

/** The car the query names, as typed (the year and mileage are checked by the dealer API). */
export function maintenanceChoice(url: URL): MaintenanceChoice {
  return {
    car: /^\d{1,12}$/.test(url.searchParams.get("car") ?? "") ? url.searchParams.get("car")! : "",
    brand: code(url, "brand"),
    model: code(url, "model"),
    generation: code(url, "generation"),
    modification: code(url, "modification"),
    year: digits(url, "year", 4),
    mileage: digits(url, "mileage", 7),
  };
}

/** The dealer API's answer for a whole car, or the messages on its year and mileage. */
async function quoteOf(context: AppLoadContext, chosen: MaintenanceChoice) {
  try {
    const quote = await context.api.send("getMaintenanceQuote", { modificationId: chosen.modification, year: chosen.year, mileage: chosen.mileage });
    return { quote, errors: {} };
  } catch (error) {
    if (!(error instanceof DealerApiBusinessError) || error.status >= 500) throw error;
    const errors: MaintenancePage["errors"] = {};
    for (const item of error.errors) if (item.field === "year" || item.field === "mileage") errors[item.field] = item.message;
    // A modification no longer in the lookups: the visitor chooses again.
    return { quote: null, errors };
  }
}

/** The answer as shown: the step's fixed price, else the price list's «от …» for the maintenance work. */
export function maintenanceAnswer(quote: MaintenanceQuote, prices: ServicePrices): MaintenanceAnswer | null {
  const price = quote.known ? { amount: quote.price, from: false } : prices.priceOf({ code: quote.work.code });
  if (!price) return null;
  const { car } = quote;
  return {
    quote,
    price,
    priceText: workPriceText(price),
    bookingHref: `${href("service", undefined, { modification: car.modificationId, year: car.year, mileage: car.mileage })}#booking`,
  };
}

/** The signed-in visitor's garage as choices; a car chosen from it becomes its whole query (a redirect). */
async function garageOf(context: AppLoadContext, chosen: MaintenanceChoice): Promise<Option[]> {
  if (!(await context.visitor()).isAuthorized) return [];
  const { items } = await context.section("garage", context.api.send("personalGarage"), { items: [] });
  const car = items.find((c) => String(c.id) === chosen.car);
  if (car) {
    const query = { brand: car.brandCode, model: car.modelCode, generation: car.generationCode, modification: car.modificationId, year: car.year, mileage: car.mileage };
    throw redirect(`${href("service_to", undefined, query)}#maintenance-answer`);
  }
  return items.map((c) => ({ value: String(c.id), label: `${c.brand} ${c.model}, ${c.year}` }));
}

/** The calculator's page: the lists the choices so far open, and the answer once the car is whole. */
export async function loadMaintenancePage(context: AppLoadContext, url: URL): Promise<MaintenancePage> {
  const asked = maintenanceChoice(url);
  const garage = await garageOf(context, asked);
  const brandList = await context.page(context.api.send("getTradeInBrandList"));
  const brand = brandList.some((b) => b.code === asked.brand) ? asked.brand : "";
  const modelList = brand ? await context.section("maintenance models", context.api.send("getTradeInModelList", { brand }), []) : [];
  const model = modelList.some((m) => m.modelCode === asked.model) ? asked.model : "";
  const generationList = model ? await context.section("maintenance generations", context.api.send("getTradeInSubmodelList", { model }), []) : [];
  const generation = generationList.find((g) => g.code === asked.generation);
  const modification = generation?.modificationList.some((m) => m.modificationId === asked.modification) ? asked.modification : "";
  const chosen = { ...asked, brand, model, generation: generation?.code ?? "", modification };

  const whole = modification !== "" && chosen.year !== "" && chosen.mileage !== "";
  const [{ quote, errors }, prices] = await Promise.all([whole ? quoteOf(context, chosen) : { quote: null, errors: {} }, servicePrices(context)]);
  return {
    chosen,
    garage,
    brands: brandList.map((b) => ({ value: b.code, label: b.name })),
    models: modelList.map((m) => ({ value: m.modelCode, label: m.modelName })),
    generations: generationList.map((g) => ({ value: g.code, label: g.name })),
    modifications: (generation?.modificationList ?? []).map((m) => ({ value: m.modificationId, label: m.name })),
    errors,
    answer: quote ? maintenanceAnswer(quote, prices) : null,
  };
}

/**
 * The maintenance the booking opens with, from «Записаться на это ТО» (`?modification=…&year=…
 * &mileage=…`): the step and its price asked again, so the form carries the dealer API's price
 * of now; null when the query names no car or the API cannot say (the booking is then a plain one).
 */
export async function maintenancePreset(context: AppLoadContext, url: URL, prices: ServicePrices): Promise<MaintenancePreset | null> {
  const chosen = maintenanceChoice(url);
  if (!chosen.modification || !/^\d{4}$/.test(chosen.year) || !/^\d{1,7}$/.test(chosen.mileage)) return null;
  const quote = await context.section("maintenance quote", quoteOf(context, chosen).then((q) => q.quote), null);
  const answer = quote ? maintenanceAnswer(quote, prices) : null;
  if (!quote || !answer) return null;
  return {
    modificationId: quote.car.modificationId,
    year: quote.car.year,
    mileage: quote.car.mileage,
    car: { brand: quote.car.brand, model: quote.car.model, modification: quote.car.modification },
    work: quote.work.code,
    step: quote.known ? { title: quote.step.title, label: quote.step.label, price: quote.price } : null,
    priceText: answer.priceText,
  };
}
