import { describe, expect, it } from "vitest";
import { openDatabase } from "./db";
import { ApiFailure } from "./http";
import { DUPLICATE_WINDOW_MS, storeLead } from "./leads";

describe("storeLead", () => {
  it("stores an identical submission within the window once, whatever the key order", () => {
    const db = openDatabase(":memory:");
    const first = storeLead(db, { type: "T", payload: { A: 1, B: "x" } }, 1000);
    const again = storeLead(db, { type: "T", payload: { B: "x", A: 1 } }, 2000);
    expect(again).toEqual({ id: first.id, duplicate: true });
    expect(db.prepare("SELECT COUNT(*) AS n FROM leads").get()).toEqual({ n: 1 });
  });

  it("is the same lead whoever sends it: the sender's visitor id and city are kept, not compared", () => {
    const db = openDatabase(":memory:");
    const first = storeLead(db, { type: "T", payload: { A: 1, FUserId: "a".repeat(32), sFiasId: "spb" } }, 1000);
    const again = storeLead(db, { type: "T", payload: { A: 1, FUserId: "b".repeat(32), sFiasId: "kazan" } }, 2000);
    expect(again).toEqual({ id: first.id, duplicate: true });
    const stored = JSON.parse(db.prepare("SELECT payload FROM leads").pluck().get() as string);
    expect(stored).toEqual({ A: 1, FUserId: "a".repeat(32), sFiasId: "spb" });
  });

  it("stores it again after the window, and other payloads or types at once", () => {
    const db = openDatabase(":memory:");
    storeLead(db, { type: "T", payload: { A: 1 } }, 0);
    expect(storeLead(db, { type: "T", payload: { A: 1 } }, DUPLICATE_WINDOW_MS + 1).duplicate).toBe(false);
    expect(storeLead(db, { type: "T", payload: { A: 2 } }, 1).duplicate).toBe(false);
    expect(storeLead(db, { type: "U", payload: { A: 1 } }, 1).duplicate).toBe(false);
  });

  it("refuses absurdly nested payloads instead of overflowing the stack", () => {
    const db = openDatabase(":memory:");
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 5000; i++) deep = { x: deep };
    expect(() => storeLead(db, { type: "T", payload: deep })).toThrow(ApiFailure);
    expect(db.prepare("SELECT COUNT(*) AS n FROM leads").get()).toEqual({ n: 0 });
  });
});
