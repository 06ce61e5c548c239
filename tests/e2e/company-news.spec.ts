import type { Page } from "@playwright/test";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { SITE_URL } from "./forms-helpers";

const crumbs = (page: Page) => page.getByRole("navigation", { name: "Хлебные крошки" }).getByRole("listitem");
const cards = (page: Page) => page.locator(".news-grid > li");

async function jsonLd(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((ld) => ld["@type"] === type);
  expect(found, `JSON-LD ${type}`).toBeDefined();
  return found!;
}

test("the news list pages newest first, numbered ?page=N with rel prev/next", async ({ page, baseURL }) => {
  // Several page loads, each checked by axe and html-validate: slow on a busy machine.
  test.slow();
  const response = await page.goto("/company/news");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Новости - Меридиан Авто");
  await expect(crumbs(page)).toHaveText(["Главная", "О компании", "Новости"]);
  await expect(cards(page)).toHaveCount(9);
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/company\/news\/rss\.xml$/);
  await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", /\/company\/news\?page=2$/);
  await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
  const firstPage = await cards(page).locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
  expect(firstPage).toEqual([...firstPage].sort().reverse());

  await page.getByRole("navigation", { name: "Страницы новостей" }).getByRole("link", { name: "Страница 2" }).click();
  // Without JS the head (title, prev and next) is parsed before the list: wait for the whole document.
  await page.waitForURL(`${baseURL}/company/news?page=2`);
  await expect(page).toHaveTitle("Новости, страница 2 - Меридиан Авто");
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", /\/company\/news$/);
  await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", /\/company\/news\?page=3$/);
  const secondPage = await cards(page).locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
  expect(secondPage[0]! <= firstPage.at(-1)!).toBe(true);
  await expectAccessible(page);
});

test("the year filter is a GET form: ?year=YYYY lists that year, 'all years' the plain address", async ({ page, baseURL }) => {
  // Several page loads, each checked by axe and html-validate: slow on a busy machine.
  test.slow();
  await page.goto("/company/news?page=2");
  await page.getByLabel("Год", { exact: true }).selectOption("2025");
  await page.getByRole("button", { name: "Показать" }).click();
  await page.waitForURL(`${baseURL}/company/news?year=2025`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Новости за 2025 год");
  const dates = await cards(page).locator("time").evaluateAll((times) => times.map((t) => t.getAttribute("datetime")!));
  expect(dates.length).toBeGreaterThan(0);
  expect(dates.every((d) => d.startsWith("2025-"))).toBe(true);

  // "All years" sends an empty value: the list's one address has none.
  await page.getByLabel("Год", { exact: true }).selectOption("");
  await page.getByRole("button", { name: "Показать" }).click();
  await expect(page).toHaveURL(`${baseURL}/company/news`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Новости");
});

test("a news item by slug: breadcrumbs, sanitised body, neighbours and NewsArticle JSON-LD; its id answers 301", async ({ page, request }) => {
  // Several page loads, each checked by axe and html-validate: slow on a busy machine.
  test.slow();
  await page.goto("/company/news?page=2");
  const card = cards(page).nth(1);
  const title = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("link").click();
  await expect(page).toHaveURL(/\/company\/news\/[a-z0-9-]+$/);
  const slug = new URL(page.url()).pathname.split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page).toHaveTitle(`${title} - Меридиан Авто`);
  await expect(crumbs(page)).toHaveText(["Главная", "О компании", "Новости", title]);
  await expect(page.locator(".news-item__body p").first()).toBeVisible();
  expect(await page.locator(".news-item__body script, .news-item__body [onclick], .news-item__body [style]").count()).toBe(0);
  await expect(page.getByRole("link", { name: /Предыдущая новость/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Следующая новость/ })).toBeVisible();
  const article = await jsonLd(page, "NewsArticle");
  expect(article).toMatchObject({ headline: title, mainEntityOfPage: { "@id": `${SITE_URL}/company/news/${slug}` } });
  expect(String(article.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(article.image).toEqual([expect.stringMatching(/\/media\/news\/.+\.svg$/)]);
  await expectAccessible(page);

  // The item's numeric id (the old site's address) redirects to the slug; an unknown item is a 404.
  const byId = await request.get(`/company/news/1`, { maxRedirects: 0 });
  expect(byId.status()).toBe(301);
  expect(byId.headers()["location"]).toMatch(/^\/company\/news\/[a-z0-9-]*[a-z][a-z0-9-]*$/);
  expect((await request.get("/company/news/net-takoj-novosti")).status()).toBe(404);
  expect((await request.get("/company/news?page=99")).status()).toBe(404);
  expect((await request.get("/company/news?year=1999")).status()).toBe(404);
});

test("the RSS feed parses as XML and lists the latest 20 items", async ({ page, request }, testInfo) => {
  test.skip(isNoJs(testInfo), "the feed is the same for every visitor; parsing it needs the browser's DOMParser");
  const response = await request.get("/company/news/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();
  await page.goto("/company/news");
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      version: doc.documentElement.getAttribute("version"),
      title: doc.querySelector("channel > title")?.textContent,
      items: [...doc.querySelectorAll("item")].map((item) => ({
        link: item.querySelector("link")?.textContent ?? "",
        date: item.querySelector("pubDate")?.textContent ?? "",
      })),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed.version).toBe("2.0");
  expect(feed.title).toBe("Новости Меридиан Авто");
  expect(feed.items).toHaveLength(20);
  const newest = await cards(page).first().getByRole("link").getAttribute("href");
  expect(feed.items[0]!.link.endsWith(newest!)).toBe(true);
  const times = feed.items.map((i) => Date.parse(i.date));
  expect(times.every((t) => !Number.isNaN(t))).toBe(true);
  expect(times).toEqual([...times].sort((a, b) => b - a));
});
