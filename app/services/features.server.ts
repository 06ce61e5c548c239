import { type AppLoadContext, redirect } from "@remix-run/node";
import { loadCommonData } from "./common-data.server";
import { isFeatureEnabled } from "~/utils/features";

export type Feature = "favorites" | "comparison" | "cart";

/**
 * A page or action whose feature flag is off answers a redirect to '/' (DECISIONS.md). The
 * root loader does this centrally once the shell lands; this guard stays, because actions
 * do not run the root loader and a post to a switched-off feature must not change anything.
 * Common data is cached, so this costs no extra call.
 */
export async function requireFeature(context: AppLoadContext, name: Feature): Promise<void> {
  const common = await loadCommonData(context);
  if (!isFeatureEnabled(common.features, name)) throw redirect("/", 302);
}
