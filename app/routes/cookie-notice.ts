import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { cookieNoticeSchema } from "~/forms/site-posts";
import { href } from "~/paths";
import { handleResourcePost } from "~/server/post.server";
import { acceptCookieNotice } from "~/services/cookie-notice.server";

/** Nothing to show here: the notice lives on every page. */
export async function loader() {
  return redirect(href("index"));
}

/**
 * 'Понятно' on the cookie notice. The plain form gets a 303 back to the page it came from;
 * the fetcher just gets the cookie. The form has no fields to check but where to return.
 */
export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return handleResourcePost(args, {
    form: "cookie-notice",
    schema: cookieNoticeSchema,
    success: (post) => post.returnTo(href("index")),
    run: () => context.setCookie(acceptCookieNotice(context.config.isProduction)),
  });
}
