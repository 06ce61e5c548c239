import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CITIES, DEALERS } from "../seed/catalog-reference";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import { dealerGuid, type MapDealerCentre, type Review } from "./dealer-centers";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seedCars: 30 });
});
afterAll(() => api.close());

const MAP = "/api/rrt/dealercenters/Controller/getSectionForMap";
const REVIEWS = "/api/rrt/dealercenters/Review/getByGuid";
type Reviews = { reviewsList: Review[]; average: number; count: number };

describe("getSectionForMap", () => {
  it("returns every centre with the spec's fields, coordinates in its city and brands with logos", async () => {
    const { status, body } = await api.post<{ items: MapDealerCentre[] }>(MAP, { FUserId: "x" });
    expect(status).toBe(200);
    const items = body.data.arMessages!.items;
    expect(items.map((c) => c.sCode).sort()).toEqual(DEALERS.map((d) => d.code).sort());
    // In the order of the cities list.
    const cityOrder = items.map((c) => CITIES.findIndex((city) => city.fiasId === c.sCityFiasId));
    expect(cityOrder).toEqual([...cityOrder].sort((a, b) => a - b));
    for (const centre of items) {
      expect(centre).toMatchObject({ sName: expect.any(String), sAddressForView: expect.any(String), sAddress: expect.any(String), sWork: expect.any(String) });
      expect(centre.sPhone).toMatch(/^7\d{10}$/);
      expect(centre.sCoords).toMatch(/^\d+\.\d+,\d+\.\d+$/);
      expect(centre.sGuid).toBe(dealerGuid(centre.sCode));
      expect(centre.arElements.length).toBeGreaterThan(0);
      for (const element of centre.arElements) {
        expect(element).toMatchObject({ sGuid: expect.any(String), bIsUsed: expect.any(Boolean), bIsService: expect.any(Boolean) });
        expect(element.sLogoGrey).toMatch(/^\/media\/brands\/.+-grey\.svg$/);
        expect(element.sLogoWhite).toMatch(/^\/media\/brands\/.+-white\.svg$/);
      }
      expect(centre.rating.count).toBeGreaterThanOrEqual(8);
      expect(centre.rating.average).toBeGreaterThanOrEqual(1);
      expect(centre.rating.average).toBeLessThanOrEqual(5);
    }
    // No two centres at one point: each sits at its own address.
    expect(new Set(items.map((c) => c.sCoords)).size).toBe(items.length);
  });
});

describe("Review/getByGuid", () => {
  it("returns a centre's newest reviews, at most 6 by default, with its average over all of them", async () => {
    const centre = (await api.post<{ items: MapDealerCentre[] }>(MAP, {})).body.data.arMessages!.items[0]!;
    const { body } = await api.post<Reviews>(REVIEWS, { sGuid: centre.sGuid });
    const answer = body.data.arMessages!;
    expect(answer.reviewsList).toHaveLength(6);
    expect(answer.count).toBe(centre.rating.count);
    expect(answer.average).toBe(centre.rating.average);
    const dates = answer.reviewsList.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const review of answer.reviewsList) {
      expect(review.dealer.sCode).toBe(centre.sCode);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.text).toMatch(/[а-яё]{4,}/i);
      expect(review.author).toMatch(/^[А-ЯЁ][а-яё]+ [А-Я]\.$/);
    }
    // A brand's guid names its centre too.
    const byBrand = (await api.post<Reviews>(REVIEWS, { sGuid: centre.arElements[0]!.sGuid, limit: 50 })).body.data.arMessages!;
    expect(byBrand.reviewsList).toHaveLength(centre.rating.count);
  });

  it("answers the latest reviews of all centres, the visitor's city first, when no centre is named", async () => {
    const kazan = CITIES.find((c) => c.name === "Казань")!;
    const { body } = await api.post<Reviews>(REVIEWS, { sFiasId: kazan.fiasId });
    const list = body.data.arMessages!.reviewsList;
    expect(list).toHaveLength(6);
    const kazanCodes = DEALERS.filter((d) => d.city === "Казань").map((d) => d.code);
    expect(kazanCodes).toContain(list[0]!.dealer.sCode);
  });

  it("refuses an unknown guid and a bad limit", async () => {
    expectEnvelopeError(await api.post(REVIEWS, { sGuid: "nope" }), 404, "NOT_FOUND");
    expectEnvelopeError(await api.post(REVIEWS, { limit: 0 }), 400, "VALIDATION");
    expectEnvelopeError(await api.post(REVIEWS, { limit: "много" }), 400, "VALIDATION");
  });

  it("has at least 8 believable reviews for every centre, with the dealer's answer to every bad one", () => {
    const perDealer = api.db.prepare("SELECT dealer_id, COUNT(*) AS n FROM dealer_reviews GROUP BY dealer_id").all() as Array<{ n: number }>;
    expect(perDealer).toHaveLength(DEALERS.length);
    for (const row of perDealer) expect(row.n).toBeGreaterThanOrEqual(8);
    expect(api.count("dealer_reviews", "rating <= 2 AND answer IS NULL")).toBe(0);
  });
});

describe("getMainPageData", () => {
  it("lists the home sections in order, each with its entity and, for live parts, an endpoint", async () => {
    type Page = { meta: { title: string }; content: { sections: Array<{ entity: string; endpoint?: string; endpointContentProperty?: string }> } };
    const { body } = await api.post<Page>("/api/rrt/main/Controller/getMainPageData", { FUserId: "x" });
    const page = body.data.arMessages!;
    expect(page.meta.title).toBe("Главная");
    expect(page.content.sections.map((s) => s.entity)).toEqual(["slider", "counts", "brands", "offers", "news", "reviews", "map", "questions"]);
    // Every endpoint a section names answers (getAllNews comes with the news module).
    for (const section of page.content.sections) {
      if (!section.endpoint || section.endpoint.includes("getAllNews")) continue;
      const reply = await api.post<Record<string, unknown>>(section.endpoint, { FUserId: "x" });
      expect(reply.status, section.endpoint).toBe(200);
      if (section.endpointContentProperty) expect(reply.body.data.arMessages).toHaveProperty(section.endpointContentProperty);
    }
  });
});
