import type { Browser, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH, openPage, uniqueName, uniquePhone } from "./forms-helpers";

/*
 * Online reservation with a refundable prepayment (docs/product.md, "Reservation"): the
 * storefront, the reference payment provider's card page and the return page, walked as a
 * visitor walks them. Each project uses cars of its own.
 */

type Car = { id: number; url: string; price: number };

function carFor(project: string, n: number): Car {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("SELECT id, brand_code, model_code, price FROM cars ORDER BY id LIMIT 1 OFFSET ?")
      .get((project === "no-js" ? 60 : 40) + n) as { id: number; brand_code: string; model_code: string; price: number };
    return { id: row.id, url: `/cars/${row.brand_code}/${row.model_code}/${row.id}`, price: row.price };
  } finally {
    db.close();
  }
}

function dbRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** From the car page to the provider's card page, through «Забронировать онлайн». */
async function reserve(page: Page, car: Car, noJs: boolean) {
  await openPage(page, car.url, noJs);
  await page.getByRole("region", { name: "Купить онлайн" }).getByRole("link", { name: "Забронировать онлайн" }).click();
  await expect(page).toHaveURL(new RegExp(`${car.url}/reserve$`));
  await expect(page).toHaveTitle(/^Бронирование /);
  if (!noJs) await page.locator('input[name="_js"]').first().waitFor({ state: "attached" });
  const form = page.locator("form.service-form");
  await form.getByLabel("Имя").fill(uniqueName("Иван"));
  await form.getByLabel("Телефон").fill(`+7 ${uniquePhone().typed}`);
  // The consent and the offer, each its own box (ADR 067).
  for (const box of await form.getByRole("checkbox").all()) await box.check();
  await form.getByRole("button", { name: /^Перейти к оплате/ }).click();
  await expect(page).toHaveURL(/\/reference-pay\/checkout\/[\w-]+$/);
  await expect(page.getByRole("heading", { name: "Оплата картой" })).toBeVisible();
}

async function payWith(page: Page, card: string) {
  await page.getByLabel("Номер карты").fill(card);
  await page.getByLabel("Срок действия (ММ/ГГ)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Оплатить/ }).click();
}

async function otherVisitor(browser: Browser, noJs: boolean) {
  const context = await browser.newContext({ javaScriptEnabled: !noJs });
  return { context, page: await context.newPage() };
}

test("a reservation paid with the success card shows «Забронирован» to another visitor, who cannot order the car", async ({ page, browser }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const car = carFor(testInfo.project.name, 1);
  await reserve(page, car, noJs);
  await expectAccessible(page);
  await payWith(page, "5555 5555 5555 4477");
  await expect(page).toHaveURL(/\/reservation$/);
  await expect(page.getByRole("heading", { name: /^Автомобиль забронирован: до / })).toBeVisible();
  await expect(page.getByText("Автомобиль забронирован", { exact: true })).toBeVisible();
  await expectAccessible(page);

  const other = await otherVisitor(browser, noJs);
  // A query of this test alone: no page cached before the reservation answers it.
  await other.page.goto(`/catalog?priceFrom=${car.price}&priceTo=${car.price}&utm_content=reserve-${Date.now()}`);
  const card = other.page.locator("article.car-card", { has: other.page.locator(`a[href="${car.url}"]`) });
  await expect(card.getByText(/^Забронирован до \d{1,2} [а-я]+ в \d{2}:\d{2}$/)).toBeVisible();
  await openPage(other.page, car.url, noJs);
  const buy = other.page.getByRole("region", { name: "Купить онлайн" });
  await expect(buy.getByText(/^Забронирован до /)).toBeVisible();
  await expect(buy.getByRole("link", { name: "Забронировать онлайн" })).toHaveCount(0);
  // Nor is it offered to anyone else: «Забронирован до …» in place of the order form (buying-held.spec.ts).
  await expect(other.page.locator("#order").getByText(/^Забронирован до /)).toBeVisible();
  await expect(other.page.locator("form.order-form")).toHaveCount(0);
  await other.context.close();
  expect(dbRows<{ status: string }>("SELECT status FROM car_reservations WHERE car_id = ?", car.id)).toEqual([{ status: "paid" }]);
});

test("a declined card leaves the car free", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const car = carFor(testInfo.project.name, 2);
  await reserve(page, car, noJs);
  await payWith(page, "5555 5555 5555 4592");
  await expect(page).toHaveURL(/\/reservation$/);
  await expect(page.getByRole("heading", { name: "Оплата не прошла" })).toBeVisible();
  await expect(page.getByText(/недостаточно средств на карте/)).toBeVisible();
  await openPage(page, car.url, noJs);
  await expect(page.getByRole("region", { name: "Купить онлайн" }).getByRole("link", { name: "Забронировать онлайн" })).toBeVisible();
  expect(dbRows<{ status: string }>("SELECT status FROM car_reservations WHERE car_id = ?", car.id)).toEqual([{ status: "declined" }]);
});

test("a reservation paid through 3-D Secure and cancelled is refunded and the car released", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const car = carFor(testInfo.project.name, 3);
  await reserve(page, car, noJs);
  await payWith(page, "5555 5555 5555 4444");
  await expect(page.getByRole("heading", { name: "Подтверждение платежа" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Код из СМС").fill("12345");
  await page.getByRole("button", { name: "Подтвердить" }).click();
  await expect(page.getByRole("heading", { name: /^Автомобиль забронирован/ })).toBeVisible();

  if (!noJs) await page.locator('input[name="_js"]').first().waitFor({ state: "attached" });
  // Asked once before a paid reservation is given up (tests/e2e/stock-hold.spec.ts).
  await page.getByRole("link", { name: "Отменить бронь и вернуть предоплату" }).click();
  await page.getByRole("dialog", { name: "Отменить бронь?" }).getByRole("button", { name: "Да, отменить бронь" }).click();
  await expect(page.getByText("Бронирование отменено, предоплата возвращена на карту")).toBeVisible();
  await expect(page.locator(".service-summary .status")).toHaveText("Отменено");
  const [reservation] = dbRows<{ status: string; refund_id: string | null; amount: number; payment_id: string }>(
    "SELECT status, refund_id, amount, payment_id FROM car_reservations WHERE car_id = ?",
    car.id,
  );
  expect(reservation).toMatchObject({ status: "cancelled", refund_id: expect.any(String) });
  expect(dbRows("SELECT amount FROM provider_refunds WHERE payment_id = ?", reservation!.payment_id)).toEqual([{ amount: reservation!.amount }]);
  await openPage(page, car.url, noJs);
  await expect(page.getByRole("region", { name: "Купить онлайн" }).getByRole("link", { name: "Забронировать онлайн" })).toBeVisible();
});
