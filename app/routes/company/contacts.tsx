import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { DealerCard } from "~/components/dealers/DealerCard";
import { DealerMap } from "~/components/dealers/DealerMap";
import { dealerCentreView } from "~/view-models/dealer-view";
import { dealerLinks } from "~/components/dealers/links";
import { loadDealerCentres } from "~/services/dealer-centers.server";
import type { RouteHandle } from "~/utils/route-handle";
import { requireFeature } from "~/services/features.server";
import { groupByCity } from "~/utils/dealer-centres";
import { pageMeta } from "~/utils/meta";
import { plural } from "~/utils/format";
import { pageHeaders } from "~/utils/page-headers";
import { MessengerLinks } from "~/components/trust/MessengerLinks";

export const links: LinksFunction = () => dealerLinks();
export const handle = { breadcrumb: "contacts", feature: "contacts" } satisfies RouteHandle;
export const headers = pageHeaders;

/**
 * The dealer centres on a map and as a list by city, the visitor's city first; a GET form
 * narrows them to one city (`?city={fiasId}`; an unknown one shows all).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  const [centres, city, cacheControl] = await Promise.all([loadDealerCentres(context), context.city(), context.cacheControl()]);
  const all = groupByCity(centres, city?.fiasId);
  const wanted = new URL(request.url).searchParams.get("city");
  const chosen = all.find((g) => g.fiasId === wanted);
  return data(
    {
      cities: all.map((g) => ({ fiasId: g.fiasId, name: g.name, count: g.centres.length })),
      chosen: chosen?.fiasId ?? "",
      // The centres as their cards and the map show them (dealer-view.ts).
      groups: (chosen ? [chosen] : all).map((g) => ({ fiasId: g.fiasId, name: g.name, centres: g.centres.map(dealerCentreView) })),
      messengers: Object.fromEntries(centres.map(({ sCode, sTelegram, sMax, sWhatsApp }) => [sCode, { sTelegram, sMax, sWhatsApp }])),
    },
    { headers: { "Cache-Control": cacheControl } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(matches, "Контакты", "Адреса, телефоны и часы работы дилерских центров и сервисов на карте.");

export default function ContactsPage() {
  const { cities, chosen, groups, messengers } = useLoaderData<typeof loader>();
  const shown = groups.flatMap((g) => g.centres);
  return (
    <div className="page container">
      <h1 className="page__title">Контакты</h1>
      <Form method="get" className="city-filter">
        <label className="city-filter__label" htmlFor="contacts-city">
          Город
        </label>
        <select id="contacts-city" name="city" className="select city-filter__select" defaultValue={chosen} key={chosen}>
          <option value="">Все города</option>
          {cities.map((c) => (
            <option key={c.fiasId} value={c.fiasId}>
              {c.name}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn--secondary">
          Показать
        </button>
      </Form>
      <p className="city-filter__summary" role="status">
        {describeCount(shown.length)}
      </p>
      {/* The list first: on a phone the first screen is text, and the map (lazy, with its
          tiles) waits below it until the visitor scrolls there (ADR 051). */}
      <div className="dealer-layout dealer-layout--list-first">
        <div className="dealer-groups">
          {groups.map((group) => (
            <section key={group.fiasId} className="dealer-group" aria-labelledby={`city-${group.fiasId}`}>
              <h2 id={`city-${group.fiasId}`} className="dealer-group__title">
                {group.name}
              </h2>
              <ul className="dealer-list">
                {group.centres.map((centre) => (
                  <li key={centre.sCode}>
                    <DealerCard centre={centre}>
                      {messengers[centre.sCode] ? (
                        <MessengerLinks centre={messengers[centre.sCode]} label={`Написать в ${centre.sName} в мессенджер`} />
                      ) : null}
                    </DealerCard>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <DealerMap points={shown} />
      </div>
    </div>
  );
}

function describeCount(n: number): string {
  return `${n} ${plural(n, "дилерский центр", "дилерских центра", "дилерских центров")}`;
}
