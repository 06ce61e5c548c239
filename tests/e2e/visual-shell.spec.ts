import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { openPage } from "./forms-helpers";
import { carIds, fillVisitorLists } from "./visual-pages";

const PHONE = { width: 375, height: 667 };

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not rendered");
  return b;
}

test("the site's font is loaded from our server and used", async ({ page }) => {
  const fontResponse = page.waitForResponse((r) => /\/assets\/inter-cyrillic-ru-[\w-]+\.woff2$/.test(r.url()));
  await page.goto("/catalog");
  expect((await fontResponse).status()).toBe(200);
  const font = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      family: getComputedStyle(document.body).fontFamily,
      loaded: [...document.fonts].filter((f) => f.family.replace(/"/g, "") === "Inter Variable" && f.status === "loaded").length,
      usable: document.fonts.check('16px "Inter Variable"', "Купить автомобиль 2 500 000"),
    };
  });
  expect(font.family).toMatch(/^"?Inter Variable"?,\s*"?Inter Fallback"?/);
  // Cyrillic and Latin: both subsets of the page's text are in.
  expect(font.loaded).toBe(2);
  expect(font.usable).toBe(true);
});

test("header counters sit in their icon's corner, inside the button", async ({ page }) => {
  test.slow();
  await fillVisitorLists(page);
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.goto("/catalog");
    for (const name of ["Избранное, 1", "Сравнение, 3", "Корзина, 1"]) {
      const link = page.getByRole("banner").getByRole("link", { name });
      const [button, icon, badge] = await Promise.all([box(link), box(link.locator("svg")), box(link.locator(".badge"))]);
      expect(badge.x, name).toBeGreaterThanOrEqual(button.x);
      expect(badge.y, name).toBeGreaterThanOrEqual(button.y);
      expect(badge.x + badge.width, name).toBeLessThanOrEqual(button.x + button.width + 0.5);
      expect(badge.y + badge.height, name).toBeLessThanOrEqual(button.y + button.height + 0.5);
      // Over the icon's top right corner, leaving its middle in view.
      const middle = { x: icon.x + icon.width / 2, y: icon.y + icon.height / 2 };
      expect(badge.x + badge.width / 2, name).toBeGreaterThan(middle.x);
      expect(badge.y + badge.height / 2, name).toBeLessThan(middle.y);
      const coversMiddle = badge.x < middle.x && middle.x < badge.x + badge.width && badge.y < middle.y && middle.y < badge.y + badge.height;
      expect(coversMiddle, name).toBe(false);
    }
  }
});

test("a pressed favourite and compare toggle is drawn in the primary colour and says so", async ({ page }, testInfo) => {
  // Two posts and three pages: give a busy shared machine time.
  test.slow();
  await openPage(page, "/catalog", isNoJs(testInfo));
  const card = page.locator(".car-card").first();
  for (const [name, pressedHint] of [
    ["Добавить в избранное", "В избранном"],
    ["Добавить к сравнению", "В сравнении"],
  ]) {
    await card.getByRole("button", { name }).click();
    const button = card.getByRole("button", { name });
    await expect(button).toHaveAttribute("aria-pressed", "true");
    // The hint shown on hover and focus (drawn by CSS) says the state.
    await expect.poll(() => button.evaluate((el) => getComputedStyle(el, "::after").content)).toBe(`"${pressedHint}"`);
    // The stroke eases into its colour (a CSS transition): wait for where it ends.
    const iconStroke = () => button.evaluate((el) => getComputedStyle(el.querySelector("svg")!).stroke);
    await expect.poll(iconStroke).toBe("rgb(11, 122, 62)");
    const colours = await button.evaluate((el) => ({ page: getComputedStyle(document.body).backgroundColor, button: getComputedStyle(el).backgroundColor }));
    expect(colours.page).not.toBe("rgb(11, 122, 62)");
    expect(colours.button).not.toBe("rgb(11, 122, 62)");
  }
  // The car page's buttons say it in words.
  await card.locator(":is(h2, h3) > a").click();
  await expect(page.getByRole("button", { name: "В избранном" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "В сравнении" })).toHaveAttribute("aria-pressed", "true");
});

test("each filter chip removes its own filter", async ({ page }, testInfo) => {
  // Four pages and an accessibility audit: give a busy shared machine time.
  test.slow();
  await openPage(page, "/catalog?brand=haval&body=suv&priceFrom=1000000&sort=price_asc", isNoJs(testInfo));
  const chips = page.getByRole("list", { name: "Выбранные фильтры" });
  await expect(chips.getByRole("link")).toHaveText(["Haval", "Цена от 1 000 000 ₽", "Внедорожник", "Сбросить все"]);
  // The price field shows the number grouped as the chip does.
  await expect(page.getByLabel("Цена от, ₽")).toHaveValue("1 000 000");
  await expectAccessible(page);

  await chips.getByRole("link", { name: "Убрать фильтр: Внедорожник" }).click();
  await page.waitForURL((url) => url.search === "?brand=haval&priceFrom=1000000&sort=price_asc");
  await expect(chips.getByRole("link")).toHaveText(["Haval", "Цена от 1 000 000 ₽", "Сбросить все"]);
  await expect(page.getByRole("checkbox", { name: /Внедорожник/ })).not.toBeChecked();

  await chips.getByRole("link", { name: "Убрать фильтр: Haval" }).click();
  await page.waitForURL((url) => url.search === "?priceFrom=1000000&sort=price_asc");
  await expect(chips.getByRole("link")).toHaveText(["Цена от 1 000 000 ₽"]);
  await chips.getByRole("link", { name: "Убрать фильтр: Цена от 1 000 000 ₽" }).click();
  await page.waitForURL((url) => url.search === "?sort=price_asc");
  await expect(chips).toHaveCount(0);
  await expect(page.getByLabel("Цена от, ₽")).toHaveValue("");
});

