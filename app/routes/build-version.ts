import type { LoaderFunctionArgs } from "@remix-run/node";

/** The running build, polled by the browser to notice a deployment (docs/product.md §4.13). */
export async function loader({ context }: LoaderFunctionArgs) {
  return Response.json({ version: context.buildVersion }, { headers: { "Cache-Control": "no-store" } });
}
