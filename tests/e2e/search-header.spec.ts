import type { Page } from "@playwright/test";
import { cardLinks, expectCatalogAt } from "./catalog-helpers";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { openPage } from "./forms-helpers";

/*
 * The header search (docs/product.md, «Поиск»): a GET form to the catalogue that reads brands
 * and models in Russian, Latin and misspelt, with or without JavaScript; suggestions with it.
 */

async function search(page: Page, words: string) {
  const field = page.getByRole("search").getByLabel("Поиск по марке и модели");
  await field.fill(words);
  await page.getByRole("search").getByRole("button", { name: "Найти" }).click();
}

for (const [words, url, carPath] of [
  ["тойота рав 4", /\/catalog\?brand=toyota&model=rav4$/, /^\/cars\/toyota\/rav4\//],
  ["camry", /\/catalog\?brand=toyota&model=camry$/, /^\/cars\/toyota\/camry\//],
  ["хендай", /\/catalog\?brand=hyundai$/, /^\/cars\/hyundai\//],
] as const) {
  test(`«${words}» in the header search lands on the catalogue filtered by it`, async ({ page }) => {
    await page.goto("/");
    await search(page, words);
    await expectCatalogAt(page, url);
    const links = await cardLinks(page);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(carPath);
  });
}

test("words that name no brand or model say so over the whole stock", async ({ page }) => {
  await page.goto("/company");
  await search(page, "белый седан");
  await page.waitForURL(/\/catalog\?q=/);
  await expect(page.getByRole("status").filter({ hasText: "По запросу «белый седан» марка или модель не найдена" })).toBeVisible();
  await expect(page.getByRole("search").getByLabel("Поиск по марке и модели")).toHaveValue("белый седан");
  expect((await cardLinks(page)).length).toBeGreaterThan(0);
  await expectAccessible(page);
});

test("suggestions as one types, by keyboard", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "suggestions need JavaScript; the form alone is tested above");
  // The field suggests once the page has hydrated; typed before, it is the plain form's.
  await openPage(page, "/", false);
  const field = page.getByRole("search").getByLabel("Поиск по марке и модели");
  await field.focus();
  await field.pressSequentially("тойота ра");
  const combobox = page.getByRole("combobox", { name: "Поиск по марке и модели" });
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  const option = page.getByRole("option", { name: /Toyota RAV4/ });
  await expect(option).toBeVisible();
  await expectAccessible(page);
  await field.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(combobox).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id"))!);
  await field.press("Escape");
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  await field.press("ArrowDown");
  await field.press("Enter");
  await expectCatalogAt(page, /\/catalog\?brand=toyota&model=rav4$/);
});
