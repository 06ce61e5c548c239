import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, test } from "./fixtures";
import { DB_PATH } from "./forms-helpers";

/*
 * A car page is everyone's page to a returning visitor who has viewed no other car: it may come
 * from the HTML cache, and the view is recorded all the same (docs/decisions/051-first-paint-and-cached-car-pages.md).
 */

/** Two cars of the seeded stock no other spec opens, by their page addresses. */
function twoCars(): [string, string] {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare("SELECT id, brand_code AS b, model_code AS m FROM cars ORDER BY id DESC LIMIT 2 OFFSET 20").all() as Array<{ id: number; b: string; m: string }>;
    return rows.map((r) => `/cars/${r.b}/${r.m}/${r.id}`) as [string, string];
  } finally {
    db.close();
  }
}

const stripLinks = (page: Page) =>
  page
    .getByRole("region", { name: "Вы смотрели" })
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));

/** A returning visitor: the first view marks the browser, the second issues the id. */
async function returningVisitor(page: Page) {
  await page.goto("/");
  await page.goto("/company/contacts");
  expect((await page.context().cookies()).some((c) => c.name === "F_USER_ID")).toBe(true);
}

test("a car page from the HTML cache records a returning visitor's view", async ({ page }) => {
  const [a, b] = twoCars();
  await returningVisitor(page);
  // This visitor's views of the car keep it theirs to share: the copy is kept and then served.
  await expect
    .poll(async () => (await page.request.get(a)).headers()["x-cache"] ?? "rendered", { timeout: 15_000 })
    .toBe("HIT");

  const other = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  try {
    const visitor = await other.newPage();
    await returningVisitor(visitor);
    const hit = await visitor.goto(a);
    expect(hit?.status()).toBe(200);
    expect(hit?.headers()["x-cache"]).toBe("HIT");
    // The answer carries the view in this visitor's session: no shared cache may keep it.
    expect(hit?.headers()["cache-control"]).toBe("private, no-cache");
    await expect(visitor.getByRole("region", { name: "Вы смотрели" })).toHaveCount(0);

    // The next car's strip shows the one served from the cache.
    const next = await visitor.goto(b);
    expect(next?.headers()["x-cache"]).toBeUndefined();
    expect(await stripLinks(visitor)).toEqual([a]);
    // Back on the first car, the strip of the other makes the page this visitor's own.
    const back = await visitor.goto(a);
    expect(back?.headers()["x-cache"]).toBeUndefined();
    expect(await stripLinks(visitor)).toEqual([b]);
  } finally {
    await other.close();
  }
});
