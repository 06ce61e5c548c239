import { z } from "zod/v4";
import { NewsCard } from "~/components/company/NewsCard";
import { href } from "~/paths";
import type { NewsCard as NewsCardData } from "~/dealer-client/news-endpoints";
import { defineSection, SERVER, serverOnly } from "./registry";
import { SectionShell } from "./SectionShell";

/** The latest news on a page: 3 (docs/product.md §7). */
export const LATEST_NEWS = 3;

/** The latest news (getAllNews, cut to 3), each linking to its item. */
export const newsSection = defineSection({
  feature: "news",
  schema: SERVER ? z.object({
    title: z.string(),
    newsList: z
      .array(z.custom<NewsCardData>())
      .min(1)
      .transform((items) => items.slice(0, LATEST_NEWS)),
  }) : serverOnly,
  Component: ({ id, content }) => (
    <SectionShell id={id} title={content.title} more={{ to: href("news"), text: "Все новости" }}>
      <ul className="news-grid">
        {content.newsList.map((item) => (
          <li key={item.slug}>
            <NewsCard item={item} headingLevel={3} />
          </li>
        ))}
      </ul>
    </SectionShell>
  ),
});
