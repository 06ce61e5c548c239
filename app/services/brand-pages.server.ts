import type { AppLoadContext } from "@remix-run/node";
import type { CatalogList } from "~/dealer-client/catalog-endpoints";
import type { DealerApiClient } from "~/dealer-client/index.server";
import { EMPTY_QUERY, toListPayload } from "~/utils/catalog-filters";
import type { StockSummary } from "~/utils/brand-texts";

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
