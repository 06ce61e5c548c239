import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { requireFeature } from "~/services/features.server";

/**
 * Suggestions for the header search as the visitor types: `?q=тойо` → `{ items: [{ name:
 * "Toyota", count: 25 }, …] }`, from the dealer API's matching. Only hints, so any failure is
 * an empty list; the same for every visitor, so cacheable.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, "catalog");
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const found = q ? await context.section("search-suggest", context.api.send("getSearchSuggestions", { q }), { items: [] }) : { items: [] };
  return data(
    { items: found.items.map(({ name, count }) => ({ name, count })) },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}
