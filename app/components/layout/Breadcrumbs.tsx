import { Link } from "@remix-run/react";
import { JsonLd } from "~/components/JsonLd";
import { breadcrumbJsonLd, type Crumb } from "~/utils/breadcrumbs";

/** The visible trail (last crumb is the current page) and its BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs, siteUrl }: { crumbs: Crumb[]; siteUrl: string }) {
  if (crumbs.length === 0) return null;
  return (
    <div className="container">
      <nav className="breadcrumbs" aria-label="Хлебные крошки">
        <ol className="breadcrumbs__list">
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={index} className="breadcrumbs__item">
                <span aria-current="page">{crumb.name}</span>
              </li>
            ) : (
              <li key={index} className="breadcrumbs__item">
                <Link to={crumb.to}>{crumb.name}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl)} />
    </div>
  );
}
