import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CarSubpageLead, carSubpageCrumbs } from "~/components/buying/CarSubpage";
import { DealPriceTable } from "~/components/deal/DealPriceTable";
import { href } from "~/paths";
import { loadCarPrice } from "~/services/deal.server";
import dealStyles from "~/styles/deal.css?url";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import type { RouteHandle } from "~/utils/route-handle";

/**
 * A car's итоговая цена (docs/product.md, «Итоговая цена»; ADR 074): every line from the dealer
 * API for the buyer's choices in the address, which is the deal to share or print.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: dealStyles }];

type Data = Awaited<ReturnType<typeof loadCarPrice>>;
export const handle: RouteHandle<Data> = {
  breadcrumb: ({ car }) => carSubpageCrumbs(car, "car_price", "Итоговая цена"),
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { cacheControl, ...page } = await loadCarPrice(context, request, params);
  return data(page, { headers: { "Cache-Control": cacheControl } });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) =>
  pageMeta(
    matches,
    page ? `Итоговая цена ${page.car.name}, ${page.car.year}` : "Итоговая цена",
    page ? `Из чего складывается цена ${page.car.name}: скидки и их условия, оборудование, регистрация, оценка ОСАГО.` : undefined,
    page ? { canonical: page.canonicalUrl } : undefined,
  );

export default function CarPricePage() {
  const { car, price, dealQuery } = useLoaderData<typeof loader>();
  const params = { brand: car.brandCode, model: car.modelCode, id: car.id };
  return (
    <div className="page container deal-page">
      <h1 className="page__title">Итоговая цена {car.name}</h1>
      <CarSubpageLead car={car} />
      <p>
        Отметьте свои условия и нажмите «Пересчитать»: каждая скидка показана с тем, что для неё нужно. Адрес страницы хранит ваш
        выбор — его можно отправить или распечатать.
      </p>
      <DealPriceTable car={car} price={price} action={href("car_price", params)} />
      <p>
        <Link to={href("car_deal", params, dealQuery)}>Собрать сделку</Link>: выбрать автомобиль для трейд-ина, программу кредита,
        доставку и отправить всё менеджеру одной заявкой.
      </p>
    </div>
  );
}
