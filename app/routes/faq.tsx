import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { RichText } from "~/components/RichText";
import { href } from "~/paths";
import { loadFaq } from "~/services/content.server";
import type { RouteHandle } from "~/utils/route-handle";
import { requireFeature } from "~/services/features.server";
import { pageMeta } from "~/utils/meta";

export const handle = {
  feature: "faq",
  breadcrumb: (data: { faq: { title: string } }) => ({ name: data.faq.title, to: href("faq") }),
} satisfies RouteHandle<{ faq: { title: string } }>;

export async function loader({ context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  return { faq: await loadFaq(context) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(matches, data?.faq.title ?? "Вопросы и ответы", data?.faq.description);

/** Questions as a details/summary accordion: keyboard and screen readers get it for free, JS or not. */
export default function FaqPage() {
  const { faq } = useLoaderData<typeof loader>();
  return (
    <article className="page container">
      <h1 className="page__title">{faq.title}</h1>
      {faq.description ? <p className="page__lead">{faq.description}</p> : null}
      <div className="accordion faq">
        {faq.items.map((item) => (
          <details key={item.id} className="accordion__item" id={`faq-${item.id}`}>
            <summary className="accordion__summary">{item.question}</summary>
            <RichText className="accordion__body prose" html={item.answerHtml} />
          </details>
        ))}
      </div>
    </article>
  );
}
