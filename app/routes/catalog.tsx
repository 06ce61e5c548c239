import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import type { RootLoader } from "~/utils/root-data";
import { CarGrid } from "~/components/catalog/CarGrid";
import { CarCard } from "~/components/catalog/CarCard";
import { ListToggleForm } from "~/components/catalog/ListToggle";
import { CatalogSort } from "~/components/catalog/CatalogSort";
import { toCardView, withPriceRating } from "~/components/catalog/card-view";
import { CatalogFilters } from "~/components/catalog/CatalogFilters";
import { Pagination, SearchNotice } from "~/components/catalog/lazy";
import { href } from "~/paths";
import { marketPricesFor } from "~/services/tradein.server";
import type { CatalogList, CatalogPageData, FacetOption } from "~/dealer-client/catalog-endpoints";
import catalogStyles from "~/styles/catalog.css?url";
import {
  applyApiFilters,
  catalogQueryRecord,
  type CatalogQuery,
  EMPTY_QUERY,
  type FacetChoice,
  hasFilters,
  parseCatalogQuery,
  serializeCatalogQuery,
  setFieldsOnly,
  toListPayload,
  withPage,
} from "~/utils/catalog-filters";
import type { RouteHandle } from "~/utils/route-handle";
import { requireFeature } from "~/services/features.server";
import { pageHeaders } from "~/utils/page-headers";
import { pageMeta, siteTitleOf } from "~/utils/meta";
import { filterChips } from "~/utils/catalog-chips";
import { carsCount } from "~/utils/format";
import { CloseIcon } from "~/components/icons";
import { RecentlyViewed } from "~/components/trust/lazy";
import { recentlyViewed } from "~/services/recently-viewed.server";
import { catalogSearch } from "~/services/search.server";
import { SubscribeForm } from "~/components/alerts/lazy";

/** Three rows of a wide grid; the API allows up to 60. */
const PAGE_SIZE = 24;
/** Cards in the first row load at once; the rest when scrolled near. */
const EAGER_CARDS = 3;

// The price badges' styles are catalog.css's: one render-blocking stylesheet for the page.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];

export const handle = { breadcrumb: "catalog", feature: "catalog" } satisfies RouteHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  const { searchParams } = new URL(request.url);
  // Without JS the filter form sends its empty fields too: the address keeps the set ones.
  const setFields = setFieldsOnly(searchParams);
  if (setFields.toString() !== searchParams.toString()) throw redirect(href("catalog") + (setFields.size ? `?${setFields}` : ""), 301);
  // The header search: a brand or model found redirects to its filter; words that name nothing stay.
  const search = await catalogSearch(context, searchParams);
  const query = parseCatalogQuery(searchParams);
  // Independent calls, in parallel: the page's texts, the list with its facets, the cart.
  const [pageData, list, visitor, cacheControl, viewed] = await Promise.all([
    context.page(context.api.send("getCatalogPageData")),
    context.page(context.api.send("getCatalogList", toListPayload(query, PAGE_SIZE))),
    context.visitor(),
    context.cacheControl(),
    recentlyViewed(context),
  ]);
  const applied = applyApiFilters(query, list.filters, list.page);
  // Past the last page: the API answered the last one; the address should say so too.
  if (list.page !== query.page) throw redirect(catalogHref(applied), 302);
  const { items, facets, total, page, pageCount, priceRange, yearRange, mileageRange } = list;
  const marketPrices = await marketPricesFor(context, items);
  return data(
    {
      query: applied,
      // What the page renders, no more: the API's own echo of the filters and the sort is
      // the query's, and the market prices are the cards' ratings.
      list: {
        total,
        page,
        pageCount,
        priceRange,
        yearRange,
        mileageRange,
        items: items.map((car) => withPriceRating(toCardView(car), marketPrices[car.id])),
        facets: facetsView(facets, applied, pageData.filters.cities),
      },
      // The page's title is the route's own (meta below).
      pageData: { meta: { description: pageData.meta.description, h1: pageData.meta.h1 } },
      favorites: visitor.favorites,
      compare: visitor.compare,
      viewed,
      siteUrl: context.config.siteUrl,
      search,
    },
    { headers: { "Cache-Control": cacheControl } },
  );
}

export const headers = pageHeaders;

/**
 * The facets as the filters show them: `[code, name, count]` (the API's `selected` repeats the
 * query), only the chosen brand's models, the dealers grouped under their cities as the
 * dealer select offers them.
 */
