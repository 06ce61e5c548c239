import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import type { SitemapCarsPage } from "./sitemap";

const CARS = "/api/rrt/catalog/Sitemap/getCars";

describe("sitemap cars", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const page = async (body: Record<string, unknown>) => {
    const reply = await api.post<SitemapCarsPage>(CARS, body);
    expect(reply.status).toBe(200);
    return reply.body.data.arMessages;
  };

  it("lists every car once, in pages that do not overlap, with its address parts and an ISO time", async () => {
    const all = await page({});
    const { total } = api.db.prepare("SELECT COUNT(*) AS total FROM cars").get() as { total: number };
    expect(all.total).toBe(total);
    expect(all.items).toHaveLength(total);
    const paged = [...(await page({ pageSize: 7, page: 1 })).items, ...(await page({ pageSize: 7, page: 2 })).items];
    expect(paged.map((c) => c.id)).toEqual(all.items.slice(0, 14).map((c) => c.id));
    for (const car of all.items) {
      expect(Object.keys(car).sort()).toEqual(["brandCode", "id", "modelCode", "updatedAt"]);
      expect(new Date(car.updatedAt).toISOString()).toBe(car.updatedAt);
    }
  });

  it("refuses a page size over 50 000 or a page that is not a whole number", async () => {
    expectEnvelopeError(await api.post(CARS, { pageSize: 50_001 }), 400, "VALIDATION");
    expectEnvelopeError(await api.post(CARS, { page: "x" }), 400, "VALIDATION");
  });
});
