import { describe, expect, it } from "vitest";
import { openDatabase } from "./db";

describe("openDatabase's kept statements", () => {
  it("answers a statement prepared again as a new one would, whatever the last user set", () => {
    const db = openDatabase(":memory:");
    db.exec("CREATE TABLE things (id INTEGER PRIMARY KEY, name TEXT)");
    db.prepare("INSERT INTO things (name) VALUES (?)").run("first");
    db.prepare("INSERT INTO things (name) VALUES (?)").run("second");

    const sql = "SELECT name FROM things ORDER BY id";
    expect(db.prepare(sql).pluck().all()).toEqual(["first", "second"]);
    expect(db.prepare(sql).all()).toEqual([{ name: "first" }, { name: "second" }]);
    expect(db.prepare("SELECT COUNT(*) FROM things").pluck().get()).toBe(2);
    db.close();
  });

  it("keeps a bounded number of statements and still prepares any text", () => {
    const db = openDatabase(":memory:");
    for (let n = 1; n <= 600; n++) expect(db.prepare(`SELECT ${n} AS n`).get()).toEqual({ n });
    expect(db.prepare("SELECT 1 AS n").get()).toEqual({ n: 1 });
    db.close();
  });
});
