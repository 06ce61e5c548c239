import { z } from "zod/v4";
import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint, fail } from "../http";
import { cardsByIds, carId } from "./catalog";
import { listOwner } from "./list-owner";
import { offered } from "./stock";

/*
 * The cars a visitor opened last, newest first (docs/dealer-api.md, "Recently viewed"): kept
 * per F_USER_ID like the visitor's lists, so they need no JavaScript and, once the visitor
 * signs in, follow the user to any device. The car page's call records a view; ten are kept.
 */

export const RECENTLY_VIEWED_LIMIT = 10;

const visitorId = z
  .string({ error: "Не передан идентификатор посетителя" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "Не передан идентификатор посетителя" });

function owner(db: DB, input: Record<string, unknown>): string {
  const parsed = visitorId.safeParse(input.FUserId);
  if (!parsed.success) fail(400, "VALIDATION", parsed.error.issues[0].message);
  return listOwner(db, parsed.data);
}

/** The ids, newest first: cars no longer for sale are left out (and their rows with them, lazily). */
export function recentlyViewedIds(db: DB, who: string): number[] {
  return db
    .prepare(
      `SELECT v.car_id FROM recently_viewed v JOIN cars c ON c.id = v.car_id
       WHERE v.owner = ? AND ${offered("v.car_id")}
       ORDER BY v.viewed_at DESC LIMIT ?`,
    )
    .pluck()
    .all(who, RECENTLY_VIEWED_LIMIT) as number[];
}

/** Notes a view (a repeat moves the car to the front) and keeps the newest ten. */
export function recordView(db: DB, who: string, id: number, now = Date.now()) {
  db.transaction(() => {
    // Strictly after the last view, so two views in one millisecond keep their order.
    const last = db.prepare("SELECT MAX(viewed_at) FROM recently_viewed WHERE owner = ?").pluck().get(who) as number | null;
    keepView(db, who, id, Math.max(now, (last ?? 0) + 1));
  }).immediate();
}

function keepView(db: DB, who: string, id: number, at: number) {
  db.prepare(
    `INSERT INTO recently_viewed (owner, car_id, viewed_at) VALUES (?, ?, ?)
     ON CONFLICT (owner, car_id) DO UPDATE SET viewed_at = MAX(viewed_at, excluded.viewed_at)`,
  ).run(who, id, at);
  db.prepare(
    `DELETE FROM recently_viewed WHERE owner = ? AND car_id NOT IN (
       SELECT car_id FROM recently_viewed WHERE owner = ? ORDER BY viewed_at DESC LIMIT ?)`,
  ).run(who, who, RECENTLY_VIEWED_LIMIT);
}

/** At sign-in (inside its transaction): what the visitor opened before joins the user's own, the newest kept. */
export function mergeRecentlyViewed(db: DB, from: string, to: string) {
  const rows = db.prepare("SELECT car_id, viewed_at FROM recently_viewed WHERE owner = ? ORDER BY viewed_at").all(from) as Array<{
    car_id: number;
    viewed_at: number;
  }>;
  for (const row of rows) keepView(db, to, row.car_id, row.viewed_at);
  db.prepare("DELETE FROM recently_viewed WHERE owner = ?").run(from);
}

export const recentlyViewedModule: DealerApiModule = {
  name: "recently-viewed",
  register(router, { db }) {
    endpoint(router, ["POST"], "/api/rrt/catalog/RecentlyViewed/getList", (input) => ({
      items: cardsByIds(db, recentlyViewedIds(db, owner(db, input))),
    }));

    // Records the view and answers the list as it now is: the car page makes one call for both.
    endpoint(router, ["POST"], "/api/rrt/catalog/RecentlyViewed/add", (input) => {
      const who = owner(db, input);
      const id = carId(input.id);
      if (id === null) fail(400, "VALIDATION", "Не указан автомобиль");
      if (db.prepare("SELECT 1 FROM cars WHERE id = ?").get(id) !== undefined) recordView(db, who, id);
      return { items: cardsByIds(db, recentlyViewedIds(db, who)) };
    });
  },
};
