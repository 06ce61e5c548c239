import { z } from "zod/v4";

/*
 * The header search (docs/dealer-api.md, "Search"): what the visitor's words mean, from the
 * catalogue's page data with `q`, and suggestions as they type. The matching is the API's.
 */

export const searchMatchSchema = z.object({
  brand: z.object({ code: z.string(), name: z.string() }),
  model: z.object({ code: z.string(), name: z.string() }).nullable(),
  name: z.string(),
  url: z.string(),
  count: z.number().int().nonnegative(),
});
export type SearchMatch = z.infer<typeof searchMatchSchema>;

export const searchEndpoints = {
  getCatalogSearch: {
    method: "GET",
    path: "/api/rrt/catalog/Catalog/getPageData",
    pageData: true,
    response: z.object({
      search: z.object({ q: z.string(), match: searchMatchSchema.nullable() }).optional(),
    }),
    // Words typed are few and repeat («камри»); the answer is the same for every visitor.
    cache: { ttlMs: 60_000, everyCity: true },
  },
  getSearchSuggestions: {
    method: "GET",
    path: "/api/rrt/catalog/Search/suggest",
    pageData: false,
    response: z.object({ items: z.array(searchMatchSchema) }),
    cache: { ttlMs: 60_000, everyCity: true },
  },
} as const;
