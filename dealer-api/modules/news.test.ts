import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectEnvelopeError, startTestApi, type TestApi } from "../testing";
import { type NewsItem, type NewsPage } from "./news";

const LIST = "/api/rrt/aboutcompany/Controller/getAllNews";
const ITEM = "/api/rrt/aboutcompany/Controller/getNewsItem";

describe("news", () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const list = async (body: Record<string, unknown>) => {
    const reply = await api.post<NewsPage>(LIST, body);
    expect(reply.status).toBe(200);
    return reply.body.data.arMessages;
  };

  it("seeds at least 30 Russian items over two years, each with a small picture on disk", async () => {
    const all = await list({ pageSize: 50 });
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(all.newsList).toHaveLength(all.total);
    const dates = all.newsList.map((n) => n.date);
    const days = (Date.parse(dates[0]!) - Date.parse(dates.at(-1)!)) / 86_400_000;
    expect(days).toBeGreaterThan(700);
    expect(all.years.length).toBeGreaterThanOrEqual(2);
    expect(new Set(all.newsList.map((n) => n.slug)).size).toBe(all.total);
    for (const card of all.newsList) {
      expect(Object.keys(card).sort()).toEqual(["date", "excerpt", "id", "image", "slug", "title"]);
      expect(card.slug).toMatch(/^[a-z0-9-]*[a-z][a-z0-9-]*$/);
      expect(card.title).toMatch(/[А-Яа-яЁё]/);
      expect(card.excerpt.length).toBeGreaterThan(40);
      const file = join(process.cwd(), "public", card.image.src);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size).toBeLessThan(4_000);
    }
  });

  it("pages newest first, and filters by year with the total of that year", async () => {
    const first = await list({ page: 1, pageSize: 9 });
    const second = await list({ page: "2", pageSize: "9" });
    expect(first.newsList).toHaveLength(9);
    expect(first.page).toBe(1);
    expect(second.page).toBe(2);
    const dates = [...first.newsList, ...second.newsList].map((n) => n.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...first.newsList, ...second.newsList].map((n) => n.id)).size).toBe(18);

    const year = first.years[1]!;
    const ofYear = await list({ year, pageSize: 50 });
    expect(ofYear.year).toBe(year);
    expect(ofYear.total).toBeGreaterThan(0);
    expect(ofYear.total).toBeLessThan(first.total);
    expect(ofYear.newsList.every((n) => n.date.startsWith(`${year}-`))).toBe(true);

    const beyond = await list({ page: 100 });
    expect(beyond.newsList).toEqual([]);
    expect(beyond.total).toBe(first.total);
    expect((await list({ year: 1999 })).total).toBe(0);
  });

  it.each([
    ["a page of 0", { page: 0 }],
    ["a fractional page", { page: 1.5 }],
    ["a page list", { page: [1, 2] }],
    ["a huge page size", { pageSize: 500 }],
    ["a word for a year", { year: "прошлый" }],
  ])("answers VALIDATION for %s", async (_name, body) => {
    expectEnvelopeError(await api.post(LIST, body), 400, "VALIDATION");
  });

  it("serves an item by slug or id, with sanitisable HTML and its neighbours", async () => {
    const { newsList } = await list({ pageSize: 3 });
    const middle = newsList[1]!;
    const bySlug = await api.post<NewsItem>(ITEM, { slug: middle.slug });
    expect(bySlug.status).toBe(200);
    const item = bySlug.body.data.arMessages;
    expect(item.id).toBe(middle.id);
    expect(item.html).toMatch(/^<p>/);
    expect(item.html).not.toMatch(/<script|undefined|\$\{/);
    expect(item.next?.slug).toBe(newsList[0]!.slug);
    expect(item.previous?.slug).toBe(newsList[2]!.slug);

    const byId = await api.get<NewsItem>(ITEM, { id: String(middle.id) });
    expect(byId.body.data.arMessages.slug).toBe(middle.slug);

    const newest = (await api.post<NewsItem>(ITEM, { slug: newsList[0]!.slug })).body.data.arMessages;
    expect(newest.next).toBeNull();
  });

  it("answers NOT_FOUND for an unknown item and VALIDATION for a missing or malformed one", async () => {
    expectEnvelopeError(await api.post(ITEM, { slug: "net-takoj-novosti" }), 404, "NOT_FOUND");
    expectEnvelopeError(await api.post(ITEM, { id: 999999 }), 404, "NOT_FOUND");
    expectEnvelopeError(await api.post(ITEM, {}), 400, "VALIDATION");
    expectEnvelopeError(await api.post(ITEM, { id: "12abc" }), 400, "VALIDATION");
  });
});
