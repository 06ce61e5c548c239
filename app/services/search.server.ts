import { redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { href } from "~/paths";

/**
 * The header search lands here (docs/product.md, «Поиск»): words that name a brand, or a brand
 * and a model, as the dealer API reads them (Russian or Latin, misspelt or not), redirect to
 * the catalogue filtered by them, the address any filter link would have. Words that name
 * nothing come back as `{ q }`, for the page to say so over the whole stock.
 */
export async function catalogSearch(context: AppLoadContext, params: URLSearchParams): Promise<{ q: string } | null> {
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  if (!q) return null;
  const { search } = await context.page(context.api.send("getCatalogSearch", { q }));
  const match = search?.match;
  if (match) throw redirect(href("catalog", undefined, { brand: match.brand.code, model: match.model?.code }), 302);
  return { q };
}
