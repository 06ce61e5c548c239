import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { href } from "~/paths";
import { handleResourcePost } from "~/server/post.server";
import { cartPost } from "~/services/cart.server";

/** Only posts belong here; a visitor who lands on it sees the cart. */
export async function loader() {
  return redirect(href("cart"));
}

/** The cart's buttons on every page post here: a fetcher gets the reply, a plain post a 303 back. */
export const action = (args: ActionFunctionArgs) => handleResourcePost(args, cartPost);
