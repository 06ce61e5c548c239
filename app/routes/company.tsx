import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageLink } from "~/components/PageLink";
import { sectionRegistry } from "~/components/sections";
import { PageSections } from "~/components/sections/PageSections";
import { loadSectionPage } from "~/services/page-sections.server";
import { sectionLinks } from "~/components/sections/links";
import { href } from "~/paths";
import { ROUTE_LABELS } from "~/utils/breadcrumbs";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import { handlePost } from "~/server/post.server";
import { callBackLead } from "~/server/lead-post.server";

export const links: LinksFunction = () => sectionLinks();

/** The about page: page data whose sections the one section mechanism loads and renders (ADR 010). */
export async function loader({ context }: LoaderFunctionArgs) {
  const [page, cacheControl] = await Promise.all([loadSectionPage(context, "getPageAbout", sectionRegistry), context.cacheControl()]);
  return data(page, { headers: { "Cache-Control": cacheControl } });
}

/** The call-back section's «Перезвоните мне» (CallBackSection): the lead, then back to this page. */
export const action = (args: ActionFunctionArgs) => handlePost(args, callBackLead(args));

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.meta.title || "О компании", data?.meta.description);

export default function CompanyPage() {
  const { meta, sections } = useLoaderData<typeof loader>();
  return (
    <div className="about-page page">
      <div className="container">
        <h1 className="page__title">{meta.h1 || meta.title}</h1>
        {meta.description ? <p className="page__lead">{meta.description}</p> : null}
        <nav className="about-page__nav" aria-label="Разделы о компании">
          {(["news", "jobs", "tenders"] as const).map((name) => (
            <PageLink key={name} to={href(name)} className="btn btn--secondary btn--small" prefetch="intent">
              {ROUTE_LABELS[name]}
            </PageLink>
          ))}
        </nav>
      </div>
      <PageSections sections={sections} registry={sectionRegistry} />
    </div>
  );
}
