import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { cartPostSchema, firstIssue, formFields, postRouting } from "~/forms/site-posts";
import { href } from "~/paths";
import { addToCart, clearCart, removeFromCart, type CartResult } from "~/utils/cart";
import { API_UNAVAILABLE_MESSAGE, formFailure } from "~/server/api-failures.server";
import { requireFeature } from "./features.server";
import { readFormBody } from "./form-body.server";

export type CartActionData = { ok: true } | { ok: false; message: string };

/**
 * Add, remove or clear the one-car cart in the session (rules: app/utils/cart.ts). The
 * price comes from the dealer API, never from the form. A refusal is told in Russian: to
 * the fetcher (409), or, without JavaScript, on the cart page via a flash notice.
 */
export async function cartAction(request: Request, context: AppLoadContext) {
  await requireFeature(context, "cart");
  const fail = (status: number, message: string) => data<CartActionData>({ ok: false, message }, { status });
  const body = await readFormBody(request);
  if (!body.ok) return fail(body.status, body.message);
  const post = cartPostSchema.safeParse(formFields(body.form));
  if (!post.success) return fail(400, firstIssue(post.error));
  const { returnTo, viaFetcher } = postRouting(body.form, href("cart"));
  const cart = context.cart();

  let result: CartResult;
  if (post.data.intent === "clear") {
    result = { ok: true, changed: true, cart: clearCart() };
  } else if (post.data.intent === "remove") {
    result = removeFromCart(cart, post.data.id);
  } else {
    let car;
    try {
      car = (await context.api.send("getCarsByIds", { ids: [post.data.id] })).items[0];
    } catch (error) {
      const failure = formFailure(error);
      if (!failure) throw error;
      return fail(failure.status, failure.formErrors[0] ?? API_UNAVAILABLE_MESSAGE);
    }
    if (!car) return fail(404, "Автомобиль не найден");
    result = addToCart(cart, { id: car.id, price: car.price });
  }

  if (!result.ok) {
    if (viaFetcher) return fail(409, result.message);
    context.session.flash("notice", result.message);
    throw redirect(href("cart"), 303);
  }
  context.session.set("cart", result.cart);
  if (viaFetcher) return data<CartActionData>({ ok: true });
  throw redirect(returnTo, 303);
}

/** A notice left by a redirect (read once: the session forgets it with this response). */
export function takeNotice(context: AppLoadContext): string | null {
  return context.session.get("notice") ?? null;
}
