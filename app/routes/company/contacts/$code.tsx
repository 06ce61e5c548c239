import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DealerBadges, DealerBrands } from "~/components/dealers/DealerCard";
import { DealerMap } from "~/components/dealers/DealerMap";
import { CentreReviews } from "~/components/dealers/CentreReviews";
import { dealerLinks } from "~/components/dealers/links";
import { ArrowRightIcon, ClockIcon, ExternalIcon, PhoneIcon, PinIcon } from "~/components/icons";
import { JsonLd } from "~/components/JsonLd";
import { PageLink } from "~/components/PageLink";
import { href } from "~/paths";
import { pageNotFound } from "~/server/api-failures.server";
import { loadCentreReviews, loadDealerCentres } from "~/services/dealer-centers.server";
import { crumbOf } from "~/utils/breadcrumbs";
import type { RouteHandle } from "~/utils/route-handle";
import { requireFeature } from "~/services/features.server";
import { findCentre } from "~/utils/dealer-centres";
import { formatPhone, phoneHref } from "~/utils/format";
import { readReviewsPages, reviewAnchor, reviewsPageCount } from "~/utils/reviews-page";
import { MessengerLinks } from "~/components/trust/MessengerLinks";
import { yandexMapsHref } from "~/utils/geo";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import { dealerJsonLd } from "~/components/dealers/dealerJsonLd";
import sectionStyles from "~/styles/sections.css?url";

export const links: LinksFunction = () => [...dealerLinks(), { rel: "stylesheet", href: sectionStyles }];
export const headers = pageHeaders;
// The trail ends with the centre's name (docs/product.md §3.4).
export const handle = {
  feature: "contacts",
  breadcrumb: ({ centre }: { centre: { sName: string; sCode: string } }) => [
    crumbOf("contacts"),
    { name: centre.sName, to: href("contacts_detail", { code: centre.sCode }) },
  ],
} satisfies RouteHandle<{ centre: { sName: string; sCode: string } }>;

/** One dealer centre; its numeric id is an old address and answers 301 to its code's. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  const centres = await loadDealerCentres(context);
  const found = findCentre(centres, params.code ?? "");
  if (!found) throw pageNotFound(new URL(request.url).pathname);
  const canonicalPath = href("contacts_detail", { code: found.centre.sCode });
  if (found.redirect) throw redirect(canonicalPath + new URL(request.url).search, 301);
  // «Показать ещё» adds a page of reviews: ?reviews=N shows the newest N × 6.
  const url = new URL(request.url);
  const pages = readReviewsPages(url.searchParams);
  if (pages.kind === "not-found" || (pages.kind === "ok" && pages.value > reviewsPageCount(found.centre.rating.count))) {
    throw pageNotFound(url.pathname);
  }
  if (pages.kind === "redirect") throw redirect(href("contacts_detail", { code: found.centre.sCode }, pages.query), 301);
  const [reviews, cacheControl] = await Promise.all([loadCentreReviews(context, found.centre, pages.value), context.cacheControl()]);
  const shown = reviews.reviewsList.length;
  const moreHref =
    shown < reviews.count && pages.value < reviewsPageCount(reviews.count)
      ? `${href("contacts_detail", { code: found.centre.sCode }, { ...Object.fromEntries(url.searchParams), reviews: String(pages.value + 1) })}#${reviewAnchor(shown + 1)}`
      : null;
  return data(
    { centre: found.centre, reviews, moreHref, canonicalUrl: context.config.siteUrl + canonicalPath, siteUrl: context.config.siteUrl },
    { headers: { "Cache-Control": cacheControl } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? pageMeta(matches, data.centre.sName, `${data.centre.sName}: ${data.centre.sAddressForView}. ${data.centre.sWork}. Телефон ${formatPhone(data.centre.sPhone)}.`, {
        canonical: data.canonicalUrl,
      })
    : pageMeta(matches, "Дилерский центр");

export default function DealerCentrePage() {
  const { centre, reviews, moreHref, canonicalUrl, siteUrl } = useLoaderData<typeof loader>();
  const mapHref = yandexMapsHref(centre.sCoords);
  return (
    <div className="page container">
      <JsonLd data={dealerJsonLd(centre, reviews, canonicalUrl, siteUrl)} />
      <h1 className="page__title">{centre.sName}</h1>
      <div className="dealer-layout dealer-page">
        <DealerMap points={[centre]} label={`${centre.sName} на карте`} />
        <div className="dealer-item dealer-page__card">
          <ul className="dealer-item__facts">
            <li>
              <PinIcon size={18} />
              <span>{centre.sAddressForView}</span>
            </li>
            <li>
              <ClockIcon size={18} />
              <span>{centre.sWork}</span>
            </li>
            <li>
              <PhoneIcon size={18} />
              <a href={phoneHref(centre.sPhone)}>{formatPhone(centre.sPhone)}</a>
            </li>
          </ul>
          <MessengerLinks centre={centre} label="Написать в мессенджер" />
          <h2 className="dealer-page__subtitle">Марки и услуги</h2>
          <DealerBrands centre={centre} />
          <DealerBadges centre={centre} />
          <div className="dealer-page__actions">
            <PageLink to={href("catalog", undefined, { dealer: centre.sCode })} className="btn btn--primary">
              Автомобили в наличии
              <ArrowRightIcon size={18} />
            </PageLink>
            {mapHref ? (
              <a className="btn btn--secondary" href={mapHref} target="_blank" rel="noopener noreferrer">
                Открыть на карте
                <ExternalIcon size={16} />
                <span className="visually-hidden"> (Яндекс Карты, в новой вкладке)</span>
              </a>
            ) : null}
          </div>
        </div>
      </div>

      <CentreReviews reviews={reviews} moreHref={moreHref} />
    </div>
  );
}
