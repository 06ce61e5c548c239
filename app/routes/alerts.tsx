import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubscribeForm } from "~/components/alerts/SubscribeForm";
import { FormMessages } from "~/components/forms/fields";
import { subscribeSchema } from "~/forms/alerts";
import { replyFor } from "~/forms/reply";
import { href } from "~/paths";
import { handlePost } from "~/server/post.server";
import { subscribe } from "~/services/alerts.server";
import { takeNotice } from "~/services/notice.server";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

/**
 * Where «Сохранить поиск» and «Следить за ценой» post (docs/product.md, «Уведомления»). The
 * result lands here: what was sent where, or the form again with its messages.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Уведомления о новых автомобилях и ценах");

export const handle = { breadcrumb: "alerts", noindex: true } satisfies RouteHandle;

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  return data({ notice: takeNotice(context) }, { headers: { "Cache-Control": "private, no-store" } });
}

/** «Сохранить поиск» and «Следить за ценой» (subscribe): rate-limited as a lead; the result is told here. */
export async function action(args: ActionFunctionArgs) {
  const { context } = args;
  return handlePost(args, {
    form: "alert-subscribe",
    schema: subscribeSchema,
    feature: "catalog",
    limit: "leads",
    run: (value) => subscribe(context, value),
    success: `${href("alerts")}#alerts-result`,
  });
}

export default function AlertsPage() {
  const { notice } = useLoaderData<typeof loader>();
  const reply = replyFor(useActionData(), "alert-subscribe");
  const typed = (reply?.result.initialValue ?? {}) as Record<string, string | undefined>;
  const carId = Number(typed.CAR_ID);
  const errors = reply?.result.error ?? {};
  // The e-mail's and the consent's messages are on their fields; any other (the channel, the API's refusals) above the button.
  const messages = (
    <FormMessages id="alert-subscribe-errors" errors={Object.entries(errors).flatMap(([name, list]) => (name === "EMAIL" || name === "AGREE_ADS" ? [] : (list ?? [])))} />
  );
  return (
    <div className="page container alerts-page">
      <h1 className="page__title">Уведомления о новых автомобилях и ценах</h1>
      <div id="alerts-result">
        {notice ? (
          <p className="alert" role="status">
            {notice}
          </p>
        ) : null}
        {reply ? (
          typed.KIND === "price" && carId > 0 ? (
            <SubscribeForm watched={{ kind: "price", carId }} reply={reply.result} messages={messages} open />
          ) : (
            <SubscribeForm watched={{ kind: "search", filters: typed.FILTERS ?? "", title: typed.TITLE ?? "" }} reply={reply.result} messages={messages} open />
          )
        ) : null}
      </div>
      <p>
        Сохраните поиск в <Link to={href("catalog")}>каталоге</Link> или следите за ценой автомобиля на его странице: мы сообщим о новых
        предложениях и снижении цены. Подписки можно посмотреть и удалить в <Link to={href("personal_alerts")}>личном кабинете</Link>, а
        отписаться — по ссылке из любого уведомления.
      </p>
    </div>
  );
}
