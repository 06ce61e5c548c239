import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { DealerApiBusinessError } from "~/dealer-client/index.server";
import { href } from "~/paths";
import type { GarageCarForm } from "~/view-models/garage-car";
import { NotFound } from "./not-found.server";
import { personalHeaders } from "./personal.server";

/*
 * A garage car described with the trade-in lookups (/personal/garage/add-car and
 * /personal/garage/edit-car?id=…): brand → model → generation are chosen with GET forms (each
 * choice reloads the lists below it), then the modification, year, mileage, plate and VIN are
 * posted. A plate or VIN fills in what the registry knows.
 */

export type GarageCar = NonNullable<GarageCarForm["car"]>;

const CODE = /^[a-z0-9-]{1,80}$/;
const param = (url: URL, name: string) => {
  const value = url.searchParams.get(name) ?? "";
  return CODE.test(value) ? value : "";
};

/**
 * The car edit-car names (?id=); another user's id is the 404 page. Without an id there is no
 * car to name: the garage, where each car links its edit page.
 */
export async function editedGarageCar(request: Request, context: AppLoadContext): Promise<GarageCar> {
  const url = new URL(request.url);
  const id = url.searchParams.get("id") ?? "";
  if (id === "") throw redirect(href("personal_garage"));
  if (!/^\d{1,12}$/.test(id)) throw new NotFound(url.pathname);
  return context.page(context.api.send("personalGarageCar", { id: Number(id) }));
}

/** What the registry knows of a plate or VIN: brand, model and year to start from. */
async function lookUp(context: AppLoadContext, lookup: string) {
  if (!lookup) return {};
  try {
    const byCar = await context.api.send("getTradeInDataByCar", { number: lookup });
    return { found: { brand: byCar.mark, model: byCar.model, year: byCar.year } };
  } catch (error) {
    if (!(error instanceof DealerApiBusinessError)) throw error;
    return { lookupError: error.errors[0]?.message || "Автомобиль не найден" };
  }
}

/** The form's lists and values: the car's own, the address's choices, or what a lookup found. */
export async function loadGarageCarForm(request: Request, context: AppLoadContext, car: GarageCar | null) {
  const url = new URL(request.url);
  const brands = await context.page(context.api.send("getTradeInBrandList"));
  const lookup = (url.searchParams.get("lookup") ?? "").trim().slice(0, 40);
  const { found, lookupError } = await lookUp(context, lookup);

  let brand = param(url, "brand") || car?.brandCode || "";
  if (found) brand = brands.find((b) => b.name.toLowerCase() === found.brand.toLowerCase())?.code ?? brand;
  const models = brand ? await context.section("garage models", context.api.send("getTradeInModelList", { brand }), []) : [];
  let model = models.some((m) => m.modelCode === param(url, "model")) ? param(url, "model") : car && car.brandCode === brand ? car.modelCode : "";
  if (found?.model) model = models.find((m) => m.modelName.toLowerCase() === found.model.toLowerCase())?.modelCode ?? model;
  const generations = model ? await context.section("garage generations", context.api.send("getTradeInSubmodelList", { model }), []) : [];
  let generation = generations.some((g) => g.code === param(url, "generation")) ? param(url, "generation") : car && car.modelCode === model ? car.generationCode : "";
  if (found?.year) generation = generations.find((g) => found.year! >= g.yearFrom && found.year! <= (g.yearTo ?? 9999))?.code ?? generation;
  const modifications = generations.find((g) => g.code === generation)?.modificationList ?? [];

  const form: GarageCarForm = {
    car,
    lookup,
    lookupError,
    year: found?.year ? String(found.year) : car ? String(car.year) : "",
    plate: lookup && /^\D/.test(lookup) && found ? lookup : (car?.plate ?? ""),
    vin: lookup.length >= 12 && found ? lookup : (car?.vin ?? ""),
    brands: brands.map((b) => ({ value: b.code, label: b.name })),
    models: models.map((m) => ({ value: m.modelCode, label: m.modelName })),
    generations: generations.map((g) => ({ value: g.code, label: g.name })),
    modifications: modifications.map((m) => ({ value: m.modificationId, label: m.name })),
    chosen: { brand, model, generation },
  };
  return data(form, { headers: personalHeaders });
}
