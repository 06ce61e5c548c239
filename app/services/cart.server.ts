import { type AppLoadContext, redirect } from "@remix-run/node";
import type { z } from "zod/v4";
import type { cartPostSchema } from "~/forms/site-posts";
import { href } from "~/paths";
import { addToCart, clearCart, removeFromCart, type CartResult } from "~/utils/cart";
import { type Refusal, refuse } from "./refusal.server";

export type CartChange = z.output<typeof cartPostSchema>;

/**
 * Add, remove or clear the one-car cart in the session (rules: app/utils/cart.ts). The
 * price comes from the dealer API, never from the form. A refusal is told in Russian: to
 * the fetcher (409), or, without JavaScript, on the cart page via a flash notice (the
 * redirect there).
 */
export async function changeCart(context: AppLoadContext, change: CartChange, { viaFetcher }: { viaFetcher: boolean }): Promise<Refusal | Response | void> {
  const cart = context.cart();
  let result: CartResult;
  if (change.intent === "clear") {
    result = { ok: true, changed: true, cart: clearCart() };
  } else if (change.intent === "remove") {
    result = removeFromCart(cart, change.id);
  } else {
    const car = (await context.api.send("getCarsByIds", { ids: [change.id] })).items[0];
    if (!car) return refuse(404, "Автомобиль не найден");
    // Only a visitor's lists still answer such a car, and nothing may sell it (ADR 063).
    if (!car.forSale) return refuse(409, "Этот автомобиль снят с продажи. Выберите другой автомобиль в каталоге");
    result = addToCart(cart, { id: car.id, price: car.price });
  }
  if (!result.ok) {
    if (viaFetcher) return refuse(409, result.message);
    context.session.flash("notice", result.message);
    return redirect(href("cart"), 303);
  }
  context.session.set("cart", result.cart);
}

