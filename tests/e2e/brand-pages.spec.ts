import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { cardLinks } from "./catalog-helpers";
import { DB_PATH, SITE_URL } from "./forms-helpers";

// The brand and model pages (docs/product.md §2.1, ADR 046): a brand's or model's cars in
// stock at /cars/{brand}[/{model}], where the old /catalog/{brand}[/{model}] links lead.

/** The reference API's stock: cars per brand and model. */
function stock(where: string, ...args: string[]): { count: number; min: number; max: number } {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`SELECT COUNT(*) AS count, MIN(price) AS min, MAX(price) AS max FROM cars WHERE ${where}`).get(...args) as {
      count: number;
      min: number;
      max: number;
    };
  } finally {
    db.close();
  }
}

const group = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, " ");
/** Waits for the address (path and query) to be exactly this. */
const at = (page: Page, address: string) => page.waitForURL((url) => url.pathname + url.search === address);
const crumbs = (page: Page) => page.getByRole("navigation", { name: "Хлебные крошки" });

for (const { path, brand, model, title, heading, trail } of [
  { path: "/cars/toyota", brand: "toyota", model: null, title: "Toyota в наличии — купить новый или с пробегом - Меридиан Авто", heading: "Toyota в наличии", trail: ["Главная", "Купить автомобиль", "Toyota"] },
  {
    path: "/cars/toyota/rav4",
    brand: "toyota",
    model: "rav4",
    title: "Toyota RAV4 в наличии — купить новый или с пробегом - Меридиан Авто",
    heading: "Toyota RAV4 в наличии",
    trail: ["Главная", "Купить автомобиль", "Toyota", "RAV4"],
  },
]) {
  test(`${path} lists only its cars under its own title, heading, text, crumbs and canonical address`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(title);
    expect(title.length).toBeLessThanOrEqual(70);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    const cars = model ? stock("brand_code = ? AND model_code = ?", brand, model) : stock("brand_code = ?", brand);
    expect(cars.count).toBeGreaterThan(1);
    await expect(page.getByRole("heading", { name: /^Найдено: / })).toHaveText(new RegExp(`^Найдено: ${cars.count} автомоб`));
    const links = await cardLinks(page);
    expect(links.length).toBe(Math.min(cars.count, 24));
    for (const link of links) expect(link).toMatch(new RegExp(`^/cars/${brand}/${model ?? "[a-z0-9-]+"}/\\d+$`));
    // The text is the stock's: how many, prices from and to, the cities.
    const intro = page.locator(".page__lead");
    await expect(intro).toContainText(`В наличии ${cars.count} автомоб`);
    await expect(intro).toContainText(`от ${group(cars.min)} до ${group(cars.max)} ₽`);
    await expect(intro).toContainText(/Город(а)?: /);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(`^${heading}: ${cars.count} автомоб`));

    await expect(crumbs(page).getByRole("listitem")).toHaveText(trail);
    await expect(crumbs(page).getByRole("link", { name: "Купить автомобиль" })).toHaveAttribute("href", "/catalog");
    await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText(trail[trail.length - 1]!);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${path}`);
    await expectAccessible(page);
  });

  test(`the old link /catalog${path.slice("/cars".length)} ends on ${path}`, async ({ page }) => {
    const response = await page.goto(`/catalog${path.slice("/cars".length)}`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  });
}

test("a brand or model not in stock is the 404 page", async ({ page }) => {
  for (const path of ["/cars/no-such-brand", "/cars/toyota/no-such-model", "/cars/toyota/tiggo-4"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена");
  }
  await expectAccessible(page);
});

test.describe("addresses", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

  test("another case or the name as shown answers 301 to the page's address, the query kept", async ({ request }) => {
    for (const [asked, canonical] of [
      ["/cars/Toyota", "/cars/toyota"],
      ["/cars/TOYOTA/Rav4?utm_source=x", "/cars/toyota/rav4?utm_source=x"],
      ["/cars/Mercedes-Benz", "/cars/mercedes-benz"],
      ["/cars/chery/Tiggo%204", "/cars/chery/tiggo-4"],
      ["/cars/toyota?priceFrom=&sort=newest&page=1", "/cars/toyota"],
    ]) {
      const response = await request.get(asked!, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      expect(response.headers().location, asked).toBe(canonical);
    }
  });

  test("the sitemap lists every brand and model in stock once, at the page's address", async ({ request }) => {
    const index = await (await request.get("/sitemap.xml")).text();
    expect(index).toContain(`<loc>${SITE_URL}/sitemap/brands-1.xml</loc>`);
    const response = await request.get("/sitemap/brands-1.xml");
    expect(response.status()).toBe(200);
    const listed = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.slice(SITE_URL.length)).sort();
    const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
    try {
      const brands = db.prepare("SELECT DISTINCT '/cars/' || brand_code FROM cars").pluck().all() as string[];
      const models = db.prepare("SELECT DISTINCT '/cars/' || brand_code || '/' || model_code FROM cars").pluck().all() as string[];
      expect(listed).toEqual([...brands, ...models].sort());
    } finally {
      db.close();
    }
    for (const path of ["/cars/toyota", "/cars/toyota/rav4"]) expect(listed).toContain(path);
  });
});

test("the filters on a brand page keep the brand in the address; a model chosen is its page, another brand its own", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/cars/toyota");
  const cars = stock("brand_code = ?", "toyota");
  const limit = Math.round((cars.min + cars.max) / 2);
  await page.getByLabel("Цена до, ₽").fill(String(limit));
  if (noJs) await page.getByRole("button", { name: "Показать" }).click();
  await at(page, `/cars/toyota?priceTo=${limit}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/cars/toyota?priceTo=${limit}`);
  const expected = stock("brand_code = ? AND price <= ?", "toyota", String(limit)).count;
  await expect(page.getByRole("heading", { name: /^Найдено: / })).toHaveText(new RegExp(`^Найдено: ${expected} автомоб`));
  for (const link of await cardLinks(page)) expect(link).toMatch(/^\/cars\/toyota\//);

  await page.getByLabel("Модель").selectOption("rav4");
  if (noJs) await page.getByRole("button", { name: "Показать" }).click();
  await at(page, `/cars/toyota/rav4?priceTo=${limit}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota RAV4 в наличии");

  await page.getByLabel("Марка").selectOption("kia");
  if (noJs) await page.getByRole("button", { name: "Показать" }).click();
  await at(page, `/cars/kia?priceTo=${limit}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kia в наличии");

  await page.getByLabel("Марка").selectOption("");
  if (noJs) await page.getByRole("button", { name: "Показать" }).click();
  await at(page, `/catalog?priceTo=${limit}`);
});

test("a brand page's sort and pages stay on the brand's page", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/cars/toyota");
  await page.getByLabel("Сортировка").selectOption("price_asc");
  if (isNoJs(testInfo)) await page.getByRole("button", { name: "Сортировать" }).click();
  await at(page, "/cars/toyota?sort=price_asc");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}/cars/toyota?sort=price_asc`);
  await page.getByRole("navigation", { name: "Страницы каталога" }).getByRole("link", { name: "Страница 2" }).click();
  await at(page, "/cars/toyota?sort=price_asc&page=2");
  await expect(page).toHaveTitle(/^Toyota в наличии, страница 2 - /);
  for (const link of await cardLinks(page)) expect(link).toMatch(/^\/cars\/toyota\//);
});

test("a car's crumbs lead to its brand's and model's pages", async ({ page }) => {
  await page.goto("/cars/toyota/rav4");
  const car = (await cardLinks(page))[0]!;
  await page.goto(car);
  const trail = crumbs(page);
  await expect(trail.getByRole("link", { name: "Toyota", exact: true })).toHaveAttribute("href", "/cars/toyota");
  await expect(trail.getByRole("link", { name: "RAV4", exact: true })).toHaveAttribute("href", "/cars/toyota/rav4");
  await trail.getByRole("link", { name: "RAV4", exact: true }).click();
  await at(page, "/cars/toyota/rav4");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota RAV4 в наличии");
});
