import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { jobPostingJsonLd } from "~/components/company/companyJsonLd";
import { RecruitingLink, VacancyFacts } from "~/components/company/VacancyFacts";
import { CallBackSection } from "~/components/forms/CallBackSection";
import { JsonLd } from "~/components/JsonLd";
import { href } from "~/paths";
import { requireCanonicalPath, slugOrId } from "~/services/detail-address.server";
import companyStyles from "~/styles/company.css?url";
import { crumbOf } from "~/utils/breadcrumbs";
import type { RouteHandle } from "~/utils/route-handle";
import { requireFeature } from "~/services/features.server";
import { formatDay, formatSalary } from "~/utils/format";
import { pageHeaders } from "~/utils/page-headers";
import { pageMeta, siteTitleOf } from "~/utils/meta";
import type { RootLoader } from "~/utils/root-data";
import { handlePost } from "~/server/post.server";
import { callBackLead } from "~/server/lead-post.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: companyStyles }];

// Главная › О компании › Вакансии › {title}.
export const handle = {
  feature: "jobs",
  breadcrumb: ({ vacancy }: { vacancy: { title: string; slug: string } }) => [
    crumbOf("jobs"),
    { name: vacancy.title, to: href("jobs_detail", { slug: vacancy.slug }) },
  ],
} satisfies RouteHandle<{ vacancy: { title: string; slug: string } }>;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  const url = new URL(request.url);
  const [vacancy, common, cacheControl] = await Promise.all([
    context.page(context.api.send("getVacancy", slugOrId(params.slug))),
    context.common(),
    context.cacheControl(),
  ]);
  const canonicalPath = href("jobs_detail", { slug: vacancy.slug });
  requireCanonicalPath(url, canonicalPath);
  const canonicalUrl = context.config.siteUrl + canonicalPath;
  return data(
    { vacancy, canonicalUrl, jsonLd: jobPostingJsonLd(vacancy, canonicalUrl, context.config.siteUrl, common.company) },
    { headers: { "Cache-Control": cacheControl } },
  );
}

/** The call-back about the vacancy is the site's one call-back lead; its URL names the vacancy. */
export const action = (args: ActionFunctionArgs) => handlePost(args, callBackLead(args));

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ data, matches }) => {
  const siteTitle = siteTitleOf(matches);
  if (!data) return [{ title: `Вакансии - ${siteTitle}` }];
  const { vacancy, canonicalUrl } = data;
  const description = `Вакансия «${vacancy.title}» в ${vacancy.dealer}, ${vacancy.city.name}: ${formatSalary(vacancy.salary.from, vacancy.salary.to)}, ${vacancy.schedule}.`;
  return pageMeta(matches, `${vacancy.title}, ${vacancy.city.name}`, description, { canonical: canonicalUrl });
};

function Section({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="vacancy__section">
      <h2>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export default function VacancyPage() {
  const { vacancy, jsonLd } = useLoaderData<typeof loader>();
  return (
    <div className="vacancy page container">
      <JsonLd data={jsonLd} />
      <div className="vacancy__layout">
        <article className="vacancy__main">
          <h1 className="page__title">{vacancy.title}</h1>
          <p className="vacancy__salary">{formatSalary(vacancy.salary.from, vacancy.salary.to)}</p>
          <p className="vacancy__place">
            {vacancy.city.name}, {vacancy.dealer}
          </p>
          <VacancyFacts vacancy={vacancy} />
          <p className="vacancy__dates">
            Опубликована <time dateTime={vacancy.publishedOn}>{formatDay(vacancy.publishedOn)}</time>, открыта до{" "}
            <time dateTime={vacancy.validThrough}>{formatDay(vacancy.validThrough)}</time>
          </p>
          <p className="vacancy__description">{vacancy.description}</p>
          <Section title="Обязанности" items={vacancy.duties} />
          <Section title="Требования" items={vacancy.requirements} />
          <Section title="Условия" items={vacancy.conditions} />
          <p className="vacancy__back">
            <Link to={href("jobs")}>Все вакансии</Link>
          </p>
        </article>
        <aside className="vacancy__respond" aria-label="Как откликнуться">
          <h2 className="vacancy__respond-title">Откликнуться</h2>
          <p>Отправьте резюме на карьерном сайте группы или оставьте телефон — менеджер по персоналу перезвонит.</p>
          <RecruitingLink url={vacancy.recruitingUrl} className="btn btn--primary btn--block">
            Откликнуться на карьерном сайте
          </RecruitingLink>
          <CallBackSection
            id="vacancy-callback"
            className="vacancy__callback"
            title="Вопрос о вакансии"
            text={`Оставьте телефон — расскажем о вакансии «${vacancy.title}» и ответим на вопросы.`}
            commentLabel="Ваш вопрос о вакансии"
          />
        </aside>
      </div>
    </div>
  );
}
