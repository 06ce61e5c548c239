import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { href } from "~/paths";
import { pageNotFound } from "~/server/api-failures.server";
import { TENDER_STATUSES } from "~/dealer-client/company-endpoints";
import companyStyles from "~/styles/company.css?url";
import type { RouteHandle } from "~/utils/route-handle";
import { requireFeature } from "~/services/features.server";
import { readChoice } from "~/utils/company-query";
import { formatDay, formatPhone, phoneHref } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: companyStyles }];

export const handle = { breadcrumb: "tenders", feature: "tenders" } satisfies RouteHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  const url = new URL(request.url);
  const reading = readChoice(url.searchParams, "status", TENDER_STATUSES);
  if (reading.kind === "not-found") throw pageNotFound(url.pathname);
  if (reading.kind === "redirect") throw redirect(href("tenders"), 301);
  const status = reading.value;
  const [page, cacheControl] = await Promise.all([
    context.page(context.api.send("getTendersPage", status ? { status } : {})),
    context.cacheControl(),
  ]);
  return data({ page }, { headers: { "Cache-Control": cacheControl } });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const status = data?.page.statuses.find((s) => s.code === data.page.status);
  return pageMeta(matches, status ? `Тендеры: ${status.name.toLowerCase()}` : "Тендеры", data?.page.description);
};

export default function TendersPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <div className="tenders-page page container">
      <h1 className="page__title">{page.title}</h1>
      {page.description ? <p className="page__lead">{page.description}</p> : null}
      {page.intro ? <p className="tenders-page__intro">{page.intro}</p> : null}
      <Form method="get" action={href("tenders")} className="filter-bar" aria-label="Фильтр тендеров">
        <label className="filter-bar__label" htmlFor="tenders-status">
          Статус
        </label>
        <select id="tenders-status" name="status" className="select filter-bar__select" defaultValue={page.status ?? ""} key={page.status ?? ""}>
          <option value="">Все тендеры</option>
          {page.statuses.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name} ({s.count})
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn--secondary">
          Показать
        </button>
        {page.status ? (
          <Link to={href("tenders")} className="filter-bar__reset">
            Все тендеры
          </Link>
        ) : null}
      </Form>
      {page.tenders.length === 0 ? (
        <div className="empty-state">
          <p>Тендеров с таким статусом сейчас нет.</p>
          <Link to={href("tenders")} className="btn btn--primary">
            Все тендеры
          </Link>
        </div>
      ) : (
        <ul className="tender-list">
          {page.tenders.map((tender) => (
            <li key={tender.id}>
              <article className={`tender tender--${tender.status.code}`} aria-labelledby={`tender-${tender.id}`}>
                <header className="tender__head">
                  <p className="tender__number">№ {tender.number}</p>
                  <p className={`tender__status tender__status--${tender.status.code}`}>{tender.status.name}</p>
                </header>
                <h2 className="tender__subject" id={`tender-${tender.id}`}>
                  {tender.subject}
                </h2>
                {tender.description ? <p className="tender__description">{tender.description}</p> : null}
                <dl className="tender__facts">
                  <div>
                    <dt>Опубликован</dt>
                    <dd>
                      <time dateTime={tender.publishedOn}>{formatDay(tender.publishedOn)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>Приём заявок до</dt>
                    <dd>
                      <time dateTime={tender.deadline}>{formatDay(tender.deadline)}</time>
                    </dd>
                  </div>
                  <div>
                    <dt>Контакт</dt>
                    <dd>
                      {tender.contact.name}
                      <br />
                      <a href={phoneHref(tender.contact.phone)}>{formatPhone(tender.contact.phone)}</a>,{" "}
                      <a href={`mailto:${tender.contact.email}?subject=${encodeURIComponent(`Тендер № ${tender.number}`)}`}>
                        {tender.contact.email}
                      </a>
                    </dd>
                  </div>
                </dl>
                {tender.documents.length ? (
                  <div className="tender__documents">
                    <h3 className="tender__documents-title">Документы</h3>
                    <ul>
                      {tender.documents.map((doc) => (
                        <li key={doc.url}>
                          <a href={doc.url}>
                            {doc.title}
                            {/\.pdf$/i.test(doc.url) ? <span className="tender__document-type"> (PDF)</span> : null}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
