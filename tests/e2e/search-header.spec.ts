import type { Page } from "@playwright/test";
import { cardLinks } from "./catalog-helpers";
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

/** The brand or model page a search lands on: its own address, and the heading it names. */
async function expectListingAt(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path && url.search === "");
  // With JavaScript the address changes before the page is drawn, which a loaded machine takes seconds for.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`), { timeout: 20_000 });
}

// A brand or a model found is its own page (ADR 046's addendum), misspelt or not, in either alphabet.
for (const [words, path, carPath] of [
  ["тойота рав 4", "/cars/toyota/rav4", /^\/cars\/toyota\/rav4\//],
  ["camry", "/cars/toyota/camry", /^\/cars\/toyota\/camry\//],
  ["хендай", "/cars/hyundai", /^\/cars\/hyundai\//],
  ["тайота", "/cars/toyota", /^\/cars\/toyota\//],
  ["тоота", "/cars/toyota", /^\/cars\/toyota\//],
  ["toyta", "/cars/toyota", /^\/cars\/toyota\//],
] as const) {
  test(`«${words}» in the header search lands on ${path}`, async ({ page }) => {
    await page.goto("/");
    await search(page, words);
    await expectListingAt(page, path);
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
  await expectListingAt(page, "/cars/toyota/rav4");
});

test("after a search that found nothing, the suggestions have one list and each option one id", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "suggestions need JavaScript");
  // Two searches, two client navigations and an audit: give a shared machine time.
  test.slow();
  await openPage(page, "/", false);
  const field = page.getByRole("search").getByLabel("Поиск по марке и модели");
  await field.focus();
  await field.pressSequentially("белый седан");
  await page.getByRole("search").getByRole("button", { name: "Найти" }).click();
  await page.waitForURL(/\/catalog\?q=/);
  // A client navigation whose notice is a chunk of its own: at load 30 it took 6 s to draw.
  await expect(page.getByRole("status").filter({ hasText: "По запросу «белый седан» марка или модель не найдена" })).toBeVisible({ timeout: 20_000 });
  // The catalogue keeps the words in the field, to be corrected: the field is drawn anew.
  const again = page.getByRole("search").getByLabel("Поиск по марке и модели");
  await again.fill("");
  await again.pressSequentially("тойота ра");
  const option = page.getByRole("option", { name: /Toyota RAV4/ });
  await expect(option).toBeVisible();
  await again.press("ArrowDown");
  const combobox = page.getByRole("combobox", { name: "Поиск по марке и модели" });
  const active = await combobox.getAttribute("aria-activedescendant");
  expect(active).toBeTruthy();
  // aria-activedescendant names exactly one element, the visible option.
  expect(await page.locator(`[id="${active}"]`).count()).toBe(1);
  await expect(page.locator(`[id="${active}"]`)).toBeVisible();
  expect(await page.locator('[role="listbox"]').count()).toBe(1);
  const ids = await page.locator("[id]").evaluateAll((nodes) => nodes.map((node) => node.id));
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  await expectAccessible(page);
});
