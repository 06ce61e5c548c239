import { applyFilters, applySort, cardLinks, cardPrices, expectCatalogAt } from "./catalog-helpers";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { openPage } from "./forms-helpers";

test("the catalogue lists cars with its title, h1, description and canonical link", async ({ page }) => {
  const response = await page.goto("/catalog");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Купить автомобиль - .+/);
  await expect(page.getByRole("heading", { level: 1, name: "Купить автомобиль" })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/catalog$/);
  await expect(page.locator(".car-grid .car-card")).toHaveCount(24);
  const firstPrice = await page.locator(".car-card .price").first().textContent();
  expect(firstPrice).toMatch(/^\d{1,3}( \d{3})* ₽$/);
  // The first row loads at once, the rest lazily; every photo has its size.
  await expect(page.locator(".car-card img").first()).not.toHaveAttribute("loading", "lazy");
  await expect(page.locator(".car-card img").last()).toHaveAttribute("loading", "lazy");
  await expect(page.locator(".car-card img").first()).toHaveAttribute("width", /\d+/);
  await expectAccessible(page);
});

test("filtering by brand and price shows only matching cars, and the URL reproduces the result", async ({ page, browser }, testInfo) => {
  // Many pages and two accessibility audits: give a busy shared machine time.
  test.slow();
  const noJs = isNoJs(testInfo);
  await openPage(page, "/catalog", noJs);
  const brandSelect = page.getByLabel("Марка");
  const brandOption = brandSelect.locator("option").nth(1);
  const brandCode = (await brandOption.getAttribute("value"))!;
  const brandName = (await brandOption.textContent())!.replace(/\s*\(\d+\)$/, "");
  await brandSelect.selectOption(brandCode);
  await applyFilters(page, noJs, new RegExp(`brand=${brandCode}`));

  const pricesBefore = await cardPrices(page);
  const limit = [...pricesBefore].sort((a, b) => a - b)[Math.floor(pricesBefore.length / 2)];
  await page.getByLabel("Цена до, ₽").fill(String(limit));
  await applyFilters(page, noJs, new RegExp(`priceTo=${limit}`));
  // A brand's list is canonical at the brand's page (ADR 046).
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/cars/${brandCode}\\?priceTo=${limit}$`));

  const names = await page.locator(".car-grid .car-card :is(h2, h3) > a").allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name.startsWith(brandName)).toBe(true);
  for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(limit);
  await expect(page.getByLabel("Марка")).toHaveValue(brandCode);

  // A fresh visitor opening the same URL sees the same cars.
  const shown = await cardLinks(page);
  const fresh = await browser.newContext({ javaScriptEnabled: !noJs });
  const other = await fresh.newPage();
  await other.goto(page.url());
  expect(await cardLinks(other)).toEqual(shown);
  await fresh.close();
  await expectAccessible(page);
});

test("the model list follows the brand", async ({ page }, testInfo) => {
  await openPage(page, "/catalog", isNoJs(testInfo));
  await expect(page.getByLabel("Модель")).toBeDisabled();
  const brandCode = (await page.getByLabel("Марка").locator("option").nth(1).getAttribute("value"))!;
  await page.getByLabel("Марка").selectOption(brandCode);
  await applyFilters(page, isNoJs(testInfo), new RegExp(`brand=${brandCode}`));
  await expect(page.getByLabel("Модель")).toBeEnabled();
  const model = page.getByLabel("Модель").locator("option").nth(1);
  await page.getByLabel("Модель").selectOption((await model.getAttribute("value"))!);
  await applyFilters(page, isNoJs(testInfo), /model=[a-z0-9]/);
  const modelName = (await model.textContent())!.replace(/\s*\(\d+\)$/, "");
  for (const name of await page.locator(".car-grid .car-card :is(h2, h3) > a").allTextContents()) expect(name).toContain(modelName);
});

test("pages are numbered links with rel prev and next, and page 2 shows other cars", async ({ page }) => {
  await page.goto("/catalog");
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", /\/catalog\?page=2$/);
  await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);
  const first = await cardLinks(page);
  await page.getByRole("navigation", { name: "Страницы каталога" }).getByRole("link", { name: "Страница 2" }).click();
  await expectCatalogAt(page, /\/catalog\?page=2$/);
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", /\/catalog$/);
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", /page=3$/);
  await expect(page.getByRole("navigation", { name: "Страницы каталога" }).locator('[aria-current="page"]')).toContainText("2");
  const second = await cardLinks(page);
  expect(second).toHaveLength(24);
  expect(second.filter((href) => first.includes(href))).toEqual([]);
  await expect(page).toHaveTitle(/страница 2/);
  await expectAccessible(page);
});

test("sorting by price puts the cheapest first", async ({ page }, testInfo) => {
  // With JS the sort applies itself on change, once React has hydrated the page; a change
  // before that waits for «Сортировать», which is a different journey.
  await openPage(page, "/catalog", isNoJs(testInfo));
  await page.getByLabel("Сортировка").selectOption("price_asc");
  await applySort(page, isNoJs(testInfo), /sort=price_asc/);
  const prices = await cardPrices(page);
  expect(prices).toHaveLength(24);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // The cheapest car of the whole stock comes first (the price field's hint is its lowest price).
  const lowest = Number((await page.getByLabel("Цена от, ₽").getAttribute("placeholder"))!.replace(/\D/g, ""));
  expect(prices[0]).toBe(lowest);
});

test("the address carries only the filters that are set", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await openPage(page, "/catalog", noJs);
  const brandCode = (await page.getByLabel("Марка").locator("option").nth(1).getAttribute("value"))!;
  await page.getByLabel("Марка").selectOption(brandCode);
  await applyFilters(page, noJs, new RegExp(`brand=${brandCode}`));
  // A brand alone is the brand's own page, not the catalogue filtered by it (issue 44, item 7).
  const address = () => new URL(page.url()).pathname + new URL(page.url()).search;
  expect(address()).toBe(`/cars/${brandCode}`);

  await page.getByLabel("Сортировка").selectOption("price_desc");
  await applySort(page, noJs, /sort=price_desc/);
  expect(address()).toBe(`/cars/${brandCode}?sort=price_desc`);

  // Enter in a field sends the form too, with or without JS.
  await page.getByLabel("Цена до, ₽").fill("90000000");
  await page.getByLabel("Цена до, ₽").press("Enter");
  await expectCatalogAt(page, /priceTo=90000000/);
  expect(address()).toBe(`/cars/${brandCode}?priceTo=90000000&sort=price_desc`);
});

test("a brand and a model chosen in the catalogue's filters are the model's page", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await openPage(page, "/catalog?sort=price_asc", noJs);
  const brandCode = (await page.getByLabel("Марка").locator("option").nth(1).getAttribute("value"))!;
  await page.getByLabel("Марка").selectOption(brandCode);
  await applyFilters(page, noJs, new RegExp(`brand=${brandCode}`));
  expect(new URL(page.url()).pathname).toBe(`/cars/${brandCode}`);
  expect(new URL(page.url()).search).toBe("?sort=price_asc");
  const modelCode = (await page.getByLabel("Модель").locator("option").nth(1).getAttribute("value"))!;
  await page.getByLabel("Модель").selectOption(modelCode);
  await applyFilters(page, noJs, new RegExp(`model=${modelCode}`));
  expect(new URL(page.url()).pathname).toBe(`/cars/${brandCode}/${modelCode}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test.describe("catalogue addresses of a brand", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

  test("a brand, or a brand and a model, alone among the filters answers 302 to its page; with other filters the catalogue stays", async ({ request }) => {
    const cases: Array<[string, string | null]> = [
      ["/catalog?brand=haval", "/cars/haval"],
      ["/catalog?brand=haval&model=jolion", "/cars/haval/jolion"],
      ["/catalog?brand=haval&sort=price_asc&utm_source=mail", "/cars/haval?sort=price_asc&utm_source=mail"],
      ["/catalog?brand=haval&priceTo=3000000", null],
      ["/catalog?brand=no-such-brand", null],
    ];
    for (const [path, location] of cases) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(location ? 302 : 200);
      if (location) expect(response.headers().location, path).toBe(location);
    }
  });
});

