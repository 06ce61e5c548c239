import type { AppLoadContext } from "@remix-run/node";
import { href, type RouteName } from "~/paths";
import { disabledFeatureFor, type Features } from "~/utils/features";
import { brandsInStock } from "~/services/brand-pages.server";
import { partFile, SITEMAP_MAX_URLS, SITEMAP_PART_NAMES, type SitemapEntry, type SitemapPartName } from "~/utils/sitemap";

/*
 * The sitemaps (docs/decisions/024-crawlers.md): an index of parts, each part one kind of
 * page in files of at most 50 000 addresses. Only canonical, indexable addresses: a page's
 * one address (no filters, sorts or campaign tags), never a visitor's own page, never a page
 * whose feature flag is off.
 */

/** The pages that are not one entity of the dealer API's, in the order of the site's menu; none is `noindex`. */
export const SITEMAP_PAGES: RouteName[] = [
  "index",
  "catalog",
  "service",
  "trade_in",
  "company",
  "contacts",
  "news",
  "jobs",
  "tenders",
  "faq",
  "agreement",
  "policy",
  "recommendations",
];

/** Paging the news list: the API's largest page. */
const NEWS_PAGE_SIZE = 50;

type Part = {
  /** A page of this part, to ask whether its feature flag is on. */
  sample: string;
  count(context: AppLoadContext): Promise<number>;
  /** The part's file `number` (1-based): at most SITEMAP_MAX_URLS entries. */
  entries(context: AppLoadContext, number: number): AsyncIterable<SitemapEntry>;
};

/**
 * The sitemaps are the same for every crawler: calls carry no visitor, so none is made up
 * for a crawler, no cookie is set and the answer stays public (cacheable).
 */
const anonymous = (context: AppLoadContext) => context.api.withIdentity({});

/** The feature flags as an anonymous visitor sees them (common data; its failure is a 503). */
const features = async (context: AppLoadContext): Promise<Features> =>
  (await context.page(anonymous(context).send("getCommonData"))).features;

const carPath = (car: { brandCode: string; modelCode: string; id: number }) =>
  href("car_detail", { brand: car.brandCode, model: car.modelCode, id: car.id });

function staticPages(features: Features): string[] {
  return SITEMAP_PAGES.map((name) => href(name as "index")).filter((path) => !disabledFeatureFor(path, features));
}

const PARTS: Record<SitemapPartName, Part> = {
  pages: {
    sample: href("index"),
    count: async (context) => staticPages(await features(context)).length,
    async *entries(context, number) {
      if (number !== 1) return;
      for (const path of staticPages(await features(context))) yield { loc: path };
    },
  },
  // Every brand and model in stock: its page (docs/decisions/046-brand-pages.md). Some hundred at most.
  brands: {
    sample: href("cars_brand", { brand: "x" }),
    count: async (context) => (await brandsInStock(context, anonymous(context))).reduce((sum, brand) => sum + 1 + brand.models.length, 0),
    async *entries(context, number) {
      if (number !== 1) return;
      for (const brand of await brandsInStock(context, anonymous(context))) {
        yield { loc: href("cars_brand", { brand: brand.code }) };
        for (const model of brand.models) yield { loc: href("cars_model", { brand: brand.code, model: model.code }) };
      }
    },
  },
  cars: {
    sample: carPath({ brandCode: "x", modelCode: "y", id: 1 }),
    count: async (context) => (await context.page(anonymous(context).send("getSitemapCars", { page: 1, pageSize: 1 }))).total,
    async *entries(context, number) {
      // One file is one page of the API's list, so a file is one call however big the stock.
      const page = await context.page(anonymous(context).send("getSitemapCars", { page: number, pageSize: SITEMAP_MAX_URLS }));
      for (const car of page.items) yield { loc: carPath(car), lastmod: car.updatedAt };
    },
  },
  news: {
    sample: href("news_detail", { slug: "x" }),
    count: async (context) => (await context.page(anonymous(context).send("getAllNews", { page: 1, pageSize: 1 }))).total,
    async *entries(context, number) {
      const perFile = SITEMAP_MAX_URLS / NEWS_PAGE_SIZE;
      for (let page = (number - 1) * perFile + 1; page <= number * perFile; page++) {
        const list = await context.page(anonymous(context).send("getAllNews", { page, pageSize: NEWS_PAGE_SIZE }));
        for (const item of list.newsList) yield { loc: href("news_detail", { slug: item.slug }), lastmod: item.date };
        if (page * NEWS_PAGE_SIZE >= list.total) return;
      }
    },
  },
  jobs: {
    sample: href("jobs_detail", { slug: "x" }),
    count: async (context) => (await context.page(anonymous(context).send("getJobPage", {}))).vacancies.length,
    async *entries(context, number) {
      const { vacancies } = await context.page(anonymous(context).send("getJobPage", {}));
      for (const vacancy of vacancies.slice((number - 1) * SITEMAP_MAX_URLS, number * SITEMAP_MAX_URLS)) {
        yield { loc: href("jobs_detail", { slug: vacancy.slug }) };
      }
    },
  },
  dealers: {
    sample: href("contacts_detail", { code: "x" }),
    count: async (context) => (await context.page(anonymous(context).send("getSectionForMap"))).items.length,
    async *entries(context, number) {
      const { items } = await context.page(anonymous(context).send("getSectionForMap"));
      for (const centre of items.slice((number - 1) * SITEMAP_MAX_URLS, number * SITEMAP_MAX_URLS)) {
        yield { loc: href("contacts_detail", { code: centre.sCode }) };
      }
    },
  },
};

/** The files of the index: every part whose pages are switched on, as many files as it needs. */
export async function sitemapFiles(context: AppLoadContext): Promise<string[]> {
  const flags = await features(context);
  const parts = SITEMAP_PART_NAMES.filter((name) => !disabledFeatureFor(PARTS[name].sample, flags));
  const counts = await Promise.all(parts.map((name) => PARTS[name].count(context)));
  return parts.flatMap((name, i) => Array.from({ length: Math.ceil(counts[i]! / SITEMAP_MAX_URLS) }, (_, n) => partFile(name, n + 1)));
}

/** Whether this part is switched on; a file past its end lists nothing (the route answers 404). */
export async function isPartEnabled(context: AppLoadContext, name: SitemapPartName): Promise<boolean> {
  return !disabledFeatureFor(PARTS[name].sample, await features(context));
}

/** One file's addresses, absolute on the site's public origin. */
export async function* sitemapEntries(context: AppLoadContext, name: SitemapPartName, number: number): AsyncIterable<SitemapEntry> {
  const flags = await features(context);
  for await (const entry of PARTS[name].entries(context, number)) {
    if (disabledFeatureFor(entry.loc, flags)) continue;
    yield { ...entry, loc: context.config.siteUrl + entry.loc };
  }
}
