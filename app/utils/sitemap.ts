import { xmlText } from "~/utils/rss";

/** The sitemaps protocol's limit of addresses in one file (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_PART_NAMES = ["pages", "brands", "cars", "news", "jobs", "dealers"] as const;
export type SitemapPartName = (typeof SITEMAP_PART_NAMES)[number];

export type SitemapEntry = { loc: string; lastmod?: string };

/** `cars-2.xml` → the part and its 1-based file number; anything else is not a sitemap file. */
export function parsePartFile(file: string): { name: SitemapPartName; number: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!match || !(SITEMAP_PART_NAMES as readonly string[]).includes(match[1]!)) return null;
  return { name: match[1] as SitemapPartName, number: Number(match[2]) };
}

export function partFile(name: SitemapPartName, number: number): string {
  return `${name}-${number}.xml`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function sitemapIndex(locs: string[]): string {
  const items = locs.map((loc) => `  <sitemap><loc>${xmlText(loc)}</loc></sitemap>\n`).join("");
  return `${XML_HEAD}<sitemapindex ${NS}>\n${items}</sitemapindex>\n`;
}

export const URLSET_OPEN = `${XML_HEAD}<urlset ${NS}>\n`;
export const URLSET_CLOSE = "</urlset>\n";

export function urlEntry({ loc, lastmod }: SitemapEntry): string {
  return `  <url><loc>${xmlText(loc)}</loc>${lastmod ? `<lastmod>${xmlText(lastmod)}</lastmod>` : ""}</url>\n`;
}

/** Built from the dealer API on request: crawlers and CDNs may keep it a few minutes. */
export const SITEMAP_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=300, s-maxage=600",
};
