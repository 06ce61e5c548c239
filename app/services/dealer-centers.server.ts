import type { AppLoadContext } from "@remix-run/node";
import type { MapDealerCentre, Review } from "~/dealer-client/dealer-centers-endpoints";
import { REVIEWS_PAGE } from "~/utils/reviews-page";

/** Every dealer centre (the contacts pages cannot show anything without them: a page call). */
export async function loadDealerCentres(context: AppLoadContext): Promise<MapDealerCentre[]> {
  return (await context.page(context.api.send("getSectionForMap"))).items;
}

/** The most reviews one call may ask for (the dealer API's limit is 50). */
const CALL_LIMIT = 48;

/**
 * A centre's newest `pages` × 6 reviews (docs/product.md §7, «Показать ещё»), or none when
 * the calls fail: the page stays.
 */
export async function loadCentreReviews(context: AppLoadContext, centre: MapDealerCentre, pages = 1) {
  const fallback = { reviewsList: [] as Review[], average: centre.rating.average, count: centre.rating.count };
  const wanted = pages * REVIEWS_PAGE;
  const offsets = Array.from({ length: Math.ceil(wanted / CALL_LIMIT) }, (_, i) => i * CALL_LIMIT);
  const answers = await Promise.all(
    offsets.map((offset) =>
      context.section(
        "reviews",
        context.api.send("getReviews", { sGuid: centre.sGuid, limit: Math.min(CALL_LIMIT, wanted - offset), offset }),
        fallback,
      ),
    ),
  );
  // A part that failed leaves no gap in the middle: what follows it is dropped too.
  const failed = answers.indexOf(fallback);
  const read = failed === -1 ? answers : answers.slice(0, failed);
  const first = read[0] ?? fallback;
  return { average: first.average, count: first.count, reviewsList: read.flatMap((a) => a.reviewsList).slice(0, wanted) };
}
