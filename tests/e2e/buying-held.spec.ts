import type { Browser, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH, openPage, uniqueName, uniquePhone } from "./forms-helpers";

/*
 * A car someone else holds (issue 44, item 4; docs/product.md, «Забронирован до …»): while
 * another visitor's reservation waits for its payment, the car's page and the cart say until
 * when it is held, in place of «В корзину» and the order form, for a visitor who had the page
 * before (and the car in the cart) and for one who opens it for the first time, whose page
 * may come from the HTML cache.
 */

type Car = { id: number; url: string };

/** A car of this project alone, far from the cars other specs take by their place in the table. */
function carFor(project: string): Car {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT id, brand_code, model_code FROM cars
         WHERE id NOT IN (SELECT car_id FROM car_reports WHERE encumbered = 1)
         ORDER BY id LIMIT 1 OFFSET ?`,
      )
      .get(project === "no-js" ? 100 : 90) as { id: number; brand_code: string; model_code: string };
    return { id: row.id, url: `/cars/${row.brand_code}/${row.model_code}/${row.id}` };
  } finally {
    db.close();
  }
}

/** Another visitor reserves the car: the form on its reservation page, up to the provider's card page (the hold waits for its payment). */
async function reserveAsAnother(browser: Browser, car: Car, noJs: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: !noJs });
  const page = await context.newPage();
  await openPage(page, car.url, noJs);
  await page.getByRole("region", { name: "Купить онлайн" }).getByRole("link", { name: "Забронировать онлайн" }).click();
  await expect(page).toHaveURL(new RegExp(`${car.url}/reserve$`));
  if (!noJs) await page.locator('input[name="_js"]').first().waitFor({ state: "attached" });
  const form = page.locator("form.service-form");
  await form.getByLabel("Имя").fill(uniqueName("Иван"));
  await form.getByLabel("Телефон").fill(`+7 ${uniquePhone().typed}`);
  for (const box of await form.getByRole("checkbox").all()) await box.check();
  await form.getByRole("button", { name: /^Перейти к оплате/ }).click();
  await expect(page).toHaveURL(/\/reference-pay\/checkout\/[\w-]+$/);
  await context.close();
}

const HELD = /^Забронирован до \d{1,2} [а-я]+ в \d{2}:\d{2}$/;

/** The car page as a visitor who may not buy the car now sees it. */
async function expectHeldPage(page: Page) {
  await expect(page.locator(".car-price").getByText(HELD)).toBeVisible();
  await expect(page.locator("#order").getByText(HELD)).toBeVisible();
  await expect(page.getByRole("button", { name: "В корзину" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /В корзине/ })).toHaveCount(0);
  await expect(page.locator("form.order-form")).toHaveCount(0);
}

test("a car another visitor is reserving shows «Забронирован до …» in place of «В корзину» and the order form, on its page and in the cart", async ({ page, browser }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  const car = carFor(testInfo.project.name);
  // A first visit: its page is everyone's, and may be kept for the next first visit.
  const first = await browser.newContext({ javaScriptEnabled: !noJs });
  const early = await first.newPage();
  await early.goto(car.url);
  await expect(early.getByRole("button", { name: "В корзину" })).toBeVisible();
  await first.close();

  await openPage(page, car.url, noJs);
  expect((await page.request.post("/cart/items", { form: { intent: "add", id: String(car.id) }, maxRedirects: 0 })).status()).toBe(303);
  await page.goto("/cart");
  await expect(page.locator("form.order-form")).toHaveCount(1);

  await reserveAsAnother(browser, car, noJs);

  // A newcomer, whose first visit the HTML cache may answer.
  const later = await browser.newContext({ javaScriptEnabled: !noJs });
  const newcomer = await later.newPage();
  await newcomer.goto(car.url);
  await expectHeldPage(newcomer);
  await later.close();

  await page.goto(car.url);
  await expectHeldPage(page);
  await expectAccessible(page);

  await page.goto("/cart");
  await expect(page.locator("#order").getByText(HELD)).toBeVisible();
  await expect(page.locator("form.order-form")).toHaveCount(0);
  await expectAccessible(page);
});
