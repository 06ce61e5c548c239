import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import type { CreditProgram } from "../../lib/credit";
import { creditApplicationSchema } from "~/forms/credit";
import { href } from "~/paths";
import { handlePost } from "~/server/post.server";
import { CREDIT_APPLICATION_ANCHOR } from "~/utils/credit";
import { leadPost } from "./lead-forms.server";

/**
 * The car-loan programmes of the visitor's city (docs/decisions/040-credit.md). They only
 * add «от N ₽/мес» and the calculator to pages that stand without them, so a failure is
 * logged and the page is served with none, never the maintenance page.
 */
export async function loadCreditPrograms(context: AppLoadContext): Promise<CreditProgram[]> {
  try {
    return (await context.api.send("getCreditPrograms")).items;
  } catch (error) {
    context.logger.warn("credit programmes unavailable", { error: String(error) });
    return [];
  }
}

/**
 * The credit application's action (/credit, where the car page's form posts too). The
 * calculator's state is in the address posted to, so a post without JS lands back on the
 * same calculation with the answer in view.
 */
export function creditApplicationAction(args: ActionFunctionArgs) {
  const url = new URL(args.request.url);
  const back = `${href("credit")}${url.search}`;
  return handlePost(
    args,
    leadPost({
      form: "credit",
      schema: creditApplicationSchema,
      page: back,
      send: (value, { context }) => context.api.send("createCreditApplication", value),
      success: `${back}#${CREDIT_APPLICATION_ANCHOR}`,
    }),
  );
}
