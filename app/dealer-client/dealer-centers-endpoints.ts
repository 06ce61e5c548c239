import { z } from "zod/v4";
import { dealerCentreSchema } from "./catalog-endpoints";

/*
 * Dealer centres and their reviews (docs/dealer-api.md, "Dealer centres"): the map, the
 * contacts pages and the home page's map and reviews sections.
 */

export const dealerBrandElementSchema = z.object({
  sGuid: z.string(),
  sBrandCode: z.string(),
  sBrandName: z.string(),
  bIsUsed: z.boolean(),
  bIsService: z.boolean(),
  sLogoGrey: z.string(),
  sLogoWhite: z.string(),
});

export const mapDealerCentreSchema = dealerCentreSchema.extend({
  id: z.number().int().positive(),
  sGuid: z.string(),
  sCityFiasId: z.string(),
  bIsService: z.boolean(),
  arElements: z.preprocess((v) => v ?? [], z.array(dealerBrandElementSchema)),
  rating: z.object({ average: z.number().min(0).max(5), count: z.number().int().nonnegative() }),
});
export type MapDealerCentre = z.infer<typeof mapDealerCentreSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  answer: z.preprocess((v) => v ?? null, z.object({ text: z.string(), date: z.string() }).nullable()),
  dealer: z.object({ sCode: z.string(), sName: z.string(), sCityName: z.string() }),
});
export type Review = z.infer<typeof reviewSchema>;

export const dealerCentersEndpoints = {
  getSectionForMap: {
    method: "POST",
    effect: "read",
    path: "/api/rrt/dealercenters/Controller/getSectionForMap",
    pageData: true,
    response: z.object({ items: z.array(mapDealerCentreSchema) }),
    // The same for every visitor; ratings may lag behind new reviews by this much.
    cache: { ttlMs: 60_000 },
  },
  getReviews: {
    method: "POST",
    effect: "read",
    path: "/api/rrt/dealercenters/Review/getByGuid",
    pageData: true,
    response: z.object({
      reviewsList: z.preprocess((v) => v ?? [], z.array(reviewSchema)),
      average: z.number().min(0).max(5),
      count: z.number().int().nonnegative(),
    }),
    // The same for every visitor (of a city, on the home page): the site only reads reviews,
    // and a stateless visitor sees them that old from the HTML cache already.
    cache: { ttlMs: 60_000 },
  },
} as const;
