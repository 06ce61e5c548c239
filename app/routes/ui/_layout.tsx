import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { requireDevelopment } from "~/services/dev-only.server";
import type { RouteHandle } from "~/utils/route-handle";

/**
 * The design system's showcase (/ui and its pages): for developers only, so production sends
 * every page of it home, here once; crawlers are asked to keep out of it.
 */
export const handle = { breadcrumb: "ui", noindex: true } satisfies RouteHandle;

export async function loader({ context }: LoaderFunctionArgs) {
  requireDevelopment(context);
  return null;
}

export default function UiSection() {
  return <Outlet />;
}
