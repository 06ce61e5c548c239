import { DelegatedLinks } from "~/components/DelegatedLinks";
import { PageLink } from "~/components/PageLink";
import { pageWindow } from "~/utils/catalog-filters";

/**
 * Numbered pages as plain links (`?page=N`), so every page is reachable and crawlable. One
 * listener navigates and preloads for them (`DelegatedLinks`), not a router link each (ADR 031).
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  label = "Страницы каталога",
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  /** The navigation's accessible name: what is being paged. */
  label?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <DelegatedLinks>
      <nav className="pagination" aria-label={label}>
        <ul>
          <li>
            {page > 1 ? (
              <PageLink to={hrefFor(page - 1)} rel="prev" className="pagination__step">
                ← Назад
              </PageLink>
            ) : null}
          </li>
          {pageWindow(page, pageCount).map((p, i) => (
            <li key={p ?? `gap-${i}`}>
              {p === null ? (
                <span className="pagination__gap">…</span>
              ) : p === page ? (
                <span className="pagination__page pagination__page--current" aria-current="page">
                  <span className="visually-hidden">Страница </span>
                  {p}
                </span>
              ) : (
                <PageLink to={hrefFor(p)} className="pagination__page" aria-label={`Страница ${p}`}>
                  {p}
                </PageLink>
              )}
            </li>
          ))}
          <li>
            {page < pageCount ? (
              <PageLink to={hrefFor(page + 1)} rel="next" className="pagination__step">
                Вперёд →
              </PageLink>
            ) : null}
          </li>
        </ul>
      </nav>
    </DelegatedLinks>
  );
}
