import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, type ShouldRevalidateFunction } from "@remix-run/react";
import { personalLinks } from "~/components/personal/links";
import { href } from "~/paths";
import { requireFeature } from "~/services/features.server";
import { requireSignedIn, requireSignedOut } from "~/services/personal.server";
import type { RouteHandle } from "~/utils/route-handle";

/**
 * The personal area (docs/product.md §4.16): /personal is the sign-in screen, which a visitor
 * already signed in passes on; every other page of the area is for a signed-in visitor only,
 * and anyone else is sent to sign in and brought back. Checked here once for every page; the
 * area's actions run no loader and call `requireSignedIn` themselves.
 */
export const handle = { breadcrumb: "personal", feature: "personal", noindex: true } satisfies RouteHandle;

export const links = personalLinks;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  const atSignIn = new URL(request.url).pathname.replace(/\/+$/, "") === href("personal");
  await (atSignIn ? requireSignedOut(request, context) : requireSignedIn(request, context));
  return null;
}

/**
 * Asked again on every navigation in the area, not only on entering it: a sign-out in
 * another tab must close the next page opened here. It costs no call of its own, since a
 * personal page asks the dealer API for its visitor afresh anyway.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export default function PersonalArea() {
  return <Outlet />;
}
