import { type AppLoadContext, data, redirect } from "@remix-run/node";
import type { CatalogList } from "~/dealer-client/catalog-endpoints";
import type { DealerApiClient } from "~/dealer-client/index.server";
import { EMPTY_QUERY, hasFilters, parseCatalogQuery, toListPayload, withPage } from "~/utils/catalog-filters";
import { type FixedListing, listingHref, optionNamed } from "~/utils/brand-pages";
import { listingAddress } from "~/utils/brand-form-target";
import { brandListingText, brandListingTitles, fittingTitle, type StockSummary } from "~/utils/brand-texts";
import { FALLBACK_SITE_TITLE } from "~/utils/meta";
import { loadCatalogListing } from "./catalog-listing.server";
import { NotFound } from "./not-found.server";

/*
 * The brand and model pages' data beyond the catalogue's list (docs/decisions/046-brand-pages.md):
 * which brands and models are in stock (an address names one of them, or is the 404 page; the
 * sitemap lists them) and what the page's text says about one.
 */

type Named = { code: string; name: string };
export type StockBrand = Named & { models: Named[] };

/**
 * The brands and models in stock, in every city: the whole stock's facets (a one-car page of
 * the unfiltered list, the same call for every brand page and cached like the catalogue's).
 */
export async function brandsInStock(context: AppLoadContext, api: DealerApiClient = context.api): Promise<StockBrand[]> {
  const { facets } = await context.page(api.send("getCatalogList", toListPayload(EMPTY_QUERY, 1)));
  return facets.brand
    .filter((brand) => brand.count > 0)
    .map((brand) => ({
      code: brand.code,
      name: brand.name,
      models: facets.model.filter((model) => model.brandCode === brand.code && model.count > 0).map(({ code, name }) => ({ code, name })),
    }));
}

export function stockSummary(list: Pick<CatalogList, "total" | "priceRange" | "facets">): StockSummary {
  const count = (code: string) => list.facets.condition.find((option) => option.code === code)?.count ?? 0;
  return {
    total: list.total,
    priceRange: list.priceRange,
    newCount: count("new"),
    usedCount: count("used"),
    cities: list.facets.city.filter((city) => city.count > 0).map((city) => city.name),
  };
}

/** The summary of a brand (and model) without the visitor's other filters: one more one-car page. */
export async function brandStockSummary(context: AppLoadContext, brand: string, model: string | null): Promise<StockSummary> {
  const list = await context.page(context.api.send("getCatalogList", toListPayload({ ...EMPTY_QUERY, brand, model }, 1)));
  return stockSummary(list);
}

/**
 * The catalogue's address whose only filter is a brand, or a brand and a model, is that
 * brand's or model's page, the sort, the page and campaign tags kept in its query (ADR 046's
 * addendum); null for any other address, and for a brand not in stock (the catalogue answers
 * it as it did: the API drops the code). A model not of the brand leaves the brand's page.
 */
export async function brandPageOfCatalog(context: AppLoadContext, params: URLSearchParams): Promise<string | null> {
  const query = parseCatalogQuery(params);
  if (!query.brand || params.has("q") || hasFilters({ ...query, brand: null, model: null })) return null;
  const brand = (await brandsInStock(context)).find((option) => option.code === query.brand);
  if (!brand) return null;
  const model = query.model ? brand.models.find((option) => option.code === query.model) : undefined;
  const rest = new URLSearchParams(params);
  rest.delete("brand");
  rest.delete("model");
  return listingAddress(rest, { brand: brand.code, model: model?.code ?? null });
}

/** What the address of a brand's or a model's page names: the brand, and the model or none. */
export type ListingSegments = { brand: string; model: string | null };

/**
 * A brand's or a model's page (/cars/{brand}, /cars/{brand}/{model}): the catalogue's list with
 * the brand (and model) fixed by the address, its words and its one canonical address. Another
 * spelling of the address redirects there; a brand or model not in stock is the 404 page.
 */
export async function loadBrandListing(context: AppLoadContext, request: Request, segments: ListingSegments) {
  const url = new URL(request.url);
  // Single fetch's own field on a data request (which loaders run), not the visitor's query.
  url.searchParams.delete("_routes");
  // A `%` left in a segment is an escape that did not decode: a broken address (as a car's).
  if (segments.brand.includes("%") || segments.model?.includes("%")) throw new NotFound(url.pathname);
  // The filter form's GET target is this page: its brand and model fields lead to their pages.
  if (url.searchParams.has("brand") || url.searchParams.has("model")) {
    throw redirect(listingAddress(url.searchParams, { brand: segments.brand.toLowerCase(), model: segments.model?.toLowerCase() ?? null }), 302);
  }
  // The brand and the model as the stock names them: another case or the name as shown is
  // the same page at its one address.
  const stock = await brandsInStock(context);
  const brand = optionNamed(stock, segments.brand);
  const model = brand && segments.model !== null ? optionNamed(brand.models, segments.model) : null;
  if (!brand || (segments.model !== null && !model)) throw new NotFound(url.pathname);
  const fixed: FixedListing = { brand: brand.code, model: model?.code ?? null };
  const canonical = listingAddress(url.searchParams, fixed);
  if (canonical !== url.pathname + url.search) throw redirect(canonical, 301);

  const asked = { ...parseCatalogQuery(url.searchParams), ...fixed };
  const listing = await loadCatalogListing(context, asked, { hrefFor: listingHref, base: { ...EMPTY_QUERY, ...fixed } });
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
      viewed: listing.viewed,
      siteUrl: context.config.siteUrl,
    },
    { headers: { "Cache-Control": listing.cacheControl } },
  );
}
