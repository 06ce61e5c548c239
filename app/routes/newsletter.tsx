import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import type { RootLoader } from "~/utils/root-data";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { newsletterSchema } from "~/forms/newsletter";
import { replyFor } from "~/forms/reply";
import { safeReturnPath } from "~/utils/safe-redirect";
import { href } from "~/paths";
import type { RouteHandle } from "~/utils/route-handle";
import { leadPost } from "~/server/lead-post.server";
import { handlePost } from "~/server/post.server";
import { pageHeaders } from "~/utils/page-headers";
import { pageMeta } from "~/utils/meta";

/**
 * Where every newsletter form posts. Success goes back (303) to the page the form was on;
 * an invalid post without JS lands here, with the messages and the typed address.
 */
export const meta: MetaFunction<unknown, { root: RootLoader }> = ({ matches }) => {
  return pageMeta(matches, "Подписка на новости");
};

export const handle = { breadcrumb: "newsletter", noindex: true } satisfies RouteHandle;

// Nothing to load, but the frame draws a route's breadcrumbs from its data.
export const loader = () => null;

export const headers = pageHeaders;

export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return handlePost(
    args,
    leadPost({
      form: "newsletter",
      schema: newsletterSchema,
      send: (value) => context.api.send("createNewsSubscription", value),
      success: ({ formData }) => safeReturnPath(formData.get("back")),
      // The form stays hidden for the rest of the browser session (ADR 004).
      onSuccess: async () => context.setCookie(await context.formState.write({ newsletterSubscribed: true })),
    }),
  );
}

export default function NewsletterPage() {
  const reply = replyFor(useActionData(), "newsletter");
  const back = reply?.result.initialValue?.back;
  return (
    <div className="page container">
      {/* The footer's id (its slot is left out here): a success returns to the footer's form (ADR 045). */}
      <NewsletterForm lastResult={reply?.result} back={safeReturnPath(back, href("index"))} pageHeading />
    </div>
  );
}
