import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { DealerBadges, DealerBrands } from "~/components/dealers/DealerCard";
import { DealerMap } from "~/components/dealers/DealerMap";
import { Rating } from "~/components/dealers/Rating";
import { ReviewCard } from "~/components/dealers/ReviewCard";
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
import { formatPhone, formatRating, phoneHref, plural } from "~/utils/format";
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
  const [reviews, cacheControl] = await Promise.all([loadCentreReviews(context, found.centre), context.cacheControl()]);
  return data(
    { centre: found.centre, reviews, canonicalUrl: context.config.siteUrl + canonicalPath, siteUrl: context.config.siteUrl },
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
  const { centre, reviews, canonicalUrl, siteUrl } = useLoaderData<typeof loader>();
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

      <section className="dealer-reviews" aria-labelledby="reviews-title">
        <div className="page-section__head">
          <h2 id="reviews-title" className="page-section__title">
            Отзывы
          </h2>
          {reviews.count ? (
            <p className="dealer-reviews__summary">
              <Rating value={reviews.average} />
              <span>
                <strong>{formatRating(reviews.average)}</strong> из 5 · {reviewsWord(reviews.count)}
              </span>
            </p>
          ) : null}
        </div>
        {reviews.reviewsList.length ? (
          <ul className="review-grid">
            {reviews.reviewsList.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="dealer-reviews__empty">Отзывов пока нет.</p>
        )}
      </section>
    </div>
  );
}

function reviewsWord(n: number): string {
  return `${n} ${plural(n, "отзыв", "отзыва", "отзывов")}`;
}
