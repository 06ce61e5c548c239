import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { href } from "~/paths";
import { loadPromotions } from "~/services/deal.server";
import dealStyles from "~/styles/deal.css?url";
import { crumbOf } from "~/utils/breadcrumbs";
import { carsCount } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import type { RouteHandle } from "~/utils/route-handle";

/**
 * The dealer's current offers (docs/product.md, «Акции»; ADR 074): each with its conditions, end
 * and the cars it applies to. An offer past its end is not in the dealer API's answer, and this
 * page is kept no longer than its first offer lasts.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: dealStyles }];

// Under «Купить автомобиль», as in the navigation.
export const handle: RouteHandle<unknown> = {
  breadcrumb: () => [crumbOf("catalog"), crumbOf("promotions")],
};

export async function loader({ context }: LoaderFunctionArgs) {
  const { cacheControl, promotions } = await loadPromotions(context);
  return data({ promotions }, { headers: { "Cache-Control": cacheControl } });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(matches, "Акции", "Текущие акции дилера: размер скидки, условия, до какого числа действует и на какие автомобили.");

export default function PromotionsPage() {
  const { promotions } = useLoaderData<typeof loader>();
  return (
    <div className="page container">
      <h1 className="page__title">Акции</h1>
      <p className="page__lead">Скидка по акции действует до указанного времени и только на те автомобили, к которым она относится.</p>
      {promotions.length ? (
        <ul className="promotions-list">
          {promotions.map((promotion) => (
            <li key={promotion.code} className="promotion card" data-code={promotion.code}>
              <h2>{promotion.title}</h2>
              <p className="promotion__amount">{promotion.amount}</p>
              <p>
                <strong>Условие:</strong> {promotion.condition}. <strong>Действует</strong> {promotion.until}, {promotion.where}.
              </p>
              <p>{promotion.text}</p>
              <p>
                <Link to={href("catalog", undefined, promotion.carsQuery)}>Автомобили по акции: {carsCount(promotion.carsCount)}</Link>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p>Сейчас акций нет. Загляните позже.</p>
      )}
    </div>
  );
}
