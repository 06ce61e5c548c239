import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ItemPost } from "~/components/personal/ItemPost";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { subscriptionDeleteSchema } from "~/forms/alerts";
import { href } from "~/paths";
import { personalPost } from "~/server/personal-post.server";
import { handlePost } from "~/server/post.server";
import { personalList } from "~/services/personal-lists.server";
import { requireSignedIn } from "~/services/personal.server";
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
  return personalList(context, context.api.send("listSubscriptions"), (subscriptions) => ({ subscriptions }));
}

/** The item's one action, for the signed-in user only (an action runs no layout loader). */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireSignedIn(request, context);
  return handlePost(
    args,
    personalPost({
      form: "alert-delete",
      schema: subscriptionDeleteSchema,
      run: async ({ id }) => void (await context.api.send("deleteSubscription", { id })),
      notice: "Подписка удалена",
      success: href("personal_alerts"),
    }),
  );
}

const KIND = { search: "Поиск", price: "Цена автомобиля" } as const;

export default function PersonalAlerts() {
  const { subscriptions, notice } = useLoaderData<typeof loader>();
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
                  <ItemPost form="alert-delete" id={sub.id} label="Удалить" accessibleLabel={`Удалить подписку: ${sub.title}`} />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </PersonalLayout>
  );
}
