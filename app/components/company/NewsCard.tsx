import { PageLink } from "~/components/PageLink";
import { href } from "~/paths";
import type { NewsCard as NewsCardData } from "~/dealer-client/news-endpoints";
import { formatDay } from "~/utils/format";

/**
 * A news card: picture, date, title, excerpt. The title is the one link; its hit area
 * covers the card, so the whole card is clickable without a link around a block of text.
 */
export function NewsCard({ item, eager = false, headingLevel = 2 }: { item: NewsCardData; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="news-card">
      {item.image ? (
        <img
          className="news-card__image"
          src={item.image.src}
          width={item.image.width}
          height={item.image.height}
          // The title says it all; the picture is decoration here.
          alt=""
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      ) : null}
      <div className="news-card__body">
        <time className="news-card__date" dateTime={item.date}>
          {formatDay(item.date)}
        </time>
        <Heading className="news-card__title">
          {/* Inside a DelegatedLinks (the news list) a plain anchor that the list navigates and
              preloads for, as a car grid does (ADR 031); elsewhere a router link. */}
          <PageLink className="news-card__link" to={href("news_detail", { slug: item.slug })} prefetch="intent">
            {item.title}
          </PageLink>
        </Heading>
        {item.excerpt ? <p className="news-card__excerpt">{item.excerpt}</p> : null}
      </div>
    </article>
  );
}
