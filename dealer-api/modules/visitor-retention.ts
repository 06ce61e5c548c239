import { type DealerApiModule } from "../context";
import { type DB } from "../db";

/** A visitor with nothing of theirs kept is forgotten this long after their last visit. */
export const VISITOR_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Removes visitors not seen for VISITOR_RETENTION_MS who have nothing kept: not signed in
 * (now or ever: user_sessions), no favourites or comparison, no lead (an order names its
 * FUserId), no service booking. The cart lives in the
 * storefront's session, which outlives no visitor id: a returning visitor is simply issued a
 * new one. Returns how many were removed.
 */
export function removeIdleVisitors(db: DB, now = Date.now()): number {
  const result = db
    .prepare(
      `DELETE FROM visitors
       WHERE last_seen_at < ?
         AND user_id IS NULL
         AND fuser_id NOT IN (SELECT fuser_id FROM visitor_cars)
         AND fuser_id NOT IN (SELECT fuser_id FROM service_bookings)
         AND fuser_id NOT IN (SELECT fuser_id FROM user_sessions)
         AND fuser_id NOT IN (
           SELECT json_extract(payload, '$.FUserId') FROM leads
           WHERE json_valid(payload) AND json_extract(payload, '$.FUserId') IS NOT NULL
         )`,
    )
    .run(now - VISITOR_RETENTION_MS);
  // What a forgotten visitor opened goes with them (recently viewed keeps nobody; ADR 043).
  db.prepare("DELETE FROM recently_viewed WHERE owner NOT LIKE 'user:%' AND owner NOT IN (SELECT fuser_id FROM visitors)").run();
  return result.changes;
}

export const visitorRetentionModule: DealerApiModule = {
  name: "visitor-retention",
  register(_router, { db }) {
    // Once at start and hourly; the timer never keeps the process alive, nor outlives the database.
    const sweep = () => {
      if (db.open) removeIdleVisitors(db);
    };
    sweep();
    setInterval(sweep, SWEEP_EVERY_MS).unref();
  },
};
