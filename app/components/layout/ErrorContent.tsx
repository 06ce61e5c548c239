import { useLocation } from "@remix-run/react";
import { href } from "~/paths";
import { PageLink } from "../PageLink";

/** An error page's content by its status: 404, 405, and the maintenance page for any other. */
export function ErrorContent({ status }: { status: number }) {
  return status === 404 ? <NotFoundContent /> : status === 405 ? <MethodNotAllowedContent /> : <MaintenanceContent />;
}

/** The 404 page's texts and its two buttons (docs/product.md §6.1). */
export function NotFoundContent() {
  return (
    <section className="error-page container">
      <p className="error-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="error-page__title">Страница не найдена</h1>
      <p className="error-page__text">К сожалению, запрашиваемая страница не найдена</p>
      <div className="error-page__actions">
        <PageLink to={href("catalog")} className="btn btn--primary btn--large">
          Перейти на страницу каталога
        </PageLink>
        <PageLink to={href("index")} className="btn btn--secondary btn--large">
          Вернуться на главную
        </PageLink>
      </div>
    </section>
  );
}

/**
 * 405: a form sent to a page that takes none (an old bookmark of a post, a text browser, a
 * bot). Not the maintenance page: nothing is broken, the page itself is one step away
 * (docs/product.md §6.1).
 */
export function MethodNotAllowedContent() {
  const { pathname, search } = useLocation();
  return (
    <section className="error-page container">
      <p className="error-page__code" aria-hidden="true">
        405
      </p>
      <h1 className="error-page__title">Действие недоступно</h1>
      <p className="error-page__text">К сожалению, эта страница не принимает отправку форм. Откройте её заново и повторите действие.</p>
      <div className="error-page__actions">
        <PageLink to={pathname + search} className="btn btn--primary btn--large">
          Открыть страницу
        </PageLink>
        <PageLink to={href("index")} className="btn btn--secondary btn--large">
          Вернуться на главную
        </PageLink>
      </div>
    </section>
  );
}

/** Every other status is the maintenance page (docs/product.md §6.1). */
export function MaintenanceContent() {
  return (
    <section className="error-page container">
      <svg className="error-page__icon" width="64" height="64" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M14.5 6.5a4 4 0 0 0 5 5L21 13l-8 8-3-3 1.5-1.5a4 4 0 0 1-5-5L3 8l3-3 3.5 3.5a4 4 0 0 1 5-2z" />
      </svg>
      <h1 className="error-page__title">Технические работы</h1>
      <p className="error-page__text">На сайте в данный момент проводятся технические работы.</p>
    </section>
  );
}