test("on a phone the cars come first: the first price is on the first screen, the cookie notice is small", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await openPage(page, "/catalog", isNoJs(testInfo));
  const notice = page.getByRole("region", { name: "Уведомление о файлах cookie" });
  const noticeBox = await box(notice);
  expect(noticeBox.height).toBeLessThanOrEqual(PHONE.height * 0.15);
  const price = await box(page.locator(".car-card .price").first());
  expect(price.y + price.height).toBeLessThanOrEqual(PHONE.height);
  // The filters wait under one button with the number of set filters.
  const filters = isNoJs(testInfo) ? page.locator("summary", { hasText: "Фильтры" }) : page.getByRole("button", { name: "Фильтры" });
  await expect(filters).toBeVisible();
  await expect(page.getByLabel("Марка")).toBeHidden();
});

test("on a phone the filters open as a sheet that shows how many cars they find", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the sheet is the scripted form of the folded filters");
  await page.setViewportSize(PHONE);
  await openPage(page, "/catalog?body=suv", false);
  await page.getByRole("button", { name: /^Фильтры\s*, выбрано: 1$/ }).click();
  const sheet = page.getByRole("dialog", { name: "Фильтры" });
  await expect(sheet).toBeVisible();
  const found = (await page.getByRole("heading", { name: /^Найдено:/ }).textContent())!.replace(/\D/g, "");
  const show = sheet.getByRole("button", { name: /^Показать \d/ });
  await expect(show).toHaveText(new RegExp(`^Показать ${found} `));
  // «Показать» stays at the bottom of the screen however far the filters go.
  const showBox = await box(show);
  expect(showBox.y + showBox.height).toBeLessThanOrEqual(PHONE.height);
  await sheet.getByLabel("Цена до, ₽").pressSequentially("2500000");
  await expect(sheet.getByLabel("Цена до, ₽")).toHaveValue("2 500 000");
  await page.waitForURL((url) => url.search === "?priceTo=2500000&body=suv");
  await expectAccessible(page);
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: /^Фильтры\s*, выбрано: 2$/ })).toBeVisible();
});

async function scrollBoxBy(page: Page, x: number, y: number) {
  await page.locator(".compare-scroll").evaluate((el, [dx, dy]) => el.scrollBy(dx, dy), [x, y]);
}

test("comparison on a phone: two cars side by side, headers stay over their columns", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await fillVisitorLists(page);
  await page.goto("/comparison");
  const headers = page.locator(".compare-table thead th");
  await expect(headers).toHaveCount(3);
  for (const i of [0, 1]) {
    const b = await box(headers.nth(i));
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
  }
  // Each label is above its values, not beside them.
  const year = page.locator("tr", { has: page.locator('th[scope="row"]', { hasText: "Год выпуска" }) }).locator("td").first();
  const label = page.locator(".compare-label-row", { hasText: "Год выпуска" });
  expect((await box(label)).y).toBeLessThan((await box(year)).y);
  await expectAccessible(page);

  // Scrolled down and one column sideways: the headers stick to the top of the table's box
  // and each stays over its own column.
  const scroller = await box(page.locator(".compare-scroll"));
  await scrollBoxBy(page, (await box(headers.nth(0))).width, 600);
  await expect.poll(() => page.locator(".compare-scroll").evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  for (const i of [1, 2]) {
    const header = await box(headers.nth(i));
    expect(Math.abs(header.y - scroller.y)).toBeLessThanOrEqual(2);
  }
  const firstValueRow = page.locator(".compare-table tbody tr:not(.compare-label-row):not(.compare-block)").nth(12).locator("td");
  for (const i of [1, 2]) {
    expect(Math.abs((await box(headers.nth(i))).x - (await box(firstValueRow.nth(i))).x)).toBeLessThanOrEqual(1);
  }
});

test("car page: the price and the ways to act stay in view on a phone", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  const [car] = await carIds(page);
  await openPage(page, car.path, isNoJs(testInfo));
  await page.locator("#specs-title").scrollIntoViewIfNeeded();
  const bar = page.locator(".car-buybar");
  const barBox = await box(bar);
  expect(barBox.y + barBox.height).toBeLessThanOrEqual(PHONE.height + 0.5);
  expect(barBox.y).toBeGreaterThan(PHONE.height - 100);
  await expect(bar.getByRole("link", { name: "Позвонить" })).toHaveAttribute("href", /^tel:\+7\d{10}$/);
  await bar.getByRole("link", { name: "Заказать" }).click();
  await expect(page).toHaveURL(/#order$/);
  await expect(page.getByRole("heading", { name: "Заказать автомобиль" })).toBeInViewport();
  await expectAccessible(page);
});
