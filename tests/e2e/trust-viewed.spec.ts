import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, expectAccessible, test } from "./fixtures";
import { DB_PATH } from "./forms-helpers";
import { signIn } from "./personal-helpers";

/** Four cars of the seeded stock, by their page addresses. */
function fourCars(): string[] {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT id, brand_code AS b, model_code AS m FROM cars ORDER BY id DESC LIMIT 4").all() as Array<{ id: number; b: string; m: string }>;
    return rows.map((r) => `/cars/${r.b}/${r.m}/${r.id}`);
  } finally {
    db.close();
  }
}

const strip = (page: Page, name = "Вы смотрели") => page.getByRole("region", { name });
const stripLinks = (page: Page, name?: string) =>
  strip(page, name).getByRole("link").evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

test("three cars opened show as recently viewed, newest first, on the fourth page and on the catalogue", async ({ page }) => {
  const [a, b, c, d] = fourCars();
  // A visitor gets an id on their first visits; views are recorded from then on.
  await page.goto("/");
  await page.goto("/company/contacts");
  await expect(strip(page)).toHaveCount(0);
  for (const car of [a, b, c]) {
    const response = await page.goto(car);
    expect(response?.status()).toBe(200);
  }
  // The car's own page leaves itself out of the strip.
  expect(await stripLinks(page)).toEqual([b, a]);

  await page.goto(d);
  expect(await stripLinks(page)).toEqual([c, b, a]);
  await expectAccessible(page);

  await page.goto("/catalog");
  expect(await stripLinks(page)).toEqual([d, c, b, a]);
  // Another visitor's copy of the catalogue has no strip: the page was not shared.
  const other = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  try {
    const stranger = await other.newPage();
    await stranger.goto("/catalog");
    await expect(strip(stranger)).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test("the car a visitor lands on straight from outside is in «Вы смотрели» with the two opened after it", async ({ page }) => {
  // Four pages and an audit: give a shared machine time.
  test.slow();
  const [a, b, c] = fourCars();
  // The first view of all: no id is issued for it (ADR 035), and it may come from the HTML cache.
  const landing = await page.goto(a);
  expect(landing?.status()).toBe(200);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("F_USER_ID");
  await expect(strip(page)).toHaveCount(0);
  await page.goto(b);
  expect(await stripLinks(page)).toEqual([a]);
  await page.goto(c);
  expect(await stripLinks(page)).toEqual([b, a]);
  await page.goto("/catalog");
  expect(await stripLinks(page)).toEqual([c, b, a]);
  await expectAccessible(page);
});

test("the cars opened before signing in are in the personal area's «Вы смотрели»", async ({ page }) => {
  const [a, b] = fourCars();
  await page.goto("/");
  await page.goto("/company/contacts");
  await page.goto(a);
  await page.goto(b);
  await signIn(page);
  await page.getByRole("navigation", { name: "Личный кабинет" }).getByRole("link", { name: "Вы смотрели" }).click();
  await page.waitForURL(/\/personal\/viewed$/);
  await expect(page).toHaveTitle(/^Вы смотрели - .+/);
  expect(await stripLinks(page, "Последние автомобили, которые вы открывали")).toEqual([b, a]);
  await expectAccessible(page);
});

test("a car whose link was only hovered is not a car viewed; the one clicked is", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "js", "links are preloaded on hover with JavaScript only");
  const [a] = fourCars() as [string];
  await page.goto("/");
  await page.goto("/company/contacts");
  await page.goto(a);
  await page.goto("/catalog?sort=price_asc");
  const links = page.locator(".car-card :is(h2, h3) > a");
  const shown = await links.evaluateAll((anchors) => anchors.map((l) => new URL((l as HTMLAnchorElement).href).pathname));
  const [hovered, clicked] = shown.filter((car) => car !== a) as [string, string];
  const linkTo = (car: string) => page.locator(`.car-card :is(h2, h3) > a[href="${car}"]`);
  // The browser preloads a hovered link's page (docs/product.md §4.14), and may not keep it.
  const preloaded = page.waitForResponse((r) => new URL(r.url()).pathname === `${hovered}.data`);
  await linkTo(hovered).hover();
  expect((await preloaded).headers()["cache-control"]).toContain("no-store");
  // The click's own request, not the preload its hover started.
  const opened = page.waitForResponse((r) => new URL(r.url()).pathname === `${clicked}.data` && !r.request().headers()["sec-purpose"]);
  await linkTo(clicked).click();
  await opened;
  await expect(page).toHaveURL(clicked);
  await page.goto("/catalog");
  expect(await stripLinks(page)).toEqual([clicked, a]);
});
