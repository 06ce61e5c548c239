import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDealerApi } from "../app";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import type { MapDealerCentre, Review } from "./dealer-centers";

const MAP = "/api/rrt/dealercenters/Controller/getSectionForMap";
const REVIEWS = "/api/rrt/dealercenters/Review/getByGuid";
type Reviews = { reviewsList: Review[]; average: number; count: number };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seedCars: 30 });
});
afterAll(() => api.close());

describe("Review/getByGuid pages", () => {
  it("reads a centre's reviews page by page with offset: all of them, each once, newest first", async () => {
    const centre = (await api.post<{ items: MapDealerCentre[] }>(MAP, {})).body.data.arMessages!.items.find((c) => c.rating.count > 6)!;
    const pages: Review[] = [];
    for (let offset = 0; offset < centre.rating.count + 6; offset += 6) {
      const { body } = await api.post<Reviews>(REVIEWS, { sGuid: centre.sGuid, limit: 6, offset });
      pages.push(...body.data.arMessages!.reviewsList);
    }
    const all = (await api.post<Reviews>(REVIEWS, { sGuid: centre.sGuid, limit: 50 })).body.data.arMessages!.reviewsList;
    expect(pages.map((r) => r.id)).toEqual(all.map((r) => r.id));
    expect(pages).toHaveLength(centre.rating.count);
  });

  it("gives the home page six different reviews in every city", async () => {
    for (const city of api.db.prepare("SELECT DISTINCT city_fias FROM dealer_centers").pluck().all() as string[]) {
      const list = (await api.post<Reviews>(REVIEWS, { sFiasId: city })).body.data.arMessages!.reviewsList;
      expect(new Set(list.map((r) => r.text)).size).toBe(6);
    }
  });

  it("refuses an offset that is not a whole number from 0", async () => {
    for (const offset of [-1, 1.5, "два"]) expectEnvelopeError(await api.post(REVIEWS, { offset }), 400, "VALIDATION");
  });
});

describe("the reviews seed on a database seeded before it", () => {
  it("replaces the old reviews once, on the next start", () => {
    const dir = mkdtempSync(join(tmpdir(), "dealer-reviews-"));
    try {
      const file = join(dir, "dealer.sqlite");
      const first = createDealerApi({ dbFile: file, seedCars: 30 });
      const fresh = first.db.prepare("SELECT COUNT(*) FROM dealer_reviews").pluck().get();
      // What a database seeded by the first reviews seed looked like.
      first.db.prepare("DELETE FROM seeds WHERE module = 'dealer-reviews'").run();
      first.db
        .prepare("INSERT INTO dealer_reviews (dealer_id, author, created_on, rating, text) VALUES (1, 'Ольга У.', '2026-01-01', 5, 'Покупал Kia Rio в кредит.')")
        .run();
      first.close();
      const second = createDealerApi({ dbFile: file, seedCars: 30 });
      expect(second.db.prepare("SELECT COUNT(*) FROM dealer_reviews WHERE text LIKE 'Покупал Kia Rio в кредит.'").pluck().get()).toBe(0);
      expect(second.db.prepare("SELECT COUNT(*) FROM dealer_reviews").pluck().get()).toBe(fresh);
      second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
