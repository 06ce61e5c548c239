import { z } from "zod/v4";
import { carCardSchema } from "./catalog-endpoints";
import { sectionPageSchema } from "./page-data";

/*
 * The home page (docs/dealer-api.md, "Home page"): its page data and the endpoints its
 * sections name. Sections reach these through the endpoint table by path
 * (docs/decisions/010-page-sections.md), so each answer is validated here, once.
 */

export const stockCountsSchema = z.object({
  total: z.number().int().nonnegative(),
  new: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  /** The city counted, or null for the whole group. */
  city: z.preprocess((v) => v ?? null, z.object({ fiasId: z.string(), name: z.string(), in: z.string() }).nullable()),
});
export type StockCounts = z.infer<typeof stockCountsSchema>;

const portfolioModel = z.object({ code: z.string(), name: z.string(), count: z.number().int(), priceFrom: z.number() });
export const portfolioBrandSchema = z.object({
  code: z.string(),
  name: z.string(),
  logo: z.object({ grey: z.string(), white: z.string() }),
  count: z.number().int(),
  priceFrom: z.number(),
  models: z.array(portfolioModel),
});
export type PortfolioBrand = z.infer<typeof portfolioBrandSchema>;

export const homeEndpoints = {
  getMainPageData: {
    method: "POST",
    effect: "read",
    path: "/api/rrt/main/Controller/getMainPageData",
    pageData: true,
    response: sectionPageSchema,
    // The same for every visitor of a city (the sections' own calls are the visitor's): cached
    // per city, it also keeps a last good copy, so the home page outlives a short API outage.
    cache: { ttlMs: 60_000 },
  },
  getCountCatalogItems: {
    method: "POST",
    effect: "read",
    path: "/api/rrt/catalog/Properties/getCountCatalogItems",
    pageData: true,
    response: stockCountsSchema,
    // The same for every visitor of a city (docs/dealer-api.md), and a stateless visitor sees
    // it that old from the HTML cache already: a personalised home page asks no more often.
    cache: { ttlMs: 60_000 },
  },
  getPortfolioBrandAndModels: {
    method: "POST",
    effect: "read",
    path: "/api/rrt/catalog/Properties/getPortfolioBrandAndModels",
    pageData: true,
    response: z.object({ items: z.array(portfolioBrandSchema) }),
    cache: { ttlMs: 60_000 },
  },
  getCatalogMainOffers: {
    method: "POST",
    effect: "read",
    path: "/api/rrt/catalog/CatalogMainOffers/getCatalogMainOffers",
    pageData: true,
    response: z.object({ items: z.array(carCardSchema) }),
    // As the counts: the city's offers, not the visitor's. Ordering is checked by the API.
    cache: { ttlMs: 60_000 },
  },
} as const;
