import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BrandListing, brandListingCrumbs, brandListingLinks, brandListingMeta } from "~/components/catalog/BrandListing";
import { requireFeature } from "~/services/features.server";
import { loadBrandListing } from "~/services/brand-pages.server";
import type { RouteHandle } from "~/utils/route-handle";
import type { RootLoader } from "~/utils/root-data";
import { pageHeaders } from "~/utils/page-headers";

/* /cars/{brand}: a brand's cars in stock (docs/decisions/046-brand-pages.md). */

export const links = brandListingLinks;

export const handle: RouteHandle<Parameters<typeof brandListingCrumbs>[0]> = { breadcrumb: brandListingCrumbs };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireFeature(context, "catalog");
  return loadBrandListing(context, request, { brand: params.brand ?? "", model: null });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches }) => brandListingMeta(data, matches);

export default function BrandCarsPage() {
  return <BrandListing {...useLoaderData<typeof loader>()} />;
}
