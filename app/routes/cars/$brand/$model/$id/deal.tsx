import { type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CarSubpageLead, carSubpageCrumbs } from "~/components/buying/CarSubpage";
import { DealPriceLines } from "~/components/deal/DealPriceTable";
import { DEAL_SEND_ANCHOR, DealSend } from "~/components/deal/DealSend";
import { DealSteps } from "~/components/deal/DealSteps";
import { dealSchema } from "~/forms/deal";
import { href } from "~/paths";
import { leadPost } from "~/server/lead-post.server";
import { handlePost } from "~/server/post.server";
import { loadDealPage, sendDeal } from "~/services/deal-builder.server";
import dealStyles from "~/styles/deal.css?url";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import type { RouteHandle } from "~/utils/route-handle";
import { dealChoicesQuery } from "~/view-models/deal-choices";

/**
 * «Собрать сделку» (docs/product.md, «Собрать сделку»; ADR 078): trade-in, credit or cash,
 * delivery or collection and extras as a GET form whose address is the deal, the итоговая
 * цена for it beside the steps, and «Отправить менеджеру», the whole deal as one lead. The
 * page is the visitor's own (their evaluation, their garage): kept out of search results and
 * out of the HTML cache.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: dealStyles }];

type Data = Awaited<ReturnType<typeof loadDealPage>>;
export const handle: RouteHandle<Data> = {
  noindex: true,
  breadcrumb: ({ car }) => carSubpageCrumbs(car, "car_deal", "Собрать сделку"),
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return loadDealPage(context, request, params);
}

export const headers = pageHeaders;

/** «Отправить менеджеру»: a lead form of the one pipeline; without JS back to this deal at its form. */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return handlePost(
    args,
    leadPost({
      form: "deal",
      schema: dealSchema,
      page: back,
      send: (value) => sendDeal(context, value),
      success: `${back}#${DEAL_SEND_ANCHOR}`,
    }),
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data ? `Собрать сделку: ${data.car.name}` : "Собрать сделку", data ? `Трейд-ин, кредит, доставка и оборудование для ${data.car.name} одной сделкой.` : undefined);

export default function DealPage() {
  const { car, choices, tradeIn, credit, delivery, price } = useLoaderData<typeof loader>();
  const params = { brand: car.brandCode, model: car.modelCode, id: car.id };
  const action = href("car_deal", params, dealChoicesQuery(choices));
  const loan = credit.program && credit.monthly !== null ? { program: credit.program.code, down: credit.down, term: credit.term } : null;
  return (
    <div className="page container deal-page">
      <h1 className="page__title">Собрать сделку: {car.name}</h1>
      <CarSubpageLead car={car} />
      <p>Выберите трейд-ин, кредит, доставку и оборудование: итоговая цена пересчитывается на каждом шаге. Адрес страницы хранит всю сделку.</p>
      <div className="deal-price">
        <DealSteps
          action={href("car_deal", params)}
          choices={choices}
          tradeIn={tradeIn}
          credit={credit}
          delivery={delivery}
          extras={price.extras}
          carDealer={car.dealer.sName}
        />
        <section className="deal-builder__price" aria-labelledby="deal-builder-price-title" aria-live="polite">
          <h2 id="deal-builder-price-title">Итоговая цена</h2>
          <DealPriceLines price={price} />
        </section>
        <DealSend action={action} carId={car.id} choices={choices} loan={loan} reserveHref={href("car_reserve", params)} />
      </div>
    </div>
  );
}
