import type { MetaDescriptor } from "@remix-run/node";
import type { RootData } from "~/utils/root-data";
import { routeHandle } from "./route-handle";

/** Used when the common data could not be loaded (the maintenance page has no site title). */
export const FALLBACK_SITE_TITLE = "Автосалон";

export type MatchLike = { id: string; data?: unknown; pathname?: string; handle?: unknown };

export function rootDataOf(matches: readonly MatchLike[]): RootData | undefined {
  return matches.find((m) => m.id === "root")?.data as RootData | undefined;
}

/** The brand that ends every title. */
export function siteTitleOf(matches: readonly MatchLike[]): string {
  return rootDataOf(matches)?.common.meta.title || FALLBACK_SITE_TITLE;
}

/** '{page name} - {site title}' (docs/product.md §3.5: 'Главная - …', 'Ошибка 404 - …'). */
export function pageTitle(pageName: string, siteTitle: string): string {
  return `${pageName} - ${siteTitle}`;
}

/**
 * Pages that are one visitor's own or only a step of a form are never in a search index: their
 * route, or a layout above them (the personal area, /ui), says `noindex` in its handle, so
 * pages added later under those layouts need nothing of their own (docs/decisions/024-crawlers.md).
 */
export function isNoindexMatch(matches: readonly MatchLike[]): boolean {
  return matches.some((match) => routeHandle(match)?.noindex === true);
}

/** The picture a shared link shows: the page's own, or the site's icon. */
export type ShareImage = { src: string; width?: number; height?: number; alt?: string };

export type PageMetaOptions = {
  /**
   * The page's one address, a site path with the query parameters that change its content
   * (`/catalog?page=2`). Without it, the path the page was reached by without any query:
   * filters and campaign tags are not separate pages.
   */
  canonical?: string;
  /** og:type: `website` unless said otherwise. */
  type?: "website" | "article" | "product";
  image?: ShareImage;
  /** A car's price, as Open Graph product tags. */
  price?: number;
  noindex?: boolean;
};

/**
 * A route's meta, for every page: its title and description (the site description stands
 * in for pages that have none of their own), the canonical URL, Open Graph and Twitter card
 * tags for shared links, and `noindex` for the routes whose handle says so. Routes call only this,
 * so a page gets the crawler tags by having a title.
 */
export function pageMeta(
  matches: readonly MatchLike[],
  pageName: string,
  description?: string,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const siteTitle = siteTitleOf(matches);
  const text = description || root?.common.meta.description || "";
  const tags: MetaDescriptor[] = [{ title: pageTitle(pageName, siteTitle) }, { name: "description", content: text }];
  // Without the root's data (the dealer API is down) the site's address is not known here.
  if (!root) return tags;
  const siteUrl = root.siteUrl;
  const leafPath = matches[matches.length - 1]?.pathname ?? "/";
  const path = options.canonical ?? leafPath;
  const canonical = new URL(path, `${siteUrl}/`).href;
  if (options.noindex || isNoindexMatch(matches)) tags.push({ name: "robots", content: "noindex" });
  const image = options.image ?? { src: "/icon-512.png", width: 512, height: 512, alt: siteTitle };
  tags.push(
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: siteTitle },
    { property: "og:locale", content: "ru_RU" },
    { property: "og:url", content: canonical },
    { property: "og:title", content: pageName },
    { property: "og:description", content: text },
    { property: "og:image", content: new URL(image.src, `${siteUrl}/`).href },
  );
  if (image.width && image.height) {
    tags.push({ property: "og:image:width", content: String(image.width) }, { property: "og:image:height", content: String(image.height) });
  }
  if (image.alt) tags.push({ property: "og:image:alt", content: image.alt });
  // A page's own picture is worth the large card; the site icon is not.
  tags.push({ name: "twitter:card", content: options.image ? "summary_large_image" : "summary" });
  if (options.price !== undefined) {
    tags.push({ property: "product:price:amount", content: String(options.price) }, { property: "product:price:currency", content: "RUB" });
  }
  return tags;
}
