import type { AppLoadContext } from "@remix-run/node";
import { type Cart, normalizeCart } from "~/utils/cart";

/** The visitor's cart from the signed session cookie; anything unreadable is an empty cart. */
export async function readCart(request: Request, context: AppLoadContext): Promise<Cart> {
  const session = await context.sessionStorage.getSession(request.headers.get("Cookie"));
  return normalizeCart(session.get("cart"));
}
