import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { FormMessages, HoneypotInputs } from "~/components/forms/fields";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { subscriptionDeleteSchema } from "~/forms/alerts";
import { refusalMessage, replyFor } from "~/forms/reply";
import { href } from "~/paths";
import { handlePost } from "~/server/post.server";
import { takeNotice } from "~/services/cart.server";
import { personalHeaders, personalPost, requireSignedIn } from "~/services/personal.server";
import { formatDate, formatPhone } from "~/utils/format";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

/**
 * /personal/alerts: the user's saved searches and price watches (those made while signed in,
 * to their phone, or to their profile's e-mail), each removable (ADR 044).
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Мои подписки");

export const handle = { breadcrumb: "personal_alerts" } satisfies RouteHandle;

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const { items } = await context.page(context.api.send("listSubscriptions"));
  return data({ subscriptions: items, notice: takeNotice(context) }, { headers: personalHeaders });
}

export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireSignedIn(request, context);
  return handlePost(
    args,
    personalPost({
      form: "alert-delete",
      schema: subscriptionDeleteSchema,
      success: () => {
        context.session.flash("notice", "Подписка удалена");
        return href("personal_alerts");
      },
      run: async ({ id }) => void (await context.api.send("deleteSubscription", { id })),
    }),
  );
}

const KIND = { search: "Поиск", price: "Цена автомобиля" } as const;

export default function PersonalAlerts() {
  const { subscriptions, notice } = useLoaderData<typeof loader>();
  const reply = replyFor(useActionData(), "alert-delete");
  const busy = useNavigation().state === "submitting";
  return (
    <PersonalLayout title="Мои подписки" notice={notice}>
      {subscriptions.length === 0 ? (
        <p>
          Подписок пока нет. Сохраните поиск в <Link to={href("catalog")}>каталоге</Link> или нажмите «Следить за ценой» на странице
          автомобиля.
        </p>
      ) : (
        <ul className="personal-list">
          {subscriptions.map((sub) => (
            <li key={sub.id} className="card personal-item">
              <div className="personal-item__main">
                <p className="personal-item__text">{KIND[sub.kind]}</p>
                <h2 className="personal-item__title">{sub.url ? <Link to={sub.url}>{sub.title}</Link> : sub.title}</h2>
                <p className="personal-item__text">
                  {sub.channel === "sms" ? `СМС на ${formatPhone(sub.address)}` : `E-mail на ${sub.address}`}
                  {sub.status === "pending" ? " · ждёт подтверждения по ссылке из письма" : ""} · с {formatDate(sub.createdAt)}
                </p>
                <div className="personal-item__actions">
                  <Form method="post" className="personal-confirm__form">
                    <HoneypotInputs formId={`alert-delete-${sub.id}`} />
                    <input type="hidden" name="id" value={sub.id} />
                    <button type="submit" className="btn btn--ghost btn--small" disabled={busy} aria-label={`Удалить подписку: ${sub.title}`}>
                      Удалить
                    </button>
                    <FormMessages
                      id={`alert-delete-${sub.id}-errors`}
                      errors={reply?.result.initialValue?.id === String(sub.id) ? [refusalMessage(reply)!] : undefined}
                    />
                  </Form>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PersonalLayout>
  );
}
