import { z } from "zod/v4";

/*
 * Company news (docs/dealer-api.md, "News"): the paged list with its year filter, and one
 * item by slug or id. The home page's latest-news section reads the same list.
 */

const id = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]);
/** A calendar day, YYYY-MM-DD: the list sorts and the year filter reads it as such. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const newsImageSchema = z.object({
  src: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});

export const newsCardSchema = z.object({
  id,
  slug: z.string().min(1),
  title: z.string(),
  date: day,
  excerpt: z.preprocess((v) => v ?? "", z.string()),
  image: newsImageSchema.nullable().default(null),
});
export type NewsCard = z.infer<typeof newsCardSchema>;

export const newsPageSchema = z.object({
  newsList: z.preprocess((v) => v ?? [], z.array(newsCardSchema)),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  year: z.number().int().nullable().default(null),
  years: z.preprocess((v) => v ?? [], z.array(z.number().int())),
});
export type NewsPage = z.infer<typeof newsPageSchema>;

const newsLinkSchema = z.object({ id, slug: z.string().min(1), title: z.string(), date: day });
export type NewsLink = z.infer<typeof newsLinkSchema>;

export const newsItemSchema = newsCardSchema.extend({
  /** Trusted-source HTML; sanitised before rendering all the same. */
  html: z.preprocess((v) => v ?? "", z.string()),
  previous: newsLinkSchema.nullable().default(null),
  next: newsLinkSchema.nullable().default(null),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsEndpoints = {
  getAllNews: {
    method: "POST",
    effect: "read",
    path: "/api/rrt/aboutcompany/Controller/getAllNews",
    pageData: true,
    response: newsPageSchema,
    // The same for every visitor: news does not depend on the city.
    cache: { ttlMs: 60_000 },
  },
  getNewsItem: {
    method: "POST",
    effect: "read",
    path: "/api/rrt/aboutcompany/Controller/getNewsItem",
    pageData: true,
    response: newsItemSchema,
    cache: { ttlMs: 60_000 },
  },
} as const;
