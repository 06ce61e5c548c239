import type { LinksFunction, MetaDescriptor } from "@remix-run/node";
import type { ComponentProps } from "react";
import { CatalogListing } from "~/components/catalog/CatalogListing";
import { RecentlyViewed } from "~/components/trust/lazy";
import { href } from "~/paths";
import catalogStyles from "~/styles/catalog.css?url";
import type { Crumb } from "~/utils/breadcrumbs";
import { crumbOf } from "~/utils/breadcrumbs";
import { EMPTY_QUERY } from "~/utils/catalog-filters";
import { type FixedListing, listingHref } from "~/utils/brand-pages";
import { listingAddress } from "~/utils/brand-form-target";
import { type MatchLike, pageMeta, siteTitleOf } from "~/utils/meta";

/*
 * A brand's cars in stock (/cars/{brand}) and a model's (/cars/{brand}/{model}): one page for
 * both addresses, each with its own route module (docs/decisions/046-brand-pages.md).
 */

type Named = { code: string; name: string };
type Listing = ComponentProps<typeof CatalogListing>;

/** What the brand and model pages' loader (loadBrandListing) gives the page. */
export type BrandListingData = {
  brand: Named;
  model: Named | null;
  head: { title: string; canonical: string; prev: string | null; next: string | null };
  text: { intro: string; description: string };
  query: Listing["query"];
  list: Listing["list"];
  viewed: ComponentProps<typeof RecentlyViewed>["cars"];
  siteUrl: string;
};

export const brandListingLinks: LinksFunction = () => [{ rel: "stylesheet", href: catalogStyles }];

/**
 * Главная > Купить автомобиль > Toyota > RAV4: the brand and model under the catalogue. The
 * catalogue's flag is checked by the loader, not named in the handle: flags follow the
 * addresses' route names (app/utils/features.ts), and the cars under /cars/… are not the
 * catalogue's to hide.
 */
export function brandListingCrumbs({ brand, model }: Pick<BrandListingData, "brand" | "model">): Crumb[] {
  return [
    crumbOf("catalog"),
    { name: brand.name, to: href("cars_brand", { brand: brand.code }) },
    ...(model ? [{ name: model.name, to: href("cars_model", { brand: brand.code, model: model.code }) }] : []),
  ];
}

/** The head: the title and description, the canonical address, and the list's neighbours. */
export function brandListingMeta(data: BrandListingData | undefined, matches: readonly MatchLike[]): MetaDescriptor[] {
  if (!data) return [{ title: siteTitleOf(matches) }];
  const { head, siteUrl } = data;
  const tags = pageMeta(matches, head.title, data.text.description, { canonical: head.canonical });
  if (head.prev) tags.push({ tagName: "link", rel: "prev", href: siteUrl + head.prev });
  if (head.next) tags.push({ tagName: "link", rel: "next", href: siteUrl + head.next });
  return tags;
}

export function BrandListing({ brand, model, text, query, list, viewed }: BrandListingData) {
  const fixed: FixedListing = { brand: brand.code, model: model?.code ?? null };
  const base = { ...EMPTY_QUERY, ...fixed };
  const target = { action: listingHref(base), to: (fields: URLSearchParams) => listingAddress(fields, fixed) };
  return (
    <div className="catalog-page page container">
      <h1 className="page__title">{`${[brand.name, model?.name].filter(Boolean).join(" ")} в наличии`}</h1>
      <p className="page__lead">{text.intro}</p>
      <CatalogListing query={query} list={list} hrefFor={listingHref} target={target} base={base} />
      <RecentlyViewed cars={viewed} />
    </div>
  );
}
