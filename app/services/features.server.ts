import { type AppLoadContext, redirect } from "@remix-run/node";
import { href } from "~/paths";
import { isFeatureEnabled } from "~/utils/features";

export type Feature = "favorites" | "comparison" | "cart" | "service" | "personal" | "trade_in";

/**
 * A page or action whose feature flag is off answers a redirect to '/' (docs/product.md §4.15). The
 * root loader does this for pages; actions do not run it, and a post to a switched-off
 * feature must not change anything. Common data is cached, so this costs no extra call.
 */
export async function requireFeature(context: AppLoadContext, name: Feature): Promise<void> {
  if (!isFeatureEnabled(await context.features(), name)) throw redirect(href("index"), 302);
}
