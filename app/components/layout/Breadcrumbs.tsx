import { JsonLd } from "~/components/JsonLd";
import { breadcrumbJsonLd, type Crumb } from "~/utils/breadcrumbs";
import { useFeatures } from "~/utils/features";
import { PageLink } from "../PageLink";

/**
 * The visible trail (last crumb is the current page) and its BreadcrumbList JSON-LD. A
 * parent whose page is switched off is left out, like every other link to it. The nav's CSS
 * styles its list and items, which carry no classes.
 */
export function Breadcrumbs({ crumbs: trail, siteUrl }: { crumbs: Crumb[]; siteUrl: string }) {
  const { isLinkEnabled } = useFeatures();
  const crumbs = trail.filter((crumb, index) => index === trail.length - 1 || isLinkEnabled(crumb.to));
  if (crumbs.length === 0) return null;
  return (
    <div className="container">
      <nav className="breadcrumbs" aria-label="Хлебные крошки">
        <ol>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={index}>
                <span aria-current="page">{crumb.name}</span>
              </li>
            ) : (
              <li key={index}>
                <PageLink to={crumb.to}>{crumb.name}</PageLink>
              </li>
            ),
          )}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl)} />
    </div>
  );
}
