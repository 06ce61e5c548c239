import { expect, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./forms-helpers";

// Servers of their own: the shared flags-off server keeps the company pages on.
let parts: OwnServer;
let whole: OwnServer;

test.beforeAll(async () => {
  [parts, whole] = await Promise.all([
    startOwnServer({ DEALER_API_FEATURES: "news=0,jobs=0,tenders=0" }),
    startOwnServer({ DEALER_API_FEATURES: "company=0" }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([parts?.stop(), whole?.stop()]);
});

test("news, jobs and tenders switched off: their pages redirect home and no link leads there", async ({ page, request }) => {
  for (const path of ["/company/news", "/company/news/zimnij-servis-2024", "/company/jobs", "/company/jobs/1", "/company/tenders?status=open"]) {
    const response = await request.get(parts.url + path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()["location"], path).toBe("/");
  }
  expect((await request.get(`${parts.url}/company/news/rss.xml`)).status()).toBe(404);
  // A page's flag is its own: the layout above it and the pages beside it stay.
  expect((await request.get(`${parts.url}/company/contacts`, { maxRedirects: 0 })).status()).toBe(200);

  // The about page stays, without its links to the switched-off pages, and so does the
  // main navigation's drop-down.
  await page.goto(`${parts.url}/company`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("О компании «Меридиан Авто»");
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.filter((h) => /^\/company\/(news|jobs|tenders)/.test(h))).toEqual([]);
  const nav = page.getByRole("navigation", { name: "Основное меню" });
  await expect(nav.getByRole("link", { name: "О компании" })).toHaveCount(1);
  await expect(nav.locator(".main-nav__dropdown a", { hasText: /Новости|Вакансии|Тендеры/ })).toHaveCount(0);
});

test("the company section switched off: /company and every page under it redirect home", async ({ page, request }) => {
  for (const path of ["/company", "/company/news", "/company/jobs/avtomekhanik-kazan", "/company/tenders"]) {
    const response = await request.get(whole.url + path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()["location"], path).toBe("/");
  }
  await page.goto(`${whole.url}/company/jobs`);
  await expect(page).toHaveURL(`${whole.url}/`);
  await expect(page.getByRole("navigation", { name: "Основное меню" }).getByRole("link", { name: "О компании" })).toHaveCount(0);
});
