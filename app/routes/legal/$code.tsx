import { type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { RichText } from "~/components/RichText";
import { shortTitle } from "~/forms/consents";
import { href } from "~/paths";
import { loadLegalDocument } from "~/services/legal.server";
import { formatDay } from "~/utils/format";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import type { RouteHandle } from "~/utils/route-handle";

/**
 * A consent or the reservation's offer, each its own page (docs/product.md, «Персональные
 * данные и согласия»; ADR 067): the current version, or the one `?version=` names, which a
 * stored consent points to. Every version stays readable.
 */

type Data = Awaited<ReturnType<typeof loader>>;
export const handle: RouteHandle<Data> = {
  breadcrumb: ({ document }) => ({ name: document.title, to: href("legal_document", { code: document.code }) }),
};

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const version = new URL(request.url).searchParams.get("version");
  const document = await loadLegalDocument(context, params.code ?? "", version);
  return { document };
}

export const headers = pageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    matches,
    data ? shortTitle(data.document) : "Документ",
    data ? `${data.document.title}: редакция ${data.document.version} от ${formatDay(data.document.publishedOn)}.` : undefined,
  );

export default function LegalDocumentPage() {
  const { document } = useLoaderData<typeof loader>();
  const others = document.versions.filter((v) => v.version !== document.version);
  const path = href("legal_document", { code: document.code });
  return (
    <article className="page container">
      <h1 className="page__title">{document.title}</h1>
      <p>
        Редакция {document.version} от {formatDay(document.publishedOn)}
      </p>
      <RichText className="prose" html={document.html} />
      {others.length > 0 ? (
        <section aria-labelledby="legal-versions">
          <h2 id="legal-versions">Другие редакции</h2>
          <ul>
            {others.map((v) => (
              <li key={v.version}>
                <Link to={`${path}?version=${v.version}`}>
                  Редакция {v.version} от {formatDay(v.publishedOn)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
