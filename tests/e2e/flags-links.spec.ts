import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./forms-helpers";

// Pages with a flag of their own and one that hides a whole section; the shared servers
// keep the catalogue on, which the other tests need.
const OFF = ["catalog", "trade_in", "company"];
const OFF_PATHS = /^\/(catalog|trade-in|company)(?:[/?#]|$)/;

let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer({ DEALER_API_FEATURES: OFF.map((name) => `${name}=0`).join(",") });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Every same-site link of the page, as a path, wherever it sits (navigation, footer, buttons, cards, crumbs). */
async function sitePaths(page: Page): Promise<string[]> {
  return page.locator("a[href]").evaluateAll((links) =>
    links
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname + url.search),
  );
}

test("a page whose flag is off redirects home, and no page links to it", async ({ page }) => {
  test.slow();
  for (const path of ["/catalog", "/trade-in", "/company/news"]) {
    await page.goto(server.url + path);
    await expect(page, path).toHaveURL(`${server.url}/`);
  }

  // The home page (hero, section cards, navigation, footer), the 404 page and its buttons,
  // a car page (its crumbs lead through the catalogue) and a page with the catalogue as its
  // empty state's way out.
  const pages: Array<{ path: string; shows: string }> = [
    { path: "/", shows: "Остались вопросы?" },
    { path: "/no-such-page", shows: "Страница не найдена" },
    { path: "/cars/any/model/1", shows: "Характеристики" },
    { path: "/favorites", shows: "Избранное" },
  ];
  for (const { path, shows } of pages) {
    await page.goto(server.url + path);
    await expect(page.getByRole("heading", { name: shows }).first(), path).toBeVisible();
    const links = await sitePaths(page);
    expect(links.length, path).toBeGreaterThan(3);
    // Soft, so a failure names every page that still has such a link.
    expect.soft(links.filter((link) => OFF_PATHS.test(link)), path).toEqual([]);
  }
  await expect(page.getByRole("link", { name: "Перейти в каталог" })).toHaveCount(0);
  await expectAccessible(page);
});
