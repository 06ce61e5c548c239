import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DB } from "../db";
import { issueVisitor } from "./identity";
import { removeIdleVisitors, VISITOR_RETENTION_MS } from "./visitor-retention";

let db: DB | undefined;
afterEach(() => db?.close());

describe("visitor retention", () => {
  it("forgets visitors unseen for 30 days who keep nothing, and keeps those with lists, leads or a sign-in", () => {
    db = openDatabase(":memory:");
    const start = Date.UTC(2026, 0, 1);
    const idle = issueVisitor(db, start);
    const withList = issueVisitor(db, start);
    const withOrder = issueVisitor(db, start);
    const signedIn = issueVisitor(db, start);
    const recent = issueVisitor(db, start + VISITOR_RETENTION_MS - 1000);
    const signedInBefore = issueVisitor(db, start);
    db.prepare("INSERT INTO users (id, phone, created_at, updated_at) VALUES (9, '79110000000', ?, ?)").run(start, start);
    db.prepare("INSERT INTO user_sessions (fuser_id, user_id, created_at) VALUES (?, 9, ?)").run(signedInBefore, start);
    db.prepare("INSERT INTO visitor_cars (fuser_id, list, car_id, added_at) VALUES (?, 'favorites', 1, ?)").run(withList, start);
    db.prepare("INSERT INTO leads (type, payload, page, fingerprint, created_at) VALUES ('order', ?, NULL, 'f', ?)").run(
      JSON.stringify({ FUserId: withOrder, NAME: "Иван" }),
      start,
    );
    db.prepare("UPDATE visitors SET user_id = 7 WHERE fuser_id = ?").run(signedIn);
    const remaining = () => (db!.prepare("SELECT fuser_id FROM visitors ORDER BY rowid").pluck().all() as string[]).sort();

    // A day short of the limit: nobody goes.
    expect(removeIdleVisitors(db, start + VISITOR_RETENTION_MS - 24 * 3600_000)).toBe(0);
    // Past it: only the visitor who kept nothing.
    expect(removeIdleVisitors(db, start + VISITOR_RETENTION_MS + 1)).toBe(1);
    expect(remaining()).toEqual([withList, withOrder, signedIn, recent, signedInBefore].sort());
    expect(remaining()).not.toContain(idle);
  });

  it("forgets what a forgotten visitor opened, and keeps a kept visitor's and a user's", () => {
    db = openDatabase(":memory:");
    const start = Date.UTC(2026, 0, 1);
    const idle = issueVisitor(db, start);
    const recent = issueVisitor(db, start + VISITOR_RETENTION_MS);
    for (const owner of [idle, recent, "user:9"]) {
      db.prepare("INSERT INTO recently_viewed (owner, car_id, viewed_at) VALUES (?, 1, ?)").run(owner, start);
    }
    removeIdleVisitors(db, start + VISITOR_RETENTION_MS + 1);
    expect((db.prepare("SELECT owner FROM recently_viewed ORDER BY owner").pluck().all() as string[]).sort()).toEqual([recent, "user:9"].sort());
  });
});
