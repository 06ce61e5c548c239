import type { ActionFunctionArgs } from "@remix-run/node";
import { orderSchema } from "~/forms/order";
import { safeReturnPath } from "~/utils/safe-redirect";
import { href } from "~/paths";
import { clearCart } from "~/utils/cart";
import { handlePost } from "~/server/post.server";
import { leadPost } from "./lead-forms.server";
import { keptEstimate, tradeInForOrder } from "./tradein.server";

/**
 * The order form's action, on the car page and the cart page: the lead forms' one path
 * (abuse checks, the shared schema, 400 with messages / 303 with a success flash without
 * JS, data for a fetcher). The dealer API stores an identical order once, so a double
 * submit is still one lead.
 */
export function orderAction(args: ActionFunctionArgs) {
  const path = new URL(args.request.url).pathname;
  return handlePost(
    args,
    leadPost({
      form: "order",
      schema: orderSchema,
      // From the cart, where it is shown, the order carries the kept trade-in estimate's car.
      send: async (value, { context }) =>
        context.api.send("orderFormCreate", { ...value, ...(path === href("cart") ? tradeInForOrder(await keptEstimate(context)) : {}) }),
      success: safeReturnPath(path),
      // The ordered car leaves the cart: the order is what the cart was for.
      onSuccess: async ({ context, formData }) => {
        if (context.cart().car?.id === Number(formData.get("CAR_ID"))) context.session.set("cart", clearCart());
      },
    }),
  );
}
