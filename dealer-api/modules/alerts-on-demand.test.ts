import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDealerApi } from "../app";
import type { DB } from "../db";
import { expectEnvelopeError, startTestApi } from "../testing";

/*
 * The alert job on demand (docs/dealer-api.md, "Notices and the outboxes"): operations run one
 * pass with `npm run alerts:run` on the database's host; over HTTP a pass runs outside
 * production only (a developer's or a test's API). Neither waits for the 5-minute timer.
 */

const RUN = "/api/rrt/alerts/Job/run";
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** An active price watch of a car, and the car's price lowered since: one notice is due. */
function dueNotice(db: DB, address: string) {
  const car = db.prepare("SELECT id, price FROM cars ORDER BY id LIMIT 1").get() as { id: number; price: number };
  db.prepare(
    `INSERT INTO subscriptions (kind, channel, address, title, car_id, fuser_id, site_url, status, last_price, created_at)
     VALUES ('price', 'email', ?, 'Автомобиль', ?, 'ops', 'http://shop.example', 'active', ?, 0)`,
  ).run(address, car.id, car.price);
  db.prepare("UPDATE cars SET price = price - 10000 WHERE id = ?").run(car.id);
}
const notices = (db: DB, address: string) => db.prepare("SELECT COUNT(*) FROM email_outbox WHERE address = ?").pluck().get(address) as number;

describe("the alert job on demand", () => {
  it("runs one pass over HTTP outside production, at once", async () => {
    const api = await startTestApi({ seedCars: 5 });
    dueNotice(api.db, "http@example.ru");
    const reply = await api.post<{ notices: number }>(RUN, {});
    expect(reply.status).toBe(200);
    expect(reply.body.data.arMessages).toEqual({ notices: 1 });
    expect(notices(api.db, "http@example.ru")).toBe(1);
    expect((await api.post<{ notices: number }>(RUN, {})).body.data.arMessages).toEqual({ notices: 0 });
    await api.close();
  });

  it("is refused over HTTP in production, and writes nothing", async () => {
    const api = await startTestApi({ seedCars: 5, production: true });
    dueNotice(api.db, "prod@example.ru");
    const reply = await api.post(RUN, {});
    expectEnvelopeError(reply, 403, "FORBIDDEN");
    expect(reply.body.data.arErrors[0].message).toContain("npm run alerts:run");
    expect(notices(api.db, "prod@example.ru")).toBe(0);
    await api.close();
  });

  it("is a documented npm script that runs one pass on the database DEALER_API_DB names", () => {
    const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
    expect(scripts["alerts:run"]).toBeDefined();
    expect(readFileSync("README.md", "utf8")).toContain("npm run alerts:run");

    const dir = mkdtempSync(join(tmpdir(), "alerts-run-"));
    dirs.push(dir);
    const file = join(dir, "dealer.sqlite");
    const api = createDealerApi({ dbFile: file, seedCars: 5 });
    dueNotice(api.db, "ops@example.ru");
    api.close();

    const run = () => spawnSync("npm", ["run", "--silent", "alerts:run"], { env: { ...process.env, DEALER_API_DB: file }, encoding: "utf8", timeout: 60_000 });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout.trim().split("\n").at(-1)!)).toMatchObject({ level: "info", notices: 1 });

    const after = createDealerApi({ dbFile: file, seedCars: 5 });
    expect(notices(after.db, "ops@example.ru")).toBe(1);
    after.close();

    // A wrong path is said so, not a new empty database quietly passed.
    const missing = spawnSync("npm", ["run", "--silent", "alerts:run"], { env: { ...process.env, DEALER_API_DB: join(dir, "none.sqlite") }, encoding: "utf8", timeout: 60_000 });
    expect(missing.status).not.toBe(0);
    expect(missing.stderr).toContain("none.sqlite");
  }, 120_000);
});
