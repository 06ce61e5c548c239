import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { href } from "~/paths";
import { addToCart, clearCart, removeFromCart, type CartResult } from "~/utils/cart";
import { readCart } from "./cart.server";
import { formCarId, pageCall, safeReturnPath } from "./catalog.server";
import { isFetcherPost } from "./visitor-lists.server";

export type CartActionData = { ok: true } | { ok: false; message: string };

/**
 * Add, remove or clear the one-car cart in the session (rules: app/utils/cart.ts). The
 * price comes from the dealer API, never from the form. A refusal is told in Russian: to
 * the fetcher (409), or, without JavaScript, on the cart page via a flash notice.
 */
export async function cartAction(request: Request, context: AppLoadContext, form: FormData) {
  const session = await context.sessionStorage.getSession(request.headers.get("Cookie"));
  const cart = await readCart(request, context);
  const intent = form.get("intent");
  const viaFetcher = isFetcherPost(form);
  const back = safeReturnPath(form.get("redirectTo"), href("cart"));

  let result: CartResult;
  if (intent === "clear") {
    result = { ok: true, changed: true, cart: clearCart() };
  } else if (intent === "add" || intent === "remove") {
    const id = formCarId(form.get("id"));
    if (id === null) return data<CartActionData>({ ok: false, message: "Не указан автомобиль" }, { status: 400 });
    if (intent === "remove") {
      result = removeFromCart(cart, id);
    } else {
      const { items } = await pageCall(context, () => context.api.send("getCarsByIds", { ids: [id] }));
      const car = items[0];
      if (!car) return data<CartActionData>({ ok: false, message: "Автомобиль не найден" }, { status: 404 });
      result = addToCart(cart, { id: car.id, price: car.price });
    }
  } else {
    return data<CartActionData>({ ok: false, message: "Неизвестное действие" }, { status: 400 });
  }

  if (!result.ok) {
    if (viaFetcher) return data<CartActionData>({ ok: false, message: result.message }, { status: 409 });
    session.flash("notice", result.message);
    throw redirect(href("cart"), { status: 303, headers: { "Set-Cookie": await context.sessionStorage.commitSession(session) } });
  }
  session.set("cart", result.cart);
  const headers = { "Set-Cookie": await context.sessionStorage.commitSession(session) };
  if (viaFetcher) return data<CartActionData>({ ok: true }, { headers });
  throw redirect(back, { status: 303, headers });
}

/** A notice left by a redirect (read once), with the cookie that forgets it. */
export async function takeNotice(request: Request, context: AppLoadContext) {
  const session = await context.sessionStorage.getSession(request.headers.get("Cookie"));
  const notice = session.get("notice");
  if (!notice) return { notice: null, headers: undefined };
  return { notice, headers: { "Set-Cookie": await context.sessionStorage.commitSession(session) } };
}
