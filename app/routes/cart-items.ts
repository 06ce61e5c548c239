import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { href } from "~/paths";
import { cartAction } from "~/services/cart.server";

/** Only posts belong here; a visitor who lands on it sees the cart. */
export async function loader() {
  return redirect(href("cart"));
}

/**
 * The cart's buttons on every page post here: a fetcher gets the result as JSON, a plain
 * post a 303 back. A resource route answers with a Response of its own, so the status of a
 * refusal (400, 409, 503) is sent as it is.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const result = await cartAction(request, context);
  return Response.json(result.data, { status: result.init?.status ?? 200 });
}
