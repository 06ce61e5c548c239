import { Link } from "@remix-run/react";
import { breadcrumbJsonLd, type Crumb, scriptSafeJson } from "~/utils/breadcrumbs";
import { useFeatures } from "~/utils/features";

/**
 * The visible trail (last crumb is the current page) and its BreadcrumbList JSON-LD. A
 * parent whose page is switched off is left out, like every other link to it.
 */
export function Breadcrumbs({ crumbs: trail, siteUrl, nonce }: { crumbs: Crumb[]; siteUrl: string; nonce?: string }) {
  const { isLinkEnabled } = useFeatures();
  const crumbs = trail.filter((crumb, index) => index === trail.length - 1 || isLinkEnabled(crumb.to));
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
