import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "~/utils/robots";

/** The rules for crawlers (docs/decisions/024-crawlers.md): the same for every host the site answers on. */
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(context.config.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
