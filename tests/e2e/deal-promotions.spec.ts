import Database from "better-sqlite3";
import { setReferenceClock } from "../../dealer-api/modules/reference-clock";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { startOwnServer, type OwnServer } from "./forms-helpers";

/*
 * A promotion that ends (issue 42, item 4; ADR 074): at its end by the dealer API's clock it is
 * gone from the cards, including from a page the storefront keeps in its HTML cache. Each test
 * has a server of its own, so the clock it moves is nobody else's.
 */

/** How long before its end the test sets the API's clock: the page is seen with it, then without. */
const SHOWN_FOR_MS = 20_000;
/** The test's promotion on a card, in the served HTML (its amount is no other's). */
const PROMOTION_NOTE = /class="promo-note">Акция до [^<]*−77\s777\s₽/;

let server: OwnServer;
test.afterEach(async () => server?.stop());

test("a promotion is gone from the cards and the итоговая цена at its end, cached pages included", async ({ page }, testInfo) => {
  testInfo.setTimeout(120_000);
  server = await startOwnServer({});
  const title = `Тестовая акция ${isNoJs(testInfo) ? "без JS" : "с JS"}`;
  const db = new Database(server.dbPath, { fileMustExist: true });
  let car: { id: number; brand: string; model: string };
  try {
    db.pragma("busy_timeout = 5000");
    car = db.prepare("SELECT id, brand_code AS brand, model_code AS model FROM cars ORDER BY id LIMIT 1").get() as typeof car;
    // Only this test's promotion, ending an hour from now, with the API's clock set just before its end.
    const endsAt = Date.now() + 3_600_000;
    db.prepare("DELETE FROM promotions").run();
    db.prepare(
      `INSERT INTO promotions (code, title, text, amount, requires, brand_code, model_code, condition, city_fias, starts_at, ends_at)
       VALUES ('test-ends', ?, 'Проверка окончания акции', 77777, NULL, ?, ?, NULL, NULL, ?, ?)`,
    ).run(title, car.brand, car.model, endsAt - 86_400_000, endsAt);
    setReferenceClock(db, endsAt - SHOWN_FOR_MS);
  } finally {
    db.close();
  }
  const modelPage = `${server.url}/cars/${car.brand}/${car.model}`;

  // A first visit (no cookies) is answered from the HTML cache once the page is kept there (ADR 035).
  const firstVisit = async () => {
    const response = await fetch(modelPage);
    return { cache: response.headers.get("x-cache"), shown: PROMOTION_NOTE.test(await response.text()) };
  };
  expect((await firstVisit()).shown).toBe(true);
  await expect.poll(firstVisit, { message: "the page is kept with the promotion" }).toEqual({ cache: "HIT", shown: true });

  await page.goto(modelPage);
  const card = page.locator(".car-card").filter({ has: page.locator(`a[href$="/${car.id}"]`) });
  await expect(card.locator(".promo-note")).toHaveText(/^Акция до \d+ [а-я]+(, \d\d:\d\d мск)?: −77\s777\s₽$/);
  await expectAccessible(page);

  // At the end: the cached copy is gone with it, and so is the line of the итоговая цена.
  await expect.poll(async () => (await firstVisit()).shown, { timeout: 40_000, intervals: [1000] }).toBe(false);
  await page.goto(modelPage);
  await expect(card).toHaveCount(1);
  await expect(card.locator(".promo-note")).toHaveCount(0);
  await page.goto(`${server.url}/cars/${car.brand}/${car.model}/${car.id}/price`);
  await expect(page.locator(".deal-lines")).toBeVisible();
  await expect(page.locator('.deal-lines tr[data-code="promotion-test-ends"]')).toHaveCount(0);
});
