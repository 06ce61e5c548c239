import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireFeature } from "~/services/features.server";
import type { RouteHandle } from "~/utils/route-handle";

/**
 * The company's section (/company and everything under it): «О компании» heads every trail
 * here, and the `company` flag off sends every page of it home (docs/product.md §3.4, §4.15).
 * The pages' own flags (news, jobs, tenders, contacts) are their own routes' business.
 */
export const handle = { breadcrumb: "company", feature: "company" } satisfies RouteHandle;

export async function loader({ context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  return null;
}

export default function CompanySection() {
  return <Outlet />;
}
