import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import type { RootLoader } from "~/utils/root-data";
import { NewsletterForm } from "~/components/forms/NewsletterForm";
import { newsletterSchema } from "~/forms/newsletter";
import type { LeadFormReply } from "~/forms/reply";
import { safeReturnPath } from "~/utils/safe-redirect";
import { href } from "~/paths";
import { handleLeadForm } from "~/services/lead-forms.server";
import type { RouteHandle } from "~/utils/route-handle";
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

export async function action({ request, context }: ActionFunctionArgs) {
  return handleLeadForm({
    request,
    context,
    form: "newsletter",
    schema: newsletterSchema,
    send: (value) => context.api.send("createNewsSubscription", value),
    successPath: (formData) => safeReturnPath(formData.get("back")),
    onSuccess: async () => context.setCookie(await context.formState.write({ newsletterSubscribed: true })),
  });
}

export default function NewsletterPage() {
  const actionData = useActionData<LeadFormReply>();
  const back = actionData?.result.initialValue?.back;
  return (
    <div className="page container">
      <NewsletterForm id="newsletter-page" lastResult={actionData?.result} back={safeReturnPath(back, href("index"))} pageHeading />
    </div>
  );
}
