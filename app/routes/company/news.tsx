import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/catalog/Pagination";
import { DelegatedLinks } from "~/components/DelegatedLinks";
import { NewsCard } from "~/components/company/NewsCard";
import { href } from "~/paths";
import { pageNotFound } from "~/server/api-failures.server";
import companyStyles from "~/styles/company.css?url";
import type { RouteHandle } from "~/utils/route-handle";
import { requireFeature } from "~/services/features.server";
import { type NewsQuery, newsQueryRecord, readNewsQuery } from "~/utils/company-query";
import { pageHeaders } from "~/utils/page-headers";
import { pageMeta, siteTitleOf } from "~/utils/meta";
import type { RootLoader } from "~/utils/root-data";

/** Three rows of three on a wide screen. */
const PAGE_SIZE = 9;
/** The first row's pictures load at once; the rest when scrolled near. */
const EAGER_CARDS = 3;

export const links: LinksFunction = () => [{ rel: "stylesheet", href: companyStyles }];

export const handle = { breadcrumb: "news", feature: "news" } satisfies RouteHandle;

function newsHref(query: NewsQuery) {
  return href("news", undefined, newsQueryRecord(query));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  const url = new URL(request.url);
  const reading = readNewsQuery(url.searchParams);
  if (reading.kind === "not-found") throw pageNotFound(url.pathname);
  if (reading.kind === "redirect") throw redirect(href("news", undefined, reading.query), 301);
  const query = reading.value;
  const [news, cacheControl] = await Promise.all([
    context.page(context.api.send("getAllNews", { page: query.page, pageSize: PAGE_SIZE, year: query.year ?? "" })),
    context.cacheControl(),
  ]);
  const pageCount = Math.max(1, Math.ceil(news.total / PAGE_SIZE));
  // A year without news or a page past the last is an address of nothing.
  if ((query.year !== null && !news.years.includes(query.year)) || query.page > pageCount) throw pageNotFound(url.pathname);
  return data(
    { query, news: { items: news.newsList, total: news.total, years: news.years, pageCount }, siteUrl: context.config.siteUrl },
    { headers: { "Cache-Control": cacheControl } },
  );
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches }) => {
  const siteTitle = siteTitleOf(matches);
  if (!data) return [{ title: `Новости - ${siteTitle}` }];
  const { query, news, siteUrl } = data;
  const name = `Новости${query.year ? ` за ${query.year} год` : ""}${query.page > 1 ? `, страница ${query.page}` : ""}`;
  const description = `Новости ${siteTitle}: открытия дилерских центров, акции, сервисные кампании и события в шести городах.`;
  const tags: ReturnType<MetaFunction> = [
    ...pageMeta(matches, name, description, { canonical: newsHref(query) }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: `Новости ${siteTitle}`, href: siteUrl + href("news_rss") },
  ];
  if (query.page > 1) tags.push({ tagName: "link", rel: "prev", href: siteUrl + newsHref({ ...query, page: query.page - 1 }) });
  if (query.page < news.pageCount) tags.push({ tagName: "link", rel: "next", href: siteUrl + newsHref({ ...query, page: query.page + 1 }) });
  return tags;
};

export default function NewsPage() {
  const { query, news } = useLoaderData<typeof loader>();
  return (
    <div className="news-page page container">
      <div className="company-head">
        <h1 className="page__title">Новости{query.year ? ` за ${query.year} год` : ""}</h1>
        <a className="company-head__aside" href={href("news_rss")} type="application/rss+xml">
          RSS-лента
        </a>
      </div>
      {/* A plain GET form: the address it builds is the filtered list's own address. */}
      <Form method="get" action={href("news")} className="filter-bar" aria-label="Фильтр новостей">
        <label className="filter-bar__label" htmlFor="news-year">
          Год
        </label>
        <select id="news-year" name="year" className="select filter-bar__select" defaultValue={query.year ?? ""} key={query.year ?? ""}>
          <option value="">Все годы</option>
          {news.years.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn--secondary">
          Показать
        </button>
        {query.year ? (
          <Link to={href("news")} className="filter-bar__reset">
            Все новости
          </Link>
        ) : null}
      </Form>
      {/* One listener navigates and preloads for the cards' links (ADR 031). */}
      <DelegatedLinks>
        <ul className="news-grid">
          {news.items.map((item, index) => (
            <li key={item.id}>
              <NewsCard item={item} eager={index < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      </DelegatedLinks>
      <Pagination
        page={query.page}
        pageCount={news.pageCount}
        hrefFor={(page) => newsHref({ ...query, page })}
        label="Страницы новостей"
      />
    </div>
  );
}
