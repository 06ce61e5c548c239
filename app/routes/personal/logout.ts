import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { signOutSchema } from "~/forms/personal";
import { href } from "~/paths";
import { personalPost } from "~/server/personal-post.server";
import { handleResourcePost } from "~/server/post.server";
import { personalHeaders, setVisitorId } from "~/services/personal.server";

/**
 * «Выйти» from any personal page posts here: the dealer API unlinks the visitor's id and
 * hands out a new anonymous one, which the browser keeps from now on.
 */
export async function loader() {
  return redirect(href("personal"), { headers: personalHeaders });
}

export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return handleResourcePost(
    args,
    personalPost({
      form: "sign-out",
      schema: signOutSchema,
      success: href("personal"),
      async run() {
        const { FUserId } = await context.api.send("personalLogout");
        setVisitorId(context, FUserId);
        context.session.unset("pendingCode");
      },
    }),
  );
}
