import type { LoaderFunctionArgs } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "~/view-models/root-data";

export type { RootData };

/** The root loader's type, for `MetaFunction<…, { root: RootLoader }>`: app/services/root-data.server.ts is held to it. */
export type RootLoader = (args: LoaderFunctionArgs) => Promise<RootData>;

/**
 * The root loader's data, for any component. Undefined only inside an error boundary whose
 * root loader failed (the dealer API is down): the fallback frame needs no data.
 */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootLoader>("root") as RootData | undefined;
}
