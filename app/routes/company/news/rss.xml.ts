import type { LoaderFunctionArgs } from "@remix-run/node";
import { href } from "~/paths";
import { disabledFeatureFor } from "~/utils/features";
import { newsRss } from "~/utils/rss";

/** How many of the latest items the feed carries. */
const FEED_SIZE = 20;

/**
 * The news as an RSS 2.0 feed. A resource route: no root loader runs here, so the flag
 * that switches news off is checked here too (the feed answers 404 then, like a page that
 * is not there, so readers drop it).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const common = await context.common();
  if (disabledFeatureFor(new URL(request.url).pathname, common.features)) {
    return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const news = await context.page(context.api.send("getAllNews", { page: 1, pageSize: FEED_SIZE }));
  const siteUrl = context.config.siteUrl;
  const xml = newsRss({
    title: `Новости ${common.meta.title}`,
    link: siteUrl + href("news"),
    selfLink: siteUrl + href("news_rss"),
    description: common.meta.description || `Новости ${common.company.name}`,
    items: news.newsList.map((item) => ({
      title: item.title,
      link: siteUrl + href("news_detail", { slug: item.slug }),
      description: item.excerpt,
      date: item.date,
    })),
  });
  return new Response(xml, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      // The same for everybody: readers poll it, a CDN may keep it for a few minutes.
      "Cache-Control": "public, max-age=300, s-maxage=600",
    },
  });
}
