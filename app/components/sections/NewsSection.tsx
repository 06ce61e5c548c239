import { z } from "zod/v4";
import { PageLink } from "~/components/PageLink";
import { href } from "~/paths";
import { formatDate } from "~/utils/format";
import { defineSection } from "./registry";
import { SectionShell } from "./SectionShell";

/** The latest news on a page: 3 (docs/product.md §7). */
export const LATEST_NEWS = 3;

const newsCard = z.object({
  slug: z.string().min(1),
  title: z.string(),
  date: z.string(),
  excerpt: z.string().default(""),
  image: z
    .object({ src: z.string(), width: z.number(), height: z.number(), alt: z.string() })
    .nullable()
    .default(null),
});
export type NewsCardView = z.infer<typeof newsCard>;

/** A news item as a card: picture, date, title linking to the item, a short text. */
export function NewsCard({ item }: { item: NewsCardView }) {
  return (
    <article className="news-card">
      {item.image ? <img className="news-card__image" src={item.image.src} alt="" width={item.image.width} height={item.image.height} loading="lazy" /> : null}
      <div className="news-card__body">
        <time className="news-card__date" dateTime={item.date}>
          {formatDate(item.date)}
        </time>
        <h3 className="news-card__title">
          <PageLink to={href("news_detail", { slug: item.slug })} className="news-card__link" orText>
            {item.title}
          </PageLink>
        </h3>
        {item.excerpt ? <p className="news-card__excerpt">{item.excerpt}</p> : null}
      </div>
    </article>
  );
}

/** The latest news (getAllNews, cut to 3), each linking to its item. */
export const newsSection = defineSection({
  feature: "news",
  schema: z.object({
    title: z.string(),
    newsList: z
      .array(newsCard)
      .min(1)
      .transform((items) => items.slice(0, LATEST_NEWS)),
  }),
  Component: ({ id, content }) => (
    <SectionShell id={id} title={content.title} more={{ to: href("news"), text: "Все новости" }}>
      <ul className="news-grid">
        {content.newsList.map((item) => (
          <li key={item.slug}>
            <NewsCard item={item} />
          </li>
        ))}
      </ul>
    </SectionShell>
  ),
});