function facetsView(facets: CatalogList["facets"], query: CatalogQuery, cities: CatalogPageCities) {
  const view = ({ code, name, count }: FacetOption): FacetChoice => [code, name, count];
  const dealers = new Map(facets.dealer.map((option) => [option.code, view(option)]));
  return {
    brand: facets.brand.map(view),
    model: facets.model.filter((m) => m.brandCode === query.brand).map(view),
    body: facets.body.map(view),
    fuel: facets.fuel.map(view),
    transmission: facets.transmission.map(view),
    drive: facets.drive.map(view),
    condition: facets.condition.map(view),
    city: facets.city.map(view),
    dealer: cities
      .map(({ fiasId, name, dealers: cityDealers }) => ({
        fiasId,
        name,
        options: cityDealers.map(({ sCode }) => dealers.get(sCode)).filter((option) => option !== undefined),
      }))
      .filter((city) => city.options.length > 0),
  };
}

type CatalogPageCities = CatalogPageData["filters"]["cities"];

function catalogHref(query: CatalogQuery) {
  return href("catalog", undefined, catalogQueryRecord(query));
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches }) => {
  const siteTitle = siteTitleOf(matches);
  if (!data) return [{ title: `Купить автомобиль - ${siteTitle}` }];
  const { query, list, siteUrl } = data;
  const pageSuffix = list.page > 1 ? `, страница ${list.page}` : "";
  const tags: ReturnType<MetaFunction> = pageMeta(matches, `Купить автомобиль${pageSuffix}`, data.pageData.meta.description, {
    // The list's own address, as the catalogue builds it (its sort included: another page
    // of another order lists other cars); Yandex is told the sort is not content (robots.txt).
    canonical: catalogHref(query),
  });
  if (list.page > 1) tags.push({ tagName: "link", rel: "prev", href: siteUrl + catalogHref(withPage(query, list.page - 1)) });
  if (list.page < list.pageCount) {
    tags.push({ tagName: "link", rel: "next", href: siteUrl + catalogHref(withPage(query, list.page + 1)) });
  }
  return tags;
};

export default function CatalogPage() {
  const { query, list, pageData, favorites, compare, viewed, search } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === href("catalog");
  const chips = filterChips(query, { ...list.facets, dealer: list.facets.dealer.flatMap((city) => city.options) });

  return (
    <div className="catalog-page page container">
      <h1 className="page__title">{pageData.meta.h1}</h1>
      {search ? <SearchNotice q={search.q} /> : null}
      <div className="catalog-layout">
        <CatalogFilters
          query={query}
          facets={list.facets}
          ranges={list}
          total={list.total}
          activeCount={chips.length}
        />
        <section className="catalog-results" aria-labelledby="catalog-results-title" aria-busy={updating}>
          <div className="catalog-results__bar">
            <h2 id="catalog-results-title" className="catalog-results__count" aria-live="polite">
              {list.total > 0 ? `Найдено: ${carsCount(list.total)}` : "Ничего не найдено"}
            </h2>
            <CatalogSort query={query} />
          </div>

          {chips.length ? (
            // Links, so a chip removes its filter with or without JavaScript.
            <ul className="filter-chips" aria-label="Выбранные фильтры">
              {chips.map((chip) => (
                <li key={chip.key}>
                  <Link to={catalogHref(chip.without)} className="filter-chip" preventScrollReset replace aria-label={`Убрать фильтр: ${chip.label}`}>
                    {chip.label}
                    <CloseIcon size={16} />
                  </Link>
                </li>
              ))}
              {chips.length > 1 ? (
                <li>
                  <Link to={catalogHref({ ...EMPTY_QUERY, sort: query.sort })} className="filter-chip filter-chip--reset" preventScrollReset replace>
                    Сбросить все
                  </Link>
                </li>
              ) : null}
            </ul>
          ) : null}

          {list.items.length === 0 ? (
            <div className="empty-state">
              <p>По выбранным условиям автомобилей нет. Попробуйте изменить или сбросить фильтры.</p>
              {hasFilters(query) ? (
                <Link to={href("catalog")} className="btn btn--primary">
                  Сбросить фильтры
                </Link>
              ) : null}
            </div>
          ) : (
            <ListToggleForm id="catalog-lists">
              <CarGrid updating={updating}>
                {list.items.map((car, index) => (
                  <li key={car.id}>
                    <CarCard
                      car={car}
                      eager={index < EAGER_CARDS}
                      favorite={favorites.includes(car.id)}
                      compared={compare.includes(car.id)}
                    />
                  </li>
                ))}
              </CarGrid>
            </ListToggleForm>
          )}
          {/* After the cars, so that on a phone the first of them is on the first screen. */}
          <SubscribeForm
            watched={{
              kind: "search",
              filters: serializeCatalogQuery({ ...query, page: 1, sort: EMPTY_QUERY.sort }),
              title: chips.map((chip) => chip.label).join(", ") || "Все автомобили",
            }}
          />
          <Pagination page={list.page} pageCount={list.pageCount} hrefFor={(p) => catalogHref(withPage(query, p))} />
        </section>
      </div>
      <RecentlyViewed cars={viewed} />
    </div>
  );
}
