import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { newsArticleJsonLd } from "~/components/company/companyJsonLd";
import { JsonLd } from "~/components/JsonLd";
import { RichText } from "~/components/RichText";
import { href } from "~/paths";
import { requireCanonicalPath, slugOrId } from "~/services/detail-address.server";
import { sanitizeHtml } from "~/services/sanitize-html.server";
import companyStyles from "~/styles/company.css?url";
import { crumbOf } from "~/utils/breadcrumbs";
import type { RouteHandle } from "~/utils/route-handle";
import { requireFeature } from "~/services/features.server";
import { formatDay } from "~/utils/format";
import { pageHeaders } from "~/utils/page-headers";
import { pageMeta, siteTitleOf } from "~/utils/meta";
import type { RootLoader } from "~/utils/root-data";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: companyStyles }];

// Главная › О компании › Новости › {title} (docs/product.md §3.4).
export const handle = {
  feature: "news",
  breadcrumb: ({ item }: { item: { title: string; slug: string } }) => [crumbOf("news"), { name: item.title, to: href("news_detail", { slug: item.slug }) }],
} satisfies RouteHandle<{ item: { title: string; slug: string } }>;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  const url = new URL(request.url);
  const [item, common, cacheControl] = await Promise.all([
    context.page(context.api.send("getNewsItem", slugOrId(params.slug))),
    context.common(),
    context.cacheControl(),
  ]);
  const canonicalPath = href("news_detail", { slug: item.slug });
  requireCanonicalPath(url, canonicalPath);
  const canonicalUrl = context.config.siteUrl + canonicalPath;
  return data(
    {
      item: { ...item, html: sanitizeHtml(item.html) },
      canonicalUrl,
      siteUrl: context.config.siteUrl,
      jsonLd: newsArticleJsonLd(item, canonicalUrl, context.config.siteUrl, common.company),
    },
    { headers: { "Cache-Control": cacheControl } },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches }) => {
  const siteTitle = siteTitleOf(matches);
  if (!data) return [{ title: `Новости - ${siteTitle}` }];
  const { item, canonicalUrl, siteUrl } = data;
  return [
    ...pageMeta(matches, item.title, item.excerpt, { canonical: canonicalUrl, type: "article", image: item.image ?? undefined }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `Новости ${siteTitle}`, href: siteUrl + href("news_rss") },
    { property: "article:published_time", content: item.date },
  ];
};

export default function NewsItemPage() {
  const { item, jsonLd } = useLoaderData<typeof loader>();
  return (
    <article className="news-item page container">
      <JsonLd data={jsonLd} />
      <header className="news-item__head">
        <time className="news-item__date" dateTime={item.date}>
          {formatDay(item.date)}
        </time>
        <h1 className="page__title news-item__title">{item.title}</h1>
        {item.excerpt ? <p className="page__lead">{item.excerpt}</p> : null}
      </header>
      {item.image ? (
        <img
          className="news-item__image"
          src={item.image.src}
          width={item.image.width}
          height={item.image.height}
          alt={item.image.alt}
        />
      ) : null}
      <RichText className="news-item__body prose" html={item.html} />
      <nav className="news-item__nav" aria-label="Другие новости">
        {item.previous ? (
          <Link className="news-item__step news-item__step--prev" to={href("news_detail", { slug: item.previous.slug })} rel="prev">
            <span className="news-item__step-label">← Предыдущая новость</span>
            <span className="news-item__step-title">{item.previous.title}</span>
          </Link>
        ) : null}
        {item.next ? (
          <Link className="news-item__step news-item__step--next" to={href("news_detail", { slug: item.next.slug })} rel="next">
            <span className="news-item__step-label">Следующая новость →</span>
            <span className="news-item__step-title">{item.next.title}</span>
          </Link>
        ) : null}
      </nav>
      <p className="news-item__back">
        <Link to={href("news")}>Все новости</Link>
      </p>
    </article>
  );
}
