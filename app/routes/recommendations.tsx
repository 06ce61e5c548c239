import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaticPageView } from "~/components/StaticPageView";
import { loadStaticPage } from "~/services/content.server";
import { href } from "~/paths";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";

/**
 * The rules of the site's recommendation technologies (149-ФЗ ст. 10.2-2): a legal page of the
 * dealer API like /agreement, linked from the footer and from every recommended block (ADR 068).
 */
export const handle: RouteHandle<{ page: { title: string } }> = {
  breadcrumb: (data) => ({ name: data.page.title, to: href("recommendations") }),
};

export async function loader({ context }: LoaderFunctionArgs) {
  return { page: await loadStaticPage(context, "recommendations") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.page.title ?? "Правила применения рекомендательных технологий", data?.page.description);

export default function RecommendationsPage() {
  const { page } = useLoaderData<typeof loader>();
  return <StaticPageView title={page.title} html={page.html} />;
}
