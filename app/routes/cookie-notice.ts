import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { href } from "~/paths";
import { acceptCookieNotice } from "~/services/cookie-notice.server";
import { safeReturnPath } from "~/utils/safe-redirect";

/** Nothing to show here: the notice lives on every page. */
export async function loader() {
  return redirect(href("index"));
}

/**
 * 'Понятно' on the cookie notice. The plain form sends the page it came from and gets a
 * 303 back to it; the fetcher sends nothing and just gets the cookie.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const headers = { "Set-Cookie": acceptCookieNotice(context.config.isProduction) };
  const returnTo = form.get("returnTo");
  if (returnTo !== null) return redirect(safeReturnPath(returnTo), { status: 303, headers });
  return data({ ok: true }, { headers });
}
