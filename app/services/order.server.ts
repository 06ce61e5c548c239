import type { AppLoadContext } from "@remix-run/node";
import type { StoredLead } from "~/dealer-client/endpoints";
import type { OrderValues } from "~/forms/order";
import { clearCart } from "~/utils/cart";
import { keptEstimate, tradeInForOrder } from "./tradein.server";

/**
 * The car order, from the car page or the cart page. The dealer API stores an identical order
 * once, so a double submit is still one lead. From the cart, where the kept trade-in estimate
 * is shown, the order carries the estimate's car; and the ordered car leaves the cart, since
 * the order is what the cart was for.
 */
export async function placeOrder(context: AppLoadContext, value: OrderValues, { fromCart }: { fromCart: boolean }): Promise<StoredLead> {
  const stored = await context.api.send("orderFormCreate", { ...value, ...(fromCart ? tradeInForOrder(await keptEstimate(context)) : {}) });
  if (context.cart().car?.id === value.CAR_ID) context.session.set("cart", clearCart());
  return stored;
}
