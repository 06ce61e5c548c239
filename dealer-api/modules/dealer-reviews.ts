import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint, fail } from "../http";
import { seedReviews } from "../seed/reviews-seed";
import { centreByGuid, ratings, toReview, type ReviewRow } from "./dealer-centers";

/*
 * Reviews of the dealer centres (docs/dealer-api.md, "Review/getByGuid"): a centre's, newest
 * first and read page by page, or the latest of all centres for the home page.
 *
 * Its seed is a module of its own so that a database seeded before the reviews were
 * rewritten (the first seed's had women writing in the masculine and repeated texts) gets
 * the new ones on its next start: the seed replaces every review, once per database.
 */

export const REVIEWS_DEFAULT_LIMIT = 6;
export const REVIEWS_MAX_LIMIT = 50;

function reviewLimit(value: unknown): number {
  if (value === undefined || value === null || value === "") return REVIEWS_DEFAULT_LIMIT;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > REVIEWS_MAX_LIMIT) fail(400, "VALIDATION", `limit: от 1 до ${REVIEWS_MAX_LIMIT}`);
  return n;
}

function reviewOffset(value: unknown): number {
  if (value === undefined || value === null || value === "") return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000) fail(400, "VALIDATION", "offset: целое число от 0");
  return n;
}

function centreReviews(db: DB, guid: string, limit: number, offset: number) {
  const centre = centreByGuid(db, guid);
  if (!centre) fail(404, "NOT_FOUND", "Дилерский центр не найден");
  const rows = db
    .prepare("SELECT * FROM dealer_reviews WHERE dealer_id = ? ORDER BY created_on DESC, id DESC LIMIT ? OFFSET ?")
    .all(centre.id, limit, offset) as ReviewRow[];
  const stats = ratings(db).get(centre.id) ?? { average: 0, count: 0 };
  return { reviewsList: rows.map((r) => toReview(db, r)), ...stats };
}

/** No centre named (the home page): the latest reviews, those of the visitor's city first. */
function latestReviews(db: DB, city: string, limit: number, offset: number) {
  const rows = db
    .prepare(
      `SELECT r.* FROM dealer_reviews r JOIN dealer_centers d ON d.id = r.dealer_id
       ORDER BY d.city_fias = ? DESC, r.created_on DESC, r.id DESC LIMIT ? OFFSET ?`,
    )
    .all(city, limit, offset) as ReviewRow[];
  const all = db.prepare("SELECT AVG(rating) AS average, COUNT(*) AS count FROM dealer_reviews").get() as { average: number | null; count: number };
  return { reviewsList: rows.map((r) => toReview(db, r)), average: Math.round((all.average ?? 0) * 10) / 10, count: all.count };
}

export const dealerReviewsModule: DealerApiModule = {
  name: "dealer-reviews",
  seed({ db }) {
    seedReviews(db);
  },
  register(router, { db }) {
    endpoint(router, ["POST"], "/api/rrt/dealercenters/Review/getByGuid", (input) => {
      const limit = reviewLimit(input.limit);
      const offset = reviewOffset(input.offset);
      const guid = typeof input.sGuid === "string" ? input.sGuid.trim() : "";
      if (guid) return centreReviews(db, guid, limit, offset);
      return latestReviews(db, typeof input.sFiasId === "string" ? input.sFiasId : "", limit, offset);
    });
  },
};
