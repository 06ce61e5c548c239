import { useRouteLoaderData } from "@remix-run/react";
import type { loadRootData } from "~/services/root-data.server";

/** What the root loader gives every page: the frame's data (common data, city, counters, forms). */
export type RootData = Awaited<ReturnType<typeof loadRootData>>;

/**
 * The root loader's data, for any component. Undefined only inside an error boundary whose
 * root loader failed (the dealer API is down): the fallback frame needs no data.
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loadRootData>("root") as RootData | undefined;
}

/** The root loader's type, for `MetaFunction<…, { root: RootLoader }>`. */
export type RootLoader = typeof loadRootData;
