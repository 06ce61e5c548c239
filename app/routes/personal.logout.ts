import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { href } from "~/paths";
import { personalFailure, personalHeaders, readPersonalPost, setVisitorId } from "~/services/personal.server";

/**
 * «Выйти» from any personal page posts here: the dealer API unlinks the visitor's id and
 * hands out a new anonymous one, which the browser keeps from now on.
 */
export async function loader() {
  return redirect(href("personal"), { headers: personalHeaders });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const post = await readPersonalPost(request, context, "sign-out");
  if ("refused" in post) return post.refused;
  try {
    const { FUserId } = await context.api.send("personalLogout");
    setVisitorId(context, FUserId);
  } catch (error) {
    const failure = personalFailure(error, []);
    context.logger.error("sign-out failed", { status: failure.status });
    throw new Response(failure.formErrors.join(" "), { status: failure.status });
  }
  context.session.unset("pendingCode");
  return redirect(href("personal"), { status: 303, headers: personalHeaders });
}
