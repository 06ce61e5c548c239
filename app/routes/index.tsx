import { ConsultationTrigger } from "~/components/forms/ConsultationTrigger";
import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useRootData } from "~/utils/root-data";
import { ArrowRightIcon, PhoneIcon } from "~/components/icons";
import { href } from "~/paths";
import { PageLink } from "~/components/PageLink";
import { sectionRegistry } from "~/components/sections";
import { PageSections } from "~/components/sections/PageSections";
import { loadSectionPage } from "~/services/page-sections.server";
import { inCity } from "~/utils/city-choice";
import { formatPhone, phoneHref } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { sectionLinks } from "~/components/sections/links";
import { handlePost } from "~/server/post.server";
import { callBackLead } from "~/server/lead-post.server";

export { pageHeaders as headers } from "~/utils/page-headers";

export const links: LinksFunction = () => sectionLinks();

/**
 * The home page is the dealer API's page data (getMainPageData): its sections, in the API's
 * order, each completed by its own endpoint (docs/decisions/010-page-sections.md). A section
 * that fails or is slow is left out; the hero comes from common data and the visitor's city.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const [page, cacheControl] = await Promise.all([loadSectionPage(context, "getMainPageData", sectionRegistry), context.cacheControl()]);
  return data({ page }, { headers: { "Cache-Control": cacheControl } });
}

/** The call-back section's «Перезвоните мне» (CallBackSection): the lead, then back to this page. */
export const action = (args: ActionFunctionArgs) => handlePost(args, callBackLead(args));

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageMeta(matches, "Главная", data?.page.meta.description);

export default function HomePage() {
  const { page } = useLoaderData<typeof loader>();
  const root = useRootData();
  if (!root) return null;
  const { common, city } = root;

  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__content">
            <p className="hero__eyebrow">{common.company.name || common.meta.title}</p>
            <h1 className="hero__title">
              {page.meta.h1 || "Автомобили в наличии"} {city ? inCity(city.name) : ""}
            </h1>
            <p className="hero__lead">{common.meta.description}</p>
            <div className="hero__actions">
              <PageLink to={href("catalog")} className="btn btn--light btn--large" prefetch="intent">
                Перейти в каталог
                <ArrowRightIcon size={20} />
              </PageLink>
              <PageLink to={href("trade_in")} className="btn btn--outline-light btn--large">
                Оценить свой автомобиль
              </PageLink>
            </div>
          </div>
          {city ? (
            <div className="hero__contact">
              <p className="hero__contact-label">Отдел продаж {inCity(city.name)}</p>
              <a className="hero__phone" href={phoneHref(city.phone)}>
                <PhoneIcon size={22} />
                {formatPhone(city.phone)}
              </a>
              <ConsultationTrigger className="hero__consult">{common.consultation.title}</ConsultationTrigger>
            </div>
          ) : null}
        </div>
      </section>

      <PageSections sections={page.sections} registry={sectionRegistry} />
    </>
  );
}
