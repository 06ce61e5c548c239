import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { postRouting } from "~/forms/site-posts";
import { href } from "~/paths";
import { acceptCookieNotice } from "~/services/cookie-notice.server";
import { readFormBody } from "~/services/form-body.server";

/** Nothing to show here: the notice lives on every page. */
export async function loader() {
  return redirect(href("index"));
}

/**
 * 'Понятно' on the cookie notice. The plain form gets a 303 back to the page it came from;
 * the fetcher just gets the cookie. The form has no fields to check but where to return.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const body = await readFormBody(request);
  if (!body.ok) return data({ ok: false, message: body.message }, { status: body.status });
  context.setCookie(acceptCookieNotice(context.config.isProduction));
  const { returnTo, viaFetcher } = postRouting(body.form, href("index"));
  if (viaFetcher) return data({ ok: true, message: null });
  return redirect(returnTo, 303);
}
