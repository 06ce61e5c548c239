import type { AppLoadContext } from "@remix-run/node";
import { toCardView, withPriceRating } from "~/view-models/card-view";
import { toCardTuple } from "~/view-models/card-tuple";
import type { CatalogList, CatalogPageData, FacetOption } from "~/dealer-client/catalog-endpoints";
import { marketPricesFor } from "~/services/tradein.server";
import { recentlyViewed } from "~/services/recently-viewed.server";
import { withDeliveryLines } from "~/services/delivery.server";
import { applyApiFilters, type CatalogQuery, EMPTY_QUERY, type FacetChoice, toListPayload } from "~/utils/catalog-filters";
import { filterChips } from "~/utils/catalog-chips";
import { headlinePrograms } from "~/utils/credit";
import { LISTING_CARDS } from "~/view-models/listing-cards";
import { loadCreditPrograms } from "./credit.server";

/** Three rows of a wide grid; the API allows up to 60. */
export const PAGE_SIZE = 24;

/**
 * One page of the catalogue's list as its pages render it: the catalogue (/catalog) and the
 * brand and model pages (/cars/{brand}[/{model}], which fix the brand in the query). The query
 * comes back as the API applied it (unknown codes dropped); `requestedPage` differs from
 * `list.page` past the last page, for the route to redirect.
 */
export type ListingAddress = {
  /** The address of the list for a query: the catalogue's, or the brand's page with the other filters. */
  hrefFor: (query: CatalogQuery) => string;
  /** What the address fixes (a brand page's brand): its heading, not a filter to remove. */
  base?: CatalogQuery;
};

export async function loadCatalogListing(context: AppLoadContext, query: CatalogQuery, at: ListingAddress) {
  // Independent calls, in parallel: the page's texts, the list with its facets, the cart.
  const [pageData, list, cacheControl, viewed] = await Promise.all([
    context.page(context.api.send("getCatalogPageData")),
    context.page(context.api.send("getCatalogList", toListPayload(query, PAGE_SIZE))),
    context.cacheControl(),
    recentlyViewed(context),
  ]);
  const applied = applyApiFilters(query, list.filters, list.page);
  const { items, facets, total, page, pageCount, priceRange, yearRange, mileageRange } = list;
  // The cards' price badges, their transfers to the visitor's city (both by the page's ids),
  // and the programmes their «от N ₽/мес» come from (the root's, for the same city).
  const [marketPrices, cards, programs] = await Promise.all([
    marketPricesFor(context, items),
    withDeliveryLines(context, items.map((car) => toCardView(car))),
    loadCreditPrograms(context),
  ]);
  const view = facetsView(facets, applied, pageData.filters.cities);
  return {
    query: applied,
    // What the page renders, no more: the API's own echo of the filters and the sort is
    // the query's, and the market prices are the cards' ratings. The cards go as tuples,
    // a third of their bytes in the page's data (ADR 079), and only to the browser's own
    // requests: a document's grid stays the server's markup (ADR 082).
    list: {
      total,
      page,
      pageCount,
      priceRange,
      yearRange,
      mileageRange,
      cards: context.markupOnly.keep(
        LISTING_CARDS,
        cards.map((card) => toCardTuple(withPriceRating(card, marketPrices[card.id]))),
      ),
      /** The codes of the programmes whose conditions the cards link, printed once after them (ADR 077). */
      creditNotes: headlinePrograms(programs, cards).map((program) => program.code),
      facets: view,
      ...chipsOf(applied, view, at),
    },
    pageData,
    /** All the API's facets (with the models of every brand), for the brand pages to read names from. */
    apiFacets: facets,
    viewed,
    cacheControl,
  };
}

/**
 * The facets as the filters show them: `[code, name, count]` (the API's `selected` repeats the
 * query), only the chosen brand's models, the dealers grouped under their cities as the
 * dealer select offers them.
 */
function facetsView(facets: CatalogList["facets"], query: CatalogQuery, cities: CatalogPageData["filters"]["cities"]) {
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
    reach: facets.reach.map(view),
    dealer: cities
      .map(({ fiasId, name, dealers: cityDealers }) => ({
        fiasId,
        name,
        options: cityDealers.map(({ sCode }) => dealers.get(sCode)).filter((option) => option !== undefined),
      }))
      .filter((city) => city.options.length > 0),
  };
}

/**
 * The chips of the filters set, and the search in words for a saved search's title, made here
 * so that the pages' scripts carry the words and addresses only.
 */
function chipsOf(query: CatalogQuery, facets: ReturnType<typeof facetsView>, { hrefFor, base = EMPTY_QUERY }: ListingAddress) {
  const all = filterChips(query, { ...facets, dealer: facets.dealer.flatMap((city) => city.options) });
  return {
    chips: all
      .filter((chip) => !(chip.key === "brand" && base.brand) && !(chip.key === "model" && base.model))
      .map(({ key, label, without }) => ({ key, label, href: hrefFor(without) })),
    searchTitle: all.map((chip) => chip.label).join(", ") || "Все автомобили",
  };
}
