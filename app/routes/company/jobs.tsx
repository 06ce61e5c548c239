import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { RecruitingLink, VacancyFacts } from "~/components/company/VacancyFacts";
import { href } from "~/paths";
import { pageNotFound } from "~/server/api-failures.server";
import companyStyles from "~/styles/company.css?url";
import type { RouteHandle } from "~/utils/route-handle";
import { requireFeature } from "~/services/features.server";
import { formatSalary } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: companyStyles }];

export const handle = { breadcrumb: "jobs", feature: "jobs" } satisfies RouteHandle;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  const url = new URL(request.url);
  const cities = url.searchParams.getAll("city");
  if (cities.length > 1) throw pageNotFound(url.pathname);
  // The form's "all cities" sends an empty value: the list's own address has none.
  if (cities[0] === "") throw redirect(href("jobs"), 301);
  const city = cities[0] ?? null;
  const [page, cacheControl] = await Promise.all([
    context.page(context.api.send("getJobPage", city ? { city } : {})),
    context.cacheControl(),
  ]);
  if (city !== null && !page.cities.some((c) => c.fiasId === city)) throw pageNotFound(url.pathname);
  return data({ page, cityName: page.cities.find((c) => c.fiasId === city)?.name }, { headers: { "Cache-Control": cacheControl } });
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.cityName ? `Вакансии: ${data.cityName}` : "Вакансии", data?.page.description);

function vacanciesFound(n: number) {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word = mod10 === 1 && mod100 !== 11 ? "вакансия" : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? "вакансии" : "вакансий";
  return `${n} ${word}`;
}

export default function JobsPage() {
  const { page, cityName } = useLoaderData<typeof loader>();
  return (
    <div className="jobs-page page container">
      <h1 className="page__title">{page.title}</h1>
      {page.description ? <p className="page__lead">{page.description}</p> : null}
      <p className="jobs-page__recruiting">
        <RecruitingLink url={page.recruitingUrl} className="btn btn--secondary">
          {page.recruitingTitle}
        </RecruitingLink>
      </p>
      <Form method="get" action={href("jobs")} className="filter-bar" aria-label="Фильтр вакансий">
        <label className="filter-bar__label" htmlFor="jobs-city">
          Город
        </label>
        <select id="jobs-city" name="city" className="select filter-bar__select" defaultValue={page.city ?? ""} key={page.city ?? ""}>
          <option value="">Все города</option>
          {page.cities.map((c) => (
            <option key={c.fiasId} value={c.fiasId}>
              {c.name} ({c.count})
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn--secondary">
          Показать
        </button>
        {page.city ? (
          <Link to={href("jobs")} className="filter-bar__reset">
            Все города
          </Link>
        ) : null}
      </Form>
      <h2 className="jobs-page__count">
        {cityName ? `${cityName}: ` : "Открыто: "}
        {vacanciesFound(page.vacancies.length)}
      </h2>
      {page.vacancies.length === 0 ? (
        <div className="empty-state">
          <p>Сейчас открытых вакансий нет. Загляните на карьерный сайт группы — там все вакансии.</p>
        </div>
      ) : (
        <ul className="vacancy-list">
          {page.vacancies.map((vacancy) => (
            <li key={vacancy.id} className="vacancy-card">
              <h3 className="vacancy-card__title">
                <Link className="vacancy-card__link" to={href("jobs_detail", { slug: vacancy.slug })} prefetch="intent">
                  {vacancy.title}
                </Link>
              </h3>
              <p className="vacancy-card__salary">{formatSalary(vacancy.salary.from, vacancy.salary.to)}</p>
              <p className="vacancy-card__place">
                {vacancy.city.name}, {vacancy.dealer}
              </p>
              <VacancyFacts vacancy={vacancy} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
