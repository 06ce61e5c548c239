import { z } from "zod/v4";

/*
 * What the sitemaps need beyond the page endpoints (docs/dealer-api.md, "Sitemap"): every
 * car in stock with the time it last changed, a page of up to 50 000 at a time.
 */

export const sitemapCarsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number().int().positive(),
      brandCode: z.string().min(1),
      modelCode: z.string().min(1),
      updatedAt: z.iso.datetime({ offset: true }),
    }),
  ),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type SitemapCars = z.infer<typeof sitemapCarsSchema>;

export const sitemapEndpoints = {
  getSitemapCars: {
    method: "POST",
    path: "/api/rrt/catalog/Sitemap/getCars",
    pageData: false,
    response: sitemapCarsSchema,
    // The same for every crawler; a new car waits this long to be listed.
    cache: { ttlMs: 60_000 },
  },
} as const;
