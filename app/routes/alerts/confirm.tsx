import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { tokenPostSchema } from "~/forms/alerts";
import { ALERT_TEXTS } from "~/forms/alert-texts";
import { HoneypotInputs } from "~/components/forms/HoneypotInputs";
import { href } from "~/paths";
import { handlePost } from "~/server/post.server";
import { confirmByLink, subscriptionByToken, tokenOf } from "~/services/alerts.server";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

/**
 * The confirmation link of an alert e-mail (double opt-in, ADR 044). Opening it only asks: a
 * mail scanner that follows links must not subscribe anybody; the button's post confirms.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Подтверждение подписки");

export const handle = { breadcrumb: "alerts_confirm", noindex: true } satisfies RouteHandle;

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = tokenOf(request);
  const subscription = await subscriptionByToken(context, token, "confirm");
  return data({ token, subscription }, { status: subscription ? 200 : 400, headers: { "Cache-Control": "private, no-store" } });
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  return handlePost(args, {
    form: "alert-confirm",
    schema: tokenPostSchema,
    limit: "posts",
    run: async (_value, { formData }) => {
      const token = tokenOf(request, formData);
      // A link that no longer names a subscription is refused (400); otherwise the page tells the new state.
      return (await confirmByLink(context, token)) ?? redirect(`${href("alerts_confirm", undefined, { token })}#alert-state`, 303);
    },
    success: href("alerts"),
  });
}

export default function ConfirmPage() {
  const { token, subscription } = useLoaderData<typeof loader>();
  return (
    <div className="page container alerts-page">
      <h1 className="page__title">Подтверждение подписки</h1>
      <div id="alert-state">
        {!subscription ? (
          <p className="alert">{ALERT_TEXTS.badLink}. Подпишитесь ещё раз в <Link to={href("catalog")}>каталоге</Link>.</p>
        ) : subscription.status === "active" ? (
          <p className="alert" role="status">
            Подписка подтверждена: «{subscription.title}». Мы сообщим на {subscription.address}.
          </p>
        ) : (
          <Form method="post" className="alert-token-form">
            <HoneypotInputs formId="alert-confirm" />
            <input type="hidden" name="token" value={token} />
            <p>
              Получать на {subscription.address} уведомления: «{subscription.title}»?
            </p>
            <button type="submit" className="btn btn--primary">
              Подтвердить подписку
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
