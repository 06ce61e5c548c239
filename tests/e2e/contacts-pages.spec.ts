import Database from "better-sqlite3";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH } from "./forms-helpers";
import { TILES } from "./home-helpers";

const KAZAN = "93b3df57-4c89-44df-ac42-96f05e9cd3b9";

test.beforeEach(async ({ page }) => {
  await page.route(TILES, (route) => route.abort());
});

test("/company/contacts lists every centre by city, the chosen city first, on the map with JS, and filters by city", async ({ page }, testInfo) => {
  test.slow();
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  const total = db.prepare("SELECT COUNT(*) FROM dealer_centers").pluck().get() as number;
  const inKazan = db.prepare("SELECT COUNT(*) FROM dealer_centers WHERE city_fias = ?").pluck().get(KAZAN) as number;
  db.close();

  const response = await page.goto("/company/contacts");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Контакты - .+/);
  await expect(page.getByRole("heading", { level: 1, name: "Контакты" })).toBeVisible();
  await expect(page.locator(".dealer-item")).toHaveCount(total);
  const cities = page.locator(".dealer-group__title");
  await expect(cities).toHaveCount(6);
  await expect(cities.first()).toHaveText("Санкт-Петербург");
  const first = page.locator(".dealer-item").first();
  await expect(first.locator('a[href^="tel:+7"]')).toHaveText(/^\+7 \d{3} \d{3} \d{2} \d{2}$/);
  await expect(first.getByRole("list", { name: "Марки" }).getByRole("img").first()).toHaveAttribute("alt", /\S/);
  await expect(first.getByRole("list", { name: "Услуги" })).toContainText("Новые автомобили");
  await expect(first.getByRole("link", { name: "Открыть на карте" })).toHaveAttribute("href", /^https:\/\/yandex\.ru\/maps\/\?pt=/);
  if (!isNoJs(testInfo)) {
    // Leaflet loads as the map comes near the screen.
    await page.locator(".dealer-map").scrollIntoViewIfNeeded();
    await expect(page.locator(".leaflet-marker-icon")).toHaveCount(total);
    // The map's controls speak Russian (issue 30 item 9).
    const map = page.locator(".dealer-map");
    await expect(map.getByRole("button", { name: "Приблизить" })).toBeVisible();
    await expect(map.getByRole("button", { name: "Отдалить" })).toBeVisible();
    await expect(map).not.toContainText(/Leaflet|JavaScript library|Zoom/);
  }
  await expectAccessible(page);

  await page.getByRole("combobox", { name: "Город" }).selectOption({ label: "Казань" });
  await page.getByRole("button", { name: "Показать" }).click();
  await expect(page).toHaveURL(`/company/contacts?city=${KAZAN}`);
  await expect(page.locator(".dealer-item")).toHaveCount(inKazan);
  await expect(page.locator(".city-filter__summary")).toHaveText(`${inKazan} дилерских центра`);
  if (!isNoJs(testInfo)) await expect(page.locator(".leaflet-marker-icon")).toHaveCount(inKazan);
});

test("a centre's page: 301 from its id, 404 for an unknown one, at most 6 reviews with the average, its cars and AutoDealer data", async ({ page, request }, testInfo) => {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  const centre = db.prepare("SELECT id, code, name, phone FROM dealer_centers WHERE code = 'avtodom-vyborgsky'").get() as {
    id: number; code: string; name: string; phone: string;
  };
  const stats = db.prepare("SELECT COUNT(*) AS count, AVG(rating) AS average FROM dealer_reviews WHERE dealer_id = ?").get(centre.id) as {
    count: number; average: number;
  };
  db.close();

  const old = await request.get(`/company/contacts/${centre.id}?utm_source=test`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers()["location"]).toBe(`/company/contacts/${centre.code}?utm_source=test`);
  expect((await request.get("/company/contacts/999999", { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get("/company/contacts/no-such-centre", { maxRedirects: 0 })).status()).toBe(404);

  const response = await page.goto(`/company/contacts/${centre.code}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(centre.name);
  const crumbs = page.getByRole("navigation", { name: /Хлебные крошки|Навигационная цепочка/ });
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(centre.name);
  expect(stats.count).toBeGreaterThan(6);
  await expect(page.locator(".review-card")).toHaveCount(6);
  const average = (Math.round(stats.average * 10) / 10).toFixed(1).replace(".", ",");
  await expect(page.locator(".dealer-reviews__summary")).toContainText(`${average} из 5`);
  await expect(page.getByRole("link", { name: "Автомобили в наличии" })).toHaveAttribute("href", `/catalog?dealer=${centre.code}`);
  await expect(page.locator(`a[href="tel:+${centre.phone}"]`)).toBeVisible();

  const jsonLd = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
    scripts.map((s) => JSON.parse(s.textContent ?? "{}") as Record<string, unknown>),
  );
  const dealer = jsonLd.find((d) => d["@type"] === "AutoDealer") as Record<string, unknown> & { openingHoursSpecification: unknown[] };
  expect(dealer).toMatchObject({
    name: centre.name,
    telephone: `+${centre.phone}`,
    address: { "@type": "PostalAddress", addressLocality: "Санкт-Петербург" },
    geo: { "@type": "GeoCoordinates" },
    aggregateRating: { reviewCount: stats.count },
  });
  expect(dealer.openingHoursSpecification.length).toBeGreaterThan(0);
  if (!isNoJs(testInfo)) {
    await page.locator(".dealer-map").scrollIntoViewIfNeeded();
    await expect(page.locator(".leaflet-marker-icon")).toHaveCount(1);
  }
  await expectAccessible(page);
});
