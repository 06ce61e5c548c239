import { type AppLoadContext, redirect } from "@remix-run/node";
import { href } from "~/paths";
import { type FeatureName, isFeatureEnabled } from "~/utils/features";

export type Feature = FeatureName;

/**
 * A page or action whose feature flag is off answers a redirect to '/' (docs/product.md §4.15).
 * A route's loader calls it with its handle's `feature` (a layout's covers the pages under
 * it); an action calls it too, since a post runs no loader and must not change anything.
 * Common data is cached, so this costs no extra call.
 */
export async function requireFeature(context: AppLoadContext, name: Feature): Promise<void> {
  if (!isFeatureEnabled(await context.features(), name)) throw redirect(href("index"), 302);
}