test("an empty result says so and offers a reset", async ({ page }) => {
  await page.goto("/catalog?priceTo=1");
  await expect(page.getByRole("heading", { name: "Ничего не найдено" })).toBeVisible();
  await page.getByRole("link", { name: "Сбросить фильтры" }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.locator(".car-grid .car-card")).toHaveCount(24);
  await expectAccessible(page);
});

test("a page past the last one redirects to the last page, filters kept", async ({ page }) => {
  await page.goto("/catalog?sort=price_desc");
  const pages = page.getByRole("navigation", { name: "Страницы каталога" });
  const last = Number(await pages.locator("a.pagination__page").last().textContent());
  expect(last).toBeGreaterThan(1);

  const response = await page.goto("/catalog?sort=price_desc&page=500");
  expect(response?.request().redirectedFrom()?.url()).toMatch(/page=500$/);
  await expect(page).toHaveURL(new RegExp(`/catalog\\?sort=price_desc&page=${last}$`));
  await expect(pages.locator('[aria-current="page"]')).toHaveText(`Страница ${last}`);
  await expect(page.locator(".car-grid .car-card").first()).toBeVisible();
});

test.describe("catalogue addresses", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

  test("a query with empty fields or defaults answers 301 to the address of the set ones", async ({ request }) => {
    const cases: Array<[string, string]> = [
      ["/catalog?brand=&model=&priceFrom=&priceTo=&condition=&sort=newest", "/catalog"],
      ["/catalog?brand=haval&priceFrom=&priceTo=3000000&city=&sort=price_asc&page=1", "/catalog?brand=haval&priceTo=3000000&sort=price_asc"],
      ["/catalog?utm_source=mail&brand=", "/catalog?utm_source=mail"],
    ];
    for (const [path, location] of cases) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe(location);
    }
  });
});

test("nonsense in the query is ignored, never a server error", async ({ request }) => {
  for (const qs of ["priceFrom=abc&page=-3", "brand=%3Cscript%3E&sort=evil", "page=99999", "body=a&body=b&yearFrom=1e9"]) {
    const response = await request.get(`/catalog?${qs}`);
    expect(response.status(), qs).toBe(200);
  }
});
