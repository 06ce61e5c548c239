import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { carsPathFromSlug } from "~/utils/catalog-slug";

/**
 * /catalog/{slug...} → 301 /cars/{slug parts}. Only safe segments pass (app/utils/catalog-slug.ts);
 * the query string is kept (campaign tags survive) — it cannot change the target's origin.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const target = carsPathFromSlug(params["*"]);
  if (!target) throw new Response("Страница не найдена", { status: 404 });
  return redirect(target + new URL(request.url).search, 301);
}
