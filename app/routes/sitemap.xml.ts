import type { LoaderFunctionArgs } from "@remix-run/node";
import { href } from "~/paths";
import { sitemapFiles } from "~/services/sitemap.server";
import { SITEMAP_HEADERS, sitemapIndex } from "~/utils/sitemap";

/** The sitemap index: one file per part and per 50 000 addresses (docs/decisions/024-crawlers.md). */
export async function loader({ context }: LoaderFunctionArgs) {
  const files = await sitemapFiles(context);
  const origin = context.config.siteUrl;
  return new Response(sitemapIndex(files.map((file) => origin + href("sitemap_part", { file }))), { headers: SITEMAP_HEADERS });
}
