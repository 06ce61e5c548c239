import type { Page } from "@playwright/test";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { openPage } from "./forms-helpers";

async function jsonLdTrail(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  const ld = JSON.parse(text ?? "{}") as { "@type": string; itemListElement: Array<{ position: number; name: string; item: string }> };
  expect(ld["@type"]).toBe("BreadcrumbList");
  return ld.itemListElement;
}

for (const path of ["/agreement", "/policy"]) {
  test(`${path} shows the dealer's text under home > page breadcrumbs`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const heading = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    expect(heading.length).toBeGreaterThan(5);
    await expect(page).toHaveTitle(`${heading} - Меридиан Авто`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{10,}/);
    await expect(page.locator("article .prose p").first()).toBeVisible();
    // Sanitised: no scripts or inline handlers from the API's HTML.
    expect(await page.locator("article script, article [onclick], article [style]").count()).toBe(0);

    const crumbs = page.getByRole("navigation", { name: "Хлебные крошки" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Главная", heading]);
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(heading);
    const trail = await jsonLdTrail(page);
    expect(trail.map((c) => c.name)).toEqual(["Главная", heading]);
    expect(trail[1].item).toMatch(new RegExp(`^http://[^/]+${path}$`));
    await expectAccessible(page);
  });
}

test("the FAQ is an accordion that works with and without JS", async ({ page }) => {
  const response = await page.goto("/faq");
  expect(response?.status()).toBe(200);
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  await expect(page).toHaveTitle(`${heading} - Меридиан Авто`);
  const crumbs = page.getByRole("navigation", { name: "Хлебные крошки" });
  await expect(crumbs.getByRole("listitem")).toHaveText(["Главная", heading]);

  const first = page.locator(".faq details").first();
  await expect(first.locator(".accordion__body")).toBeHidden();
  await first.locator("summary").click();
  await expect(first.locator(".accordion__body")).toBeVisible();
  await expect(first).toHaveAttribute("open", "");
  await expectAccessible(page);
});

test("the home page has no breadcrumbs and titles itself 'Главная - …'", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle("Главная - Меридиан Авто");
  await expect(page.getByRole("navigation", { name: "Хлебные крошки" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Автомобили в наличии в Санкт-Петербурге");
  // The hero's link (an offer slide below may lead to the catalogue too).
  await expect(page.getByRole("main").getByRole("link", { name: /Перейти в каталог/ }).first()).toHaveAttribute("href", "/catalog");
  await expectAccessible(page);
});

test("the footer: navigation without outer items, legal details, sanitised note", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const nav = footer.getByRole("navigation", { name: "Разделы сайта" });
  await expect(nav.getByRole("link", { name: "Купить автомобиль" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Новости" })).toBeVisible();
  await expect(nav.getByRole("link", { name: /Аукцион/ })).toHaveCount(0);
  // The page to come back to travels with the link, for the no-JS consultation page.
  await expect(footer.getByRole("link", { name: "Получить консультацию" })).toHaveAttribute("href", "/consultation?back=%2F");
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ООО «Меридиан Авто»`);
  await expect(footer).toContainText(/ИНН \d{10}, КПП \d{9}, ОГРН \d{13}/);
  await expect(footer.getByRole("link", { name: /Политика обработки персональных данных/ })).toHaveAttribute("href", "/policy");
});

test("a link in the dealer's sanitised text leads to its page, on the client with JavaScript", async ({ page }, testInfo) => {
  await page.goto("/");
  const js = !isNoJs(testInfo);
  if (js) {
    await page.locator('input[name="_js"]').first().waitFor({ state: "attached" });
    // A client-side navigation keeps the window (a reload would lose the mark).
    await page.evaluate(() => ((window as unknown as { richTextMark: number }).richTextMark = 1));
  }
  await page.getByRole("contentinfo").getByRole("link", { name: /Политика обработки персональных данных/ }).click();
  await expect(page).toHaveURL(/\/policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (js) expect(await page.evaluate(() => (window as unknown as { richTextMark?: number }).richTextMark)).toBe(1);
});

test("the /ui showcase redirects home in production", async ({ request }) => {
  for (const path of ["/ui", "/ui/form", "/ui/interactive", "/ui/typography"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers()["location"], path).toBe("/");
  }
});

test("the build version endpoint names the build the page runs", async ({ page, request }, testInfo) => {
  test.skip(isNoJs(testInfo), "compares with the browser's manifest");
  const response = await request.get("/build-version");
  expect(response.headers()["cache-control"]).toContain("no-store");
  const { version } = (await response.json()) as { version: string };
  // The manifest is the module script's, which runs after the first paint (ADR 053).
  await openPage(page, "/", false);
  const pageVersion = await page.evaluate(() => (window as unknown as { __remixManifest: { version: string } }).__remixManifest.version);
  expect(version).toBe(pageVersion);
});
