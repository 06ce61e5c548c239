import type { AppLoadContext } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { redirect } from "@remix-run/node";
import { carIdField } from "~/forms/rules";
import { href } from "~/paths";
import { dealChoicesOf, dealChoicesQuery } from "~/view-models/deal-choices";
import { dealPriceView, promotionView } from "~/view-models/deal-price";
import { NotFound } from "./not-found.server";

/*
 * The итоговая цена and the promotions page (docs/product.md, «Итоговая цена» and «Акции»; ADR
 * 074). The dealer API works out every line and both totals; the storefront only asks with the
 * buyer's choices from the address and shows the answer.
 */

/** A car's итоговая цена for the choices in the request's query; a wrong spelling of its address answers 301. */
export async function loadCarPrice(context: AppLoadContext, request: Request, params: Params) {
  const id = carIdField.safeParse(params.id);
  if (!id.success) throw new NotFound("not a car id");
  const url = new URL(request.url);
  const choices = dealChoicesOf(url.searchParams);
  const [car, price, cacheControl] = await Promise.all([
    context.page(context.api.send("getCar", { id: id.data })),
    context.page(
      context.api.send("getDealPrice", {
        id: id.data,
        tradein: choices.tradein ? "1" : "0",
        credit: choices.credit ? "1" : "0",
        extras: choices.extras.join(","),
        delivery: choices.delivery ? "1" : "0",
      }),
    ),
    context.cacheControl(),
  ]);
  const canonical = href("car_price", { brand: car.brandCode, model: car.modelCode, id: car.id });
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  const { name, year, price: listPrice, brandCode, modelCode, condition, dealer } = car;
  return {
    car: { id: car.id, name, year, price: listPrice, brandCode, modelCode, condition, dealer },
    price: dealPriceView(price),
    /** The same choices for «Собрать сделку» (ADR 078). */
    dealQuery: dealChoicesQuery(choices),
    canonicalUrl: context.config.siteUrl + canonical,
    cacheControl,
  };
}

/** The visitor's city's current offers, each with the catalogue's filters for its cars. */
export async function loadPromotions(context: AppLoadContext) {
  const [answer, cacheControl] = await Promise.all([context.page(context.api.send("getPromotions")), context.cacheControl()]);
  return { promotions: answer.items.map(promotionView), cacheControl };
}
