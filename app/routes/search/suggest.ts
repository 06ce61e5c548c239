import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireFeature } from "~/services/features.server";

/**
 * Suggestions for the header search as the visitor types: `?q=тойо` → `{ items: [{ name:
 * "Toyota", count: 25 }, …] }`, from the dealer API's matching. Only hints, so any failure is
 * an empty list; the same for every visitor, so cacheable, for a minute: the counts follow the
 * stock as the lists do. A Response, not `data()`: Remix would wrap anything else itself,
 * drop its headers and warn on every request.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, "catalog");
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const found = q ? await context.section("search-suggest", context.api.send("getSearchSuggestions", { q }), { items: [] }) : { items: [] };
  return Response.json({ items: found.items.map(({ name, count }) => ({ name, count })) }, { headers: { "Cache-Control": "public, max-age=60" } });
}
