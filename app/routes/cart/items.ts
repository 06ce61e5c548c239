import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { href } from "~/paths";
import { cartPostSchema } from "~/forms/site-posts";
import { handleResourcePost } from "~/server/post.server";
import { changeCart } from "~/services/cart.server";

/** Only posts belong here; a visitor who lands on it sees the cart. */
export async function loader() {
  return redirect(href("cart"));
}

/**
 * The cart's buttons on every page post here (changeCart): a fetcher gets the reply, a plain
 * post a 303 back, or, refused, to the cart page with the notice.
 */
export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return handleResourcePost(args, {
    form: "cart",
    schema: cartPostSchema,
    feature: "cart",
    success: (post) => post.returnTo(href("cart")),
    run: (change, { viaFetcher }) => changeCart(context, change, { viaFetcher }),
  });
}
