import { redirect } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { listingAddress } from "~/utils/brand-form-target";

/**
 * The header search lands here (docs/product.md, «Поиск»): words that name a brand, or a brand
 * and a model, as the dealer API reads them (Russian or Latin, misspelt or not), redirect to
 * that brand's or model's page (/cars/toyota/rav4), any other filters of the address kept in
 * its query (ADR 046's addendum). Words that name nothing come back as `{ q }`, for the page
 * to say so over the whole stock.
 */
export async function catalogSearch(context: AppLoadContext, params: URLSearchParams): Promise<{ q: string } | null> {
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  if (!q) return null;
  const { search } = await context.page(context.api.send("getCatalogSearch", { q }));
  const match = search?.match;
  if (match) {
    const rest = new URLSearchParams(params);
    for (const key of ["q", "brand", "model"]) rest.delete(key);
    throw redirect(listingAddress(rest, { brand: match.brand.code, model: match.model?.code ?? null }), 302);
  }
  return { q };
}
