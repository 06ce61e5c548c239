import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { StaticPageView } from "~/components/StaticPageView";
import { loadStaticPage } from "~/services/content.server";
import { href } from "~/paths";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";

export const handle: RouteHandle<{ page: { title: string } }> = {
  breadcrumb: (data) => ({ name: data.page.title, to: href("agreement") }),
};

export async function loader({ context }: LoaderFunctionArgs) {
  return { page: await loadStaticPage(context, "agreement") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.page.title ?? "Согласие на обработку персональных данных", data?.page.description);

export default function AgreementPage() {
  const { page } = useLoaderData<typeof loader>();
  return <StaticPageView title={page.title} html={page.html} />;
}
