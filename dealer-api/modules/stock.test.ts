import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../testing";
import type { CarCard } from "./catalog-data";
import type { CatalogList } from "./catalog-query";
import type { SearchMatch } from "./search";
import type { SitemapCarsPage } from "./sitemap";

/*
 * Every figure the catalogue shows follows the stock: a price changed and a car taken off
 * sale (a pledge on its report) show in the next answer of every count, range and list,
 * however many answers came before (the unfiltered counts used to be kept for the life of
 * the process).
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const list = async (query: Record<string, string> = {}) => (await api.get<CatalogList>("/api/rrt/catalog/Catalog/getList", { pageSize: "60", ...query })).body.data.arMessages;
const portfolio = async () =>
  (await api.post<{ items: Array<{ code: string; count: number; priceFrom: number; models: Array<{ code: string; count: number }> }> }>(
    "/api/rrt/catalog/Properties/getPortfolioBrandAndModels",
    {},
  )).body.data.arMessages.items;
const counts = async () => (await api.post<{ total: number; new: number; used: number }>("/api/rrt/catalog/Properties/getCountCatalogItems", {})).body.data.arMessages;
const suggestions = async (q: string) => (await api.get<{ items: SearchMatch[] }>("/api/rrt/catalog/Search/suggest", { q })).body.data.arMessages.items;
const sitemap = async () => (await api.post<SitemapCarsPage>("/api/rrt/catalog/Sitemap/getCars", {})).body.data.arMessages;
const offers = async () => (await api.post<{ items: CarCard[] }>("/api/rrt/catalog/CatalogMainOffers/getCatalogMainOffers", {})).body.data.arMessages.items;
const pageData = async () =>
  (await api.get<{ filters: { price: { min: number; max: number }; brands: Array<{ code: string; count: number }> } }>("/api/rrt/catalog/Catalog/getPageData")).body.data.arMessages.filters;

/** A pledge on the car's report: the reference API's way a car is taken off sale. */
const takeOffSale = (id: number) =>
  api.db
    .prepare("INSERT INTO car_reports (car_id, accidents, encumbered, report) VALUES (?, 0, 1, '{}') ON CONFLICT (car_id) DO UPDATE SET encumbered = 1")
    .run(id);

describe("figures that follow the stock", () => {
  it("show a new price and a car taken off sale in the next answer of every count, range and list", async () => {
    // The model with the most cars, so that one car taken off it leaves others.
    const { brand, model } = api.db
      .prepare("SELECT brand_code AS brand, model_code AS model FROM cars GROUP BY brand_code, model_code ORDER BY COUNT(*) DESC LIMIT 1")
      .get() as { brand: string; model: string };
    const ofModel = api.db.prepare("SELECT id, price FROM cars WHERE brand_code = ? AND model_code = ? ORDER BY price").all(brand, model) as Array<{ id: number; price: number }>;
    const dearest = api.db.prepare("SELECT MAX(price) FROM cars").pluck().get() as number;
    const offered = (await offers())[0];

    // Every answer read once before the change, as a running site would have.
    const before = {
      all: await list(),
      model: await list({ brand, model }),
      portfolio: await portfolio(),
      counts: await counts(),
      suggest: await suggestions(brand),
      sitemap: await sitemap(),
      pageData: await pageData(),
    };
    expect(before.model.total).toBe(ofModel.length);

    const taken = ofModel[0];
    const repriced = ofModel[1];
    const newPrice = dearest + 1_000_000;
    takeOffSale(taken.id);
    takeOffSale(offered.id);
    api.db.prepare("UPDATE cars SET price = ? WHERE id = ?").run(newPrice, repriced.id);
    const gone = taken.id === offered.id ? 1 : 2;
    const left = ofModel.slice(1).map((c) => (c.id === repriced.id ? newPrice : c.price));

    const all = await list();
    expect(all.total).toBe(before.all.total - gone);
    expect(all.priceRange!.max).toBe(newPrice);
    expect((await pageData()).price.max).toBe(newPrice);
    expect(all.facets.model.find((m) => m.code === model && m.brandCode === brand)?.count).toBe(left.length);

    const ofModelNow = await list({ brand, model });
    expect(ofModelNow.total).toBe(left.length);
    // «Найдено: N» is the cards there are.
    expect(ofModelNow.items).toHaveLength(ofModelNow.total);
    expect(ofModelNow.items.map((c) => c.id)).not.toContain(taken.id);
    expect(ofModelNow.priceRange).toEqual({ min: Math.min(...left), max: Math.max(...left) });

    const brandNow = (await portfolio()).find((b) => b.code === brand)!;
    const brandBefore = before.portfolio.find((b) => b.code === brand)!;
    expect(brandNow.models.find((m) => m.code === model)?.count).toBe(ofModel.length - 1);
    expect(brandNow.count).toBeLessThan(brandBefore.count);
    expect((await counts()).total).toBe(before.counts.total - gone);

    const suggested = (await suggestions(brand)).find((m) => m.brand.code === brand && !m.model)!;
    expect(suggested.count).toBe(before.suggest.find((m) => m.brand.code === brand && !m.model)!.count - (brandBefore.count - brandNow.count));

    const map = await sitemap();
    expect(map.total).toBe(before.sitemap.total - gone);
    expect(map.items.map((c) => c.id)).not.toContain(taken.id);
    expect((await offers()).map((c) => c.id)).not.toContain(offered.id);
  });
});
