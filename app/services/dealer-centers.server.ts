import type { AppLoadContext } from "@remix-run/node";
import type { MapDealerCentre, Review } from "~/dealer-client/dealer-centers-endpoints";

/** Every dealer centre (the contacts pages cannot show anything without them: a page call). */
export async function loadDealerCentres(context: AppLoadContext): Promise<MapDealerCentre[]> {
  return (await context.page(context.api.send("getSectionForMap"))).items;
}

/** At most 6 reviews of a centre (docs/product.md §7), or none when the call fails: the page stays. */
export async function loadCentreReviews(context: AppLoadContext, centre: MapDealerCentre) {
  const fallback = { reviewsList: [] as Review[], average: centre.rating.average, count: centre.rating.count };
  const answer = await context.section("reviews", context.api.send("getReviews", { sGuid: centre.sGuid, limit: 6 }), fallback);
  return { ...answer, reviewsList: answer.reviewsList.slice(0, 6) };
}
