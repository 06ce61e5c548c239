import type { MetaDescriptor } from "@remix-run/node";
import type { RootData } from "~/utils/root-data";

/** Used when the common data could not be loaded (the maintenance page has no site title). */
export const FALLBACK_SITE_TITLE = "Автосалон";

type MatchLike = { id: string; data?: unknown };

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
 * A route's meta: its title and description; the site description stands in for pages
 * that have none of their own.
 */
export function pageMeta(matches: readonly MatchLike[], pageName: string, description?: string): MetaDescriptor[] {
  const root = rootDataOf(matches);
  return [
    { title: pageTitle(pageName, siteTitleOf(matches)) },
    { name: "description", content: description || root?.common.meta.description || "" },
  ];
}
