import type { Page } from "@playwright/test";
import { expect, isNoJs, test } from "./fixtures";
import { signIn } from "./personal-helpers";

/*
 * The HTML cache of pages for visitors without personal state (docs/decisions/026-html-cache.md):
 * a stateless visitor is served a stored copy, a visitor with any state never is, and a copy
 * never carries another visitor's counters, city or name.
 */

/**
 * Opens `path` once the cache holds it for this visitor, a returning one: a first view may be
 * a hit of first visits' own, the second is rendered (it issues the id and sets cookies), and
 * so is the third while the copy is being made (docs/decisions/035-first-visits-from-the-cache.md).
 */
async function gotoCached(page: Page, path: string) {
  await expect
    .poll(
      async () => {
        const returning = (await page.context().cookies()).some((c) => c.name === "F_USER_ID");
        const cache = (await page.request.get(path)).headers()["x-cache"] ?? "rendered";
        return returning ? cache : "first visit";
      },
      { timeout: 15_000 },
    )
    .toBe("HIT");
  const response = await page.goto(path);
  expect(response?.headers()["x-cache"], `${path} from the cache`).toBe("HIT");
  return response!;
}

const favouritesLink = (page: Page) => page.locator(".header-actions").getByRole("link", { name: /^Избранное, \d+$/ });
const cityButton = (page: Page) => page.locator(".header-top .city-menu__button");

test("two visitors never see each other's state through the cache", async ({ page, browser }, testInfo) => {
  test.slow();
  const stateless = page;
  await gotoCached(stateless, "/catalog");

  const personal = await (await browser.newContext({ javaScriptEnabled: !isNoJs(testInfo), baseURL: testInfo.project.use.baseURL })).newPage();
  // A favourite, another city, and signed in.
  await personal.goto("/catalog");
  const toggle = personal.locator(".car-grid .car-card").first().getByRole("button", { name: "Добавить в избранное" });
  await Promise.all([personal.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/favorites")), toggle.click()]);
  await expect(favouritesLink(personal)).toHaveAccessibleName("Избранное, 1");
  await cityButton(personal).click();
  // The header follows the choice before its post is answered: the next page waits for the answer.
  await Promise.all([
    personal.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/city")),
    personal.getByRole("button", { name: "Казань" }).click(),
  ]);
  await expect(cityButton(personal)).toContainText("Казань");
  await signIn(personal);

  // Their pages are theirs: rendered for them, never a stored copy.
  for (let i = 0; i < 2; i++) {
    const response = await personal.goto("/catalog");
    expect(response?.headers()["x-cache"]).toBeUndefined();
    expect(response?.headers()["cache-control"]).toMatch(/private/);
  }
  await expect(favouritesLink(personal)).toHaveAccessibleName("Избранное, 1");
  await expect(personal.locator(".car-grid .car-card").first().getByRole("button", { name: "Добавить в избранное" })).toHaveAttribute("aria-pressed", "true");
  await expect(cityButton(personal)).toContainText("Казань");

  // The stateless visitor's copy has none of it.
  await gotoCached(stateless, "/catalog");
  await expect(favouritesLink(stateless)).toHaveAccessibleName("Избранное, 0");
  await expect(stateless.locator('.car-grid [aria-pressed="true"]')).toHaveCount(0);
  await expect(cityButton(stateless)).toContainText("Санкт-Петербург");
  await expect(stateless.getByRole("link", { name: "Личный кабинет", exact: true })).toBeVisible();
  await personal.context().close();
});

test("a cached page's scripts run under its CSP: it hydrates and navigates on the client", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "scripts only run with JavaScript on");
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  const response = await gotoCached(page, "/catalog");
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/script-src [^;]*'sha256-/);
  expect(csp).not.toMatch(/'nonce-/);
  expect(await response.text()).not.toMatch(/\bnonce="[^"]/);

  // Hydrated: the forms' `_js` marker is rendered only by React in the browser.
  await page.locator('input[name="_js"]').first().waitFor({ state: "attached" });
  // A client-side navigation keeps the window (a reload would lose the mark).
  await page.evaluate(() => ((window as unknown as { perfCacheMark: number }).perfCacheMark = 1));
  await page.locator(".car-grid .car-card").first().locator(":is(h2, h3) > a").click();
  await expect(page).toHaveURL(/\/cars\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { perfCacheMark?: number }).perfCacheMark)).toBe(1);
  expect(refused).toEqual([]);
});
