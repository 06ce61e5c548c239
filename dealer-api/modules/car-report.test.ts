import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import type { CarReport } from "./car-report";
import type { CatalogList } from "./catalog-query";

const REPORT = "/api/rrt/catalog/CarReport/get";
const LIST = "/api/rrt/catalog/Catalog/getList";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const ids = (sql: string) => api.db.prepare(sql).pluck().all() as number[];

describe("used car reports", () => {
  it("exist for every used car and no new one, the same on every fresh database", async () => {
    expect(api.count("car_reports")).toBe(api.count("cars", "condition = 'used'"));
    const again = await startTestApi();
    try {
      const first = api.db.prepare("SELECT car_id, accidents, report FROM car_reports ORDER BY car_id").all();
      expect(again.db.prepare("SELECT car_id, accidents, report FROM car_reports ORDER BY car_id").all()).toEqual(first);
    } finally {
      await again.close();
    }
  });

  it("are mostly clean: some accidents, no pledge or restriction, 120 points, the dealer's reading last", async () => {
    const used = api.count("car_reports");
    const withAccident = api.count("car_reports", "accidents > 0");
    expect(withAccident / used).toBeGreaterThan(0.08);
    expect(withAccident / used).toBeLessThan(0.3);
    expect(api.count("car_reports", "encumbered = 1")).toBe(0);

    const id = ids("SELECT car_id FROM car_reports WHERE accidents > 0 ORDER BY car_id LIMIT 1")[0];
    const { status, body } = await api.get<{ report: CarReport }>(REPORT, { id: String(id) });
    expect(status).toBe(200);
    const { report } = body.data.arMessages;
    expect(report.vin).toMatch(/^[A-Z0-9]{4}\*{9}[A-Z0-9]{4}$/);
    expect(report.accidents.length).toBeGreaterThan(0);
    expect(report.checks.every((check) => !check.found)).toBe(true);
    expect(report.inspection.groups.reduce((sum, g) => sum + g.points, 0)).toBe(120);
    expect(report.registrations).toHaveLength(report.owners);
    const car = api.db.prepare("SELECT mileage FROM cars WHERE id = ?").get(id) as { mileage: number };
    expect(report.mileage.at(-1)?.km).toBe(car.mileage);
  });

  it("answers null for a new car and 404 for an unknown one", async () => {
    const fresh = ids("SELECT id FROM cars WHERE condition = 'new' LIMIT 1")[0];
    expect((await api.get<{ report: null }>(REPORT, { id: String(fresh) })).body.data.arMessages.report).toBeNull();
    expectEnvelopeError(await api.get(REPORT, { id: "99999999" }), 404, "NOT_FOUND");
    expectEnvelopeError(await api.get(REPORT, { id: "abc" }), 400, "VALIDATION");
  });
});

describe("the catalogue and the report", () => {
  it("«Без ДТП» leaves out every car with an accident on record, and only those", async () => {
    const all = await api.get<CatalogList>(LIST, { pageSize: "1" });
    const clean = await api.get<CatalogList>(LIST, { pageSize: "60", noAccidents: "1" });
    expect(clean.body.data.arMessages.filters.noAccidents).toBe(true);
    expect(clean.body.data.arMessages.total).toBe(all.body.data.arMessages.total - api.count("car_reports", "accidents > 0"));
    const damaged = new Set(ids("SELECT car_id FROM car_reports WHERE accidents > 0"));
    expect(clean.body.data.arMessages.items.some((car) => damaged.has(car.id))).toBe(false);
  });

  it("never offers a car with a pledge: not in the list, its page and report not found", async () => {
    const id = ids("SELECT car_id FROM car_reports ORDER BY car_id LIMIT 1")[0];
    const before = (await api.get<CatalogList>(LIST, { pageSize: "1" })).body.data.arMessages.total;
    api.db.prepare("UPDATE car_reports SET encumbered = 1 WHERE car_id = ?").run(id);
    try {
      // A price filter skips the list's kept counts, as a new stock would.
      const after = await api.get<CatalogList>(LIST, { pageSize: "60", priceFrom: "0" });
      expect(after.body.data.arMessages.total).toBe(before - 1);
      expectEnvelopeError(await api.get("/api/rrt/catalog/Catalog/getCar", { id: String(id) }), 404, "NOT_FOUND");
      expectEnvelopeError(await api.get(REPORT, { id: String(id) }), 404, "NOT_FOUND");
    } finally {
      api.db.prepare("UPDATE car_reports SET encumbered = 0 WHERE car_id = ?").run(id);
    }
  });
});
