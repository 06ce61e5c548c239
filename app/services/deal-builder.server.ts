import { type AppLoadContext, redirect } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import type { StoredLead } from "~/dealer-client/endpoints";
import type { HeldEstimate } from "~/dealer-client/deal-endpoints";
import type { GarageCar } from "~/dealer-client/personal-endpoints";
import { DEAL_FORM_MESSAGES, type DealValues } from "~/forms/deal";
import { carIdField } from "~/forms/rules";
import { href } from "~/paths";
import { isFeatureEnabled } from "~/utils/features";
import { dealChoicesOf, type DealChoices, type TradeInSource } from "~/view-models/deal-choices";
import { dealPriceView } from "~/view-models/deal-price";
import { creditStep, renewedText, tradeInOptions } from "~/view-models/deal-steps";
import { loadCreditPrograms } from "./credit.server";
import { deliveryQuote } from "./delivery.server";
import { NotFound } from "./not-found.server";
import { refuse } from "./refusal.server";
import { keptEstimate, tradeInEnabled } from "./tradein.server";

/*
 * «Собрать сделку» (docs/product.md, «Собрать сделку»; ADR 078): a car's deal built from the
 * choices in the address. The trade-in car is named by where it comes from (the kept
 * evaluation, the garage) and held by the dealer API for the days it says; the API works out
 * every line, the «Доставка» and the trade-in one included; the loan is the one calculator's.
 */

/** The cars the visitor may trade in: the kept evaluation (the cart's), and the garage's while signed in. */
async function tradeInCars(context: AppLoadContext) {
  if (!(await tradeInEnabled(context))) return { kept: null, garage: [] as GarageCar[] };
  const [kept, visitor, features] = await Promise.all([keptEstimate(context), context.visitor(), context.features()]);
  const garage =
    visitor.isAuthorized && isFeatureEnabled(features, "personal")
      ? (await context.section("garage", context.api.send("personalGarage"), { items: [] })).items
      : [];
  return { kept, garage };
}

type EvaluatedCar = { modificationId: string; year: number; mileage: number; owners?: number; condition?: string };

/** The car a source names, among the visitor's own; null when it is not theirs (any more). */
function carOf(source: TradeInSource | null, cars: Awaited<ReturnType<typeof tradeInCars>>): EvaluatedCar | null {
  if (source === "estimate") return cars.kept?.car ?? null;
  const garage = source ? cars.garage.find((car) => `garage-${car.id}` === source) : undefined;
  return garage ? { modificationId: garage.modificationId, year: garage.year, mileage: garage.mileage } : null;
}

/** The dealer's held estimate of the chosen car (valued again once it ran out); null without one. */
async function holdFor(context: AppLoadContext, car: EvaluatedCar | null): Promise<HeldEstimate | null> {
  if (!car) return null;
  return context.api.send("holdTradeInEstimate", { owners: 1, condition: "good", ...car });
}

async function priceFor(context: AppLoadContext, carId: number, choices: DealChoices, estimate: HeldEstimate | null) {
  return context.api.send("getDealPrice", {
    id: carId,
    tradein: choices.tradein ? "1" : "0",
    credit: choices.credit ? "1" : "0",
    delivery: choices.delivery ? "1" : "0",
    extras: choices.extras.join(","),
    ...(estimate ? { tradeinEstimate: String(estimate.id) } : {}),
  });
}

/** The deal page: the car, each step's options and the итоговая цена for the choices in the address. */
export async function loadDealPage(context: AppLoadContext, request: Request, params: Params) {
  const id = carIdField.safeParse(params.id);
  if (!id.success) throw new NotFound("not a car id");
  const url = new URL(request.url);
  const choices = dealChoicesOf(url.searchParams);
  const [car, cars, programs, quote] = await Promise.all([
    context.page(context.api.send("getCar", { id: id.data })),
    tradeInCars(context),
    loadCreditPrograms(context),
    deliveryQuote(context, id.data),
  ]);
  const canonical = href("car_deal", { brand: car.brandCode, model: car.modelCode, id: car.id });
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  // A car the dealer cannot value any more (an edited garage car) leaves the step to choose again, not the page.
  const estimate = await context.section("trade-in estimate", holdFor(context, carOf(choices.tradeinFrom, cars)), null);
  const price = await context.page(priceFor(context, car.id, choices, estimate));
  const view = dealPriceView(price);
  const { name, year, price: listPrice, brandCode, modelCode, condition, dealer } = car;
  return {
    car: { id: car.id, name, year, price: listPrice, brandCode, modelCode, condition, dealer },
    choices,
    tradeIn: { options: tradeInOptions(cars.kept, cars.garage), estimate, renewed: estimate ? renewedText(estimate) : null, lost: choices.tradeinFrom !== null && !estimate },
    credit: creditStep(programs, { price: price.totals.withChoices, condition }, choices),
    delivery: quote,
    price: view,
  };
}

/**
 * «Отправить менеджеру»: the chosen trade-in car held again (the page's figures are not
 * trusted), then the deal as one lead; the dealer API stores an identical one once.
 */
export async function sendDeal(context: AppLoadContext, value: DealValues): Promise<StoredLead> {
  const source = dealChoicesOf(new URLSearchParams({ tradein: value.TRADEIN })).tradeinFrom;
  const estimate = source ? await holdFor(context, carOf(source, await tradeInCars(context))) : null;
  if (source && !estimate) throw refuse(400, { formErrors: [DEAL_FORM_MESSAGES.tradein] });
  const { NAME, PHONE, COMMENT, AGREE, CAR_ID, URL, CALLTOUCH, CALLTOUCHDATA } = value;
  return context.api.send("createDeal", {
    NAME,
    PHONE,
    COMMENT,
    AGREE,
    CAR_ID,
    URL,
    CALLTOUCH,
    CALLTOUCHDATA,
    CREDIT: value.CREDIT ? "1" : "0",
    DELIVERY: value.DELIVERY ? "1" : "0",
    EXTRAS: value.EXTRAS.join(","),
    ...(estimate ? { TRADEIN_ESTIMATE: String(estimate.id) } : {}),
    ...(value.CREDIT ? { PROGRAM: value.PROGRAM, DOWN_PAYMENT: String(value.DOWN_PAYMENT), TERM: String(value.TERM), AGREE_BANKS: value.AGREE_BANKS } : {}),
  });
}
