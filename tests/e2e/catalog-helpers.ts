import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The car page links of the cards on the current page, in order. */
export async function cardLinks(page: Page): Promise<string[]> {
  return page.locator(".car-grid .car-card :is(h2, h3) > a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

/** Prices of the cards shown, as numbers. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator(".car-grid .car-card .price:not(.price--old)").allTextContents();
  return texts.map((t) => Number(t.replace(/\D/g, "")));
}

/**
 * Waits until the catalogue shows the result whose address, written as the catalogue's,
 * matches `expected` (a brand's page as `/catalog?brand=…`). The URL alone
 * proves nothing yet: with JS the router changes it before React draws the new list, and
 * without JS it changes when the new document starts arriving. So this waits for the load of
 * that document, then for the canonical link, which is drawn from the same loader data as the
 * list and in the same render.
 */
export async function expectCatalogAt(page: Page, expected: RegExp) {
  // A brand (and model) alone is its own page (ADR 046's addendum): read as the same list.
  await page.waitForURL((url) => expected.test(asCatalogAddress(url.href)));
  const canonical = page.locator('link[rel="canonical"]');
  await expect.poll(async () => asCatalogAddress((await canonical.getAttribute("href")) ?? "")).toMatch(expected);
}

/**
 * A brand's list is canonical at its brand page (/cars/{brand}[/{model}], ADR 046): the same
 * list written as the catalogue's address, its brand and model first as the catalogue orders them.
 */
function asCatalogAddress(href: string): string {
  const match = /^(.*)\/cars\/([^/?]+)(?:\/([^/?]+))?(?:\?(.*))?$/.exec(href);
  if (!match) return href;
  const [, origin, brand, model, rest] = match;
  const query = [`brand=${brand}`, model ? `model=${model}` : "", rest ?? ""].filter(Boolean).join("&");
  return `${origin}/catalog?${query}`;
}

/**
 * Submits the filter form the way the visitor would (with JavaScript the list follows each
 * change by itself; without it, «Показать») and waits for the result.
 */
export async function applyFilters(page: Page, noJs: boolean, expectInUrl: RegExp) {
  if (noJs) await page.getByRole("button", { name: "Показать" }).click();
  await expectCatalogAt(page, expectInUrl);
}

/** Applies the chosen sort where it is chosen: by itself with JavaScript, «Сортировать» beside it without (ADR 045). */
export async function applySort(page: Page, noJs: boolean, expectInUrl: RegExp) {
  if (noJs) await page.getByRole("button", { name: "Сортировать" }).click();
  await expectCatalogAt(page, expectInUrl);
}

/** The href of the first car in the catalogue, and of another one. */
export async function twoCars(page: Page): Promise<[string, string]> {
  await page.goto("/catalog");
  const links = await cardLinks(page);
  return [links[0], links[1]];
}
