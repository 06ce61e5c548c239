import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CallBackSection } from "~/components/forms/CallBackSection";
import { MaintenanceCalculator } from "~/components/service/MaintenanceCalculator";
import { callBackLead } from "~/server/lead-post.server";
import { handlePost } from "~/server/post.server";
import { requireFeature } from "~/services/features.server";
import { loadMaintenancePage } from "~/services/maintenance.server";
import serviceStyles from "~/styles/service.css?url";
import { crumbOf } from "~/utils/breadcrumbs";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import type { RouteHandle } from "~/utils/route-handle";

/*
 * /service/to: the maintenance calculator (docs/product.md, "Maintenance calculator"). The car
 * is the address's query (a GET form), the answer the dealer API's regulation step and price;
 * a car whose regulation is not known gets the «от …» and the call-back form, which posts here.
 */

const TITLE = "Расчёт стоимости ТО";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: serviceStyles }];

export const handle = { breadcrumb: () => [crumbOf("service"), crumbOf("service_to")], feature: "service" } satisfies RouteHandle;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, TITLE, "Стоимость планового ТО по регламенту производителя: работы, запчасти, масла и фильтры с ценами для вашего автомобиля и пробега.");

export const headers = pageHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  return loadMaintenancePage(context, new URL(request.url));
}

/** «Заказать звонок» for a car whose regulation is not known: the call-back lead. */
export async function action(args: ActionFunctionArgs) {
  await requireFeature(args.context, handle.feature);
  return handlePost(args, callBackLead(args));
}

export default function MaintenancePage() {
  const page = useLoaderData<typeof loader>();
  return (
    <div className="page container service-page">
      <h1 className="page__title">{TITLE}</h1>
      <p className="page__lead">
        Выберите автомобиль, год выпуска и пробег: покажем, какое ТО по регламенту производителя вам предстоит, что в него входит и
        сколько оно стоит — до рубля.
      </p>
      <MaintenanceCalculator page={page} />
      {page.answer && !page.answer.quote.known ? (
        <CallBackSection id="maintenance-call" className="page-section" title="Рассчитаем ТО по телефону" text="Оставьте телефон — мастер перезвонит и назовёт цену ТО для вашего автомобиля." />
      ) : null}
    </div>
  );
}
