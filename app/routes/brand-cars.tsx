import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/utils/root-data";
import { CatalogListing } from "~/components/catalog/CatalogListing";
import { href } from "~/paths";
import catalogStyles from "~/styles/catalog.css?url";
import { EMPTY_QUERY, hasFilters, parseCatalogQuery, withPage } from "~/utils/catalog-filters";
import { type FixedListing, listingHref, optionNamed } from "~/utils/brand-pages";
import { listingAddress } from "~/utils/brand-form-target";
import { brandListingText, brandListingTitles, fittingTitle } from "~/utils/brand-texts";
import type { RouteHandle } from "~/utils/route-handle";
import { crumbOf } from "~/utils/breadcrumbs";
import { requireFeature } from "~/services/features.server";
import { loadCatalogListing } from "~/services/catalog-listing.server";
import { brandsInStock, brandStockSummary, stockSummary } from "~/services/brand-pages.server";
import { pageNotFound } from "~/server/api-failures.server";
import { pageHeaders } from "~/utils/page-headers";
import { FALLBACK_SITE_TITLE, pageMeta, siteTitleOf } from "~/utils/meta";
import { RecentlyViewed } from "~/components/trust/lazy";

/*
 * A brand's cars in stock (/cars/{brand}) and a model's (/cars/{brand}/{model}): the catalogue's
 * list with the brand (and model) fixed by the address, its own title, text, crumbs and
 * canonical address (docs/product.md §2.1, docs/decisions/046-brand-pages.md).
 */

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];

type Named = { code: string; name: string };

// Главная > Купить автомобиль > Toyota > RAV4: the brand and model under the catalogue. The
// catalogue's flag is checked by the loader, not named here: flags follow the addresses'
// route names (app/utils/features.ts), and the cars under /cars/… are not the catalogue's to hide.
export const handle: RouteHandle<{ brand: Named; model: Named | null }> = {
  breadcrumb: ({ brand, model }) => [
    crumbOf("catalog"),
    { name: brand.name, to: href("cars_brand", { brand: brand.code }) },
    ...(model ? [{ name: model.name, to: href("cars_model", { brand: brand.code, model: model.code }) }] : []),
  ],
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireFeature(context, "catalog");
  const url = new URL(request.url);
  // Single fetch's own field on a data request (which loaders run), not the visitor's query.
  url.searchParams.delete("_routes");
  const segments = { brand: params.brand ?? "", model: params.model ?? null };
  // A `%` left in a segment is an escape that did not decode: a broken address (as a car's).
  if (segments.brand.includes("%") || segments.model?.includes("%")) throw pageNotFound(url.pathname);
  // The filter form's GET target is this page: its brand and model fields lead to their pages.
  if (url.searchParams.has("brand") || url.searchParams.has("model")) {
    throw redirect(listingAddress(url.searchParams, { brand: segments.brand.toLowerCase(), model: segments.model?.toLowerCase() ?? null }), 302);
  }
  // The brand and the model as the stock names them: another case or the name as shown is
  // the same page at its one address; a brand or model not in stock is the 404 page.
  const stock = await brandsInStock(context);
  const brand = optionNamed(stock, segments.brand);
  const model = brand && segments.model !== null ? optionNamed(brand.models, segments.model) : null;
  if (!brand || (segments.model !== null && !model)) throw pageNotFound(url.pathname);
  const fixed: FixedListing = { brand: brand.code, model: model?.code ?? null };
  const canonical = listingAddress(url.searchParams, fixed);
  if (canonical !== url.pathname + url.search) throw redirect(canonical, 301);

  const asked = { ...parseCatalogQuery(url.searchParams), ...fixed };
  const listing = await loadCatalogListing(context, asked);
  const { query, list } = listing;
  if (list.page !== asked.page) throw redirect(listingHref(query), 302);
  // The text tells of the brand's whole stock, whatever else the visitor filtered by.
  const { page: _page, sort: _sort, ...narrowed } = query;
  const filtered = hasFilters({ ...EMPTY_QUERY, ...narrowed, brand: null, model: null });
  const summary = filtered ? await brandStockSummary(context, fixed.brand, fixed.model) : stockSummary({ ...list, facets: listing.apiFacets });
  const name = [brand.name, model?.name].filter(Boolean).join(" ");
  return data(
    {
      brand: { code: brand.code, name: brand.name },
      model: model ? { code: model.code, name: model.name } : null,
      // The words and addresses of the head are made here, so the page's scripts carry only them.
      head: {
        title: fittingTitle(brandListingTitles(name, summary, list.page), (await context.common()).meta.title || FALLBACK_SITE_TITLE),
        canonical: listingHref(query),
        prev: list.page > 1 ? listingHref(withPage(query, list.page - 1)) : null,
        next: list.page < list.pageCount ? listingHref(withPage(query, list.page + 1)) : null,
      },
      text: brandListingText(name, summary),
      query,
      list,
      favorites: listing.favorites,
      compare: listing.compare,
      viewed: listing.viewed,
      siteUrl: context.config.siteUrl,
    },
    { headers: { "Cache-Control": listing.cacheControl } },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches }) => {
  if (!data) return [{ title: siteTitleOf(matches) }];
  const { head, siteUrl } = data;
  const tags: ReturnType<MetaFunction> = pageMeta(matches, head.title, data.text.description, { canonical: head.canonical });
  if (head.prev) tags.push({ tagName: "link", rel: "prev", href: siteUrl + head.prev });
  if (head.next) tags.push({ tagName: "link", rel: "next", href: siteUrl + head.next });
  return tags;
};

export default function BrandCarsPage() {
  const { brand, model, text, query, list, favorites, compare, viewed } = useLoaderData<typeof loader>();
  const fixed: FixedListing = { brand: brand.code, model: model?.code ?? null };
  const base = { ...EMPTY_QUERY, ...fixed };
  const target = { action: listingHref(base), to: (fields: URLSearchParams) => listingAddress(fields, fixed) };
  return (
    <div className="catalog-page page container">
      <h1 className="page__title">{`${[brand.name, model?.name].filter(Boolean).join(" ")} в наличии`}</h1>
      <p className="page__lead">{text.intro}</p>
      <CatalogListing query={query} list={list} favorites={favorites} compare={compare} hrefFor={listingHref} target={target} base={base} />
      <RecentlyViewed cars={viewed} />
    </div>
  );
}
