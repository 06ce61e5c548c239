import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/utils/root-data";
import { CatalogListing } from "~/components/catalog/CatalogListing";
import { SearchNotice } from "~/components/catalog/lazy";
import { href } from "~/paths";
import catalogStyles from "~/styles/catalog.css?url";
import { catalogQueryRecord, type CatalogQuery, parseCatalogQuery, setFieldsOnly, withPage } from "~/utils/catalog-filters";
import type { RouteHandle } from "~/utils/route-handle";
import { requireFeature } from "~/services/features.server";
import { pageHeaders } from "~/utils/page-headers";
import { pageMeta, siteTitleOf } from "~/utils/meta";
import { RecentlyViewed } from "~/components/trust/lazy";
import { catalogSearch } from "~/services/search.server";
import { loadCatalogListing } from "~/services/catalog-listing.server";
import { brandPageOfCatalog } from "~/services/brand-pages.server";
import { listingHref } from "~/utils/brand-pages";

// The price badges' styles are catalog.css's: one render-blocking stylesheet for the page.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];

export const handle = { breadcrumb: "catalog", feature: "catalog" } satisfies RouteHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  const { searchParams } = new URL(request.url);
  // Without JS the filter form sends its empty fields too: the address keeps the set ones.
  const setFields = setFieldsOnly(searchParams);
  if (setFields.toString() !== searchParams.toString()) throw redirect(href("catalog") + (setFields.size ? `?${setFields}` : ""), 301);
  // The header search: a brand or model found redirects to its page; words that name nothing stay.
  const search = await catalogSearch(context, searchParams);
  // A brand (and model) alone is its own page, which the filter form and old links reach here.
  const brandPage = await brandPageOfCatalog(context, searchParams);
  if (brandPage) throw redirect(brandPage, 302);
  const asked = parseCatalogQuery(searchParams);
  const { query, list, pageData, viewed, cacheControl } = await loadCatalogListing(context, asked, { hrefFor: catalogHref });
  // Past the last page: the API answered the last one; the address should say so too.
  if (list.page !== asked.page) throw redirect(catalogHref(query), 302);
  return data(
    {
      query,
      list,
      // The page's title is the route's own (meta below).
      pageData: { meta: { description: pageData.meta.description, h1: pageData.meta.h1 } },
      viewed,
      siteUrl: context.config.siteUrl,
      search,
    },
    { headers: { "Cache-Control": cacheControl } },
  );
}

export const headers = pageHeaders;

function catalogHref(query: CatalogQuery) {
  return href("catalog", undefined, catalogQueryRecord(query));
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches }) => {
  const siteTitle = siteTitleOf(matches);
  if (!data) return [{ title: `Купить автомобиль - ${siteTitle}` }];
  const { query, list, siteUrl } = data;
  const pageSuffix = list.page > 1 ? `, страница ${list.page}` : "";
  const tags: ReturnType<MetaFunction> = pageMeta(matches, `Купить автомобиль${pageSuffix}`, data.pageData.meta.description, {
    // The list's own address (its sort included: another page of another order lists other
    // cars); Yandex is told the sort is not content (robots.txt). A brand's list is its brand
    // page's, with the other filters (ADR 046): one address for search engines, whichever the visitor came by.
    canonical: listingHref(query),
  });
  if (list.page > 1) tags.push({ tagName: "link", rel: "prev", href: siteUrl + listingHref(withPage(query, list.page - 1)) });
  if (list.page < list.pageCount) {
    tags.push({ tagName: "link", rel: "next", href: siteUrl + listingHref(withPage(query, list.page + 1)) });
  }
  return tags;
};

export default function CatalogPage() {
  const { query, list, pageData, viewed, search } = useLoaderData<typeof loader>();
  return (
    <div className="catalog-page page container">
      <h1 className="page__title">{pageData.meta.h1}</h1>
      {search ? <SearchNotice q={search.q} /> : null}
      <CatalogListing query={query} list={list} hrefFor={catalogHref} />
      <RecentlyViewed cars={viewed} />
    </div>
  );
}
