import { randomBytes } from "node:crypto";
import { type DealerApiModule } from "../context";
import { type DB } from "../db";
import { listOwner } from "./list-owner";
import { recentlyViewedIds } from "./recently-viewed";
import { endpoint, fail } from "../http";

const FUSER_ID = /^[0-9a-f]{32}$/;

export function isFUserId(value: unknown): value is string {
  return typeof value === "string" && FUSER_ID.test(value);
}

export type Visitor = { fuserId: string; cityFiasId: string | null; userId: number | null };

export function findVisitor(db: DB, fuserId: string): Visitor | undefined {
  return db
    .prepare("SELECT fuser_id AS fuserId, city_fias_id AS cityFiasId, user_id AS userId FROM visitors WHERE fuser_id = ?")
    .get(fuserId) as Visitor | undefined;
}

/**
 * A visitor the API issued, or VISITOR_REQUIRED (400) with `message`: what takes a scarce thing
 * (a car's reservation, a test-drive slot) is held for someone who can come back to it and
 * cancel or pay it, never for a client without an id (a script, a crawler).
 */
export function requireVisitor(db: DB, value: unknown, message: string): string {
  if (!isFUserId(value) || !findVisitor(db, value)) fail(400, "VISITOR_REQUIRED", message);
  return value;
}

/** A fresh visitor row; 128 random bits make a collision practically impossible. */
export function issueVisitor(db: DB, now = Date.now()): string {
  const fuserId = randomBytes(16).toString("hex");
  db.prepare("INSERT INTO visitors (fuser_id, created_at, last_seen_at) VALUES (?, ?, ?)").run(fuserId, now, now);
  return fuserId;
}

function carList(db: DB, fuserId: string, list: "favorites" | "compare"): number[] {
  return db
    .prepare("SELECT car_id FROM visitor_cars WHERE fuser_id = ? AND list = ? ORDER BY added_at, rowid")
    .pluck()
    .all(listOwner(db, fuserId), list) as number[];
}

/** The signed-in user behind a visitor, if any (personal-area calls refuse others). */
export function signedInUser(db: DB, fuserId: unknown): { id: number; name: string; phone: string; email: string } | undefined {
  if (!isFUserId(fuserId)) return undefined;
  return db
    .prepare("SELECT u.id, u.name, u.phone, u.email FROM visitors v JOIN users u ON u.id = v.user_id WHERE v.fuser_id = ?")
    .get(fuserId) as { id: number; name: string; phone: string; email: string } | undefined;
}

export const identityModule: DealerApiModule = {
  name: "identity",
  register(router, { db }) {
    // A cached getFUser answer would hand one id to many visitors.
    router.use("/api/rrt/main/FUserExport", (_req, res, next) => {
      res.set("Cache-Control", "no-store");
      next();
    });
    endpoint(router, ["GET"], "/api/rrt/main/FUserExport/getFUser", () => ({ FUserId: issueVisitor(db) }));

    // Never an error: whatever the storefront holds, it gets back an id it can keep.
    endpoint(router, ["POST"], "/api/rrt/main/FUserExport/updateFUser", (input) => {
      const given = input.FUserId;
      const now = Date.now();
      const known = isFUserId(given) && findVisitor(db, given) ? given : undefined;
      if (known) db.prepare("UPDATE visitors SET last_seen_at = ? WHERE fuser_id = ?").run(now, known);
      const fuserId = known ?? issueVisitor(db, now);
      // Authorised is a fact about this FUserId only, set by sign-in (modules/personal-sign-in.ts).
      const user = signedInUser(db, fuserId);
      return {
        NewFUser: !known,
        FUserId: fuserId,
        IsAuthorized: !!user,
        FavoritesItems: carList(db, fuserId, "favorites"),
        CompareItems: carList(db, fuserId, "compare"),
        // Whether there is a «Вы смотрели» strip to show: the storefront's pages are personal then.
        ViewedItems: recentlyViewedIds(db, listOwner(db, fuserId)),
        sUserName: user?.name ?? "",
        sUserPhone: user?.phone ?? "",
        // So the storefront's forms can start filled in for a signed-in visitor.
        sUserEmail: user?.email ?? "",
      };
    });
  },
};
