import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { tokenPostSchema } from "~/forms/alerts";
import { ALERT_TEXTS } from "~/forms/alert-texts";
import { HoneypotInputs } from "~/components/forms/HoneypotInputs";
import { href } from "~/paths";
import { handlePost } from "~/server/post.server";
import { unsubscribeByLink, subscriptionByToken, tokenOf } from "~/services/alerts.server";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

/**
 * The unsubscribe link of every alert (ADR 044): no sign-in, the link's signed token says
 * which subscription. Opening it shows one button (a link preview must not unsubscribe);
 * the button's post, or a mail client's one-click post (RFC 8058: `List-Unsubscribe=One-Click`
 * to this address), unsubscribes.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Отписка от уведомлений");

export const handle = { breadcrumb: "alerts_unsubscribe", noindex: true } satisfies RouteHandle;

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  const subscription = await subscriptionByToken(context, token, "unsubscribe");
  return data({ token, subscription }, { status: subscription ? 200 : 400, headers: { "Cache-Control": "private, no-store" } });
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  return handlePost(args, {
    form: "alert-unsubscribe",
    schema: tokenPostSchema,
    limit: "posts",
    run: async (_value, { formData }) => {
      const token = tokenOf(request, formData);
      // A link that no longer names a subscription is refused (400); otherwise the page tells the new state.
      return (await unsubscribeByLink(context, token)) ?? redirect(`${href("alerts_unsubscribe", undefined, { token })}#alert-state`, 303);
    },
    success: href("alerts"),
  });
}

export default function UnsubscribePage() {
  const { token, subscription } = useLoaderData<typeof loader>();
  return (
    <div className="page container alerts-page">
      <h1 className="page__title">Отписка от уведомлений</h1>
      <div id="alert-state">
        {!subscription ? (
          <p className="alert">{ALERT_TEXTS.badLink}.</p>
        ) : subscription.status === "removed" ? (
          <p className="alert" role="status">
            Вы отписались от уведомлений «{subscription.title}». Больше мы их не пришлём.
          </p>
        ) : (
          <Form method="post" className="alert-token-form">
            <HoneypotInputs formId="alert-unsubscribe" />
            <input type="hidden" name="token" value={token} />
            <p>
              Отписаться от уведомлений «{subscription.title}» на {subscription.address}?
            </p>
            <button type="submit" className="btn btn--primary">
              Отписаться
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
