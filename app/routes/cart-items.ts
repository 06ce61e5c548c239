import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { href } from "~/paths";
import { cartAction } from "~/services/cart.server";

/** Only posts belong here; a visitor who lands on it sees the cart. */
export async function loader() {
  return redirect(href("cart"));
}

export const action = ({ request, context }: ActionFunctionArgs) => cartAction(request, context);
