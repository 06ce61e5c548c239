import { Link } from "@remix-run/react";
import { pageWindow } from "~/utils/catalog-filters";

/** Numbered pages as plain links (`?page=N`), so every page is reachable and crawlable. */
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
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className="pagination__step">
              ← Назад
            </Link>
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
              <Link to={hrefFor(p)} className="pagination__page" aria-label={`Страница ${p}`}>
                {p}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} rel="next" className="pagination__step">
              Вперёд →
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
