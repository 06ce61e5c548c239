import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The car page links of the cards on the current page, in order. */
export async function cardLinks(page: Page): Promise<string[]> {
  return page.locator(".car-grid .car-card__link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

/** Prices of the cards shown, as numbers. */
export async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.locator(".car-grid .car-card__price .price:not(.price--old)").allTextContents();
  return texts.map((t) => Number(t.replace(/\D/g, "")));
}

/**
 * Submits the filter form the way the visitor would: with JavaScript the list follows each
 * change by itself; without it, «Показать».
 */
export async function applyFilters(page: Page, noJs: boolean, expectInUrl: RegExp) {
  if (noJs) await page.getByRole("button", { name: "Показать" }).click();
  await expect(page).toHaveURL(expectInUrl);
}

/** The href of the first car in the catalogue, and of another one. */
export async function twoCars(page: Page): Promise<[string, string]> {
  await page.goto("/catalog");
  const links = await cardLinks(page);
  return [links[0], links[1]];
}
