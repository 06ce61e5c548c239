import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireFeature } from "~/services/features.server";

/**
 * Model suggestions for the service form, once the brand typed is one of the trade-in brand
 * list: `?brand=Haval` → `{ models: ["F7", "H9", …] }`. Only hints for a free-text field, so
 * any failure is an empty list. The same for every visitor: cacheable. A Response, not `data()`:
 * Remix would wrap anything else itself, drop its headers and warn on every request.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, "service");
  const name = (new URL(request.url).searchParams.get("brand") ?? "").trim().toLocaleLowerCase("ru");
  const brands = name ? await context.section("tradein-brands", context.api.send("getTradeInBrandList"), []) : [];
  const brand = brands.find((b) => b.name.toLocaleLowerCase("ru") === name);
  const models = brand ? await context.section("tradein-models", context.api.send("getTradeInModelList", { brand: brand.code }), []) : [];
  return Response.json({ models: models.map((m) => m.modelName) }, { headers: { "Cache-Control": "public, max-age=300" } });
}
