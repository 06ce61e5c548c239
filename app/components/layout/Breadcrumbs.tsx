import { Link } from "@remix-run/react";
import { breadcrumbJsonLd, type Crumb, scriptSafeJson } from "~/utils/breadcrumbs";

/** The visible trail (last crumb is the current page) and its BreadcrumbList JSON-LD. */
export function Breadcrumbs({ crumbs, siteUrl, nonce }: { crumbs: Crumb[]; siteUrl: string; nonce?: string }) {
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
      {/* Not executed, but the CSP would still flag an inline script without the nonce. */}
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(breadcrumbJsonLd(crumbs, siteUrl)) }}
      />
    </div>
  );
}
