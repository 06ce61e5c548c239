import type { AutoDealer, WithContext } from "schema-dts";
import type { MapDealerCentre } from "~/dealer-client/dealer-centers-endpoints";
import { openingHours } from "~/utils/dealer-centres";
import { parseCoords } from "~/utils/geo";

/** schema.org AutoDealer for a centre's page: address, geo, phone, hours and its rating. */
export function dealerJsonLd(
  centre: MapDealerCentre,
  reviews: { average: number; count: number },
  pageUrl: string,
  siteUrl: string,
) {
  const point = parseCoords(centre.sCoords);
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    "@id": pageUrl,
    name: centre.sName,
    url: pageUrl,
    telephone: `+${centre.sPhone.replace(/\D/g, "")}`,
    image: centre.arElements[0] ? siteUrl + centre.arElements[0].sLogoGrey : undefined,
    address: { "@type": "PostalAddress", streetAddress: centre.sAddressForView, addressLocality: centre.sCityName, addressCountry: "RU" },
    ...(point ? { geo: { "@type": "GeoCoordinates", latitude: point[0], longitude: point[1] } } : {}),
    openingHoursSpecification: openingHours(centre.sWork).map((h) => ({ "@type": "OpeningHoursSpecification", ...h })),
    brand: centre.arElements.map((e) => ({ "@type": "Brand", name: e.sBrandName })),
    ...(reviews.count
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: reviews.average, reviewCount: reviews.count, bestRating: 5, worstRating: 1 } }
      : {}),
  } satisfies WithContext<AutoDealer>;
}
