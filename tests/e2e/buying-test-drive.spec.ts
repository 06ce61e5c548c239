import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH, openPage, uniqueName, uniquePhone } from "./forms-helpers";
import { signIn } from "./personal-helpers";

/*
 * Test drive from the car page (docs/product.md, "Test drive"). The two projects run at the
 * same time on one database, so each uses cars of its own (by the project's index); the day
 * and time are chosen from what the page offers, so the tests hold at any hour.
 */

type Car = { id: number; url: string };

/** The n-th car of a dealer centre that sends out cars, for this project only. */
function carFor(project: string, n: number): Car {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const offset = (project === "no-js" ? 20 : 0) + n;
    const row = db.prepare("SELECT id, brand_code, model_code FROM cars ORDER BY id LIMIT 1 OFFSET ?").get(offset) as {
      id: number;
      brand_code: string;
      model_code: string;
    };
    return { id: row.id, url: `/cars/${row.brand_code}/${row.model_code}/${row.id}` };
  } finally {
    db.close();
  }
}

function testDrivesOf(carId: number): Array<{ phone: string; slot_date: string; slot_time: string; status: string }> {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT phone, slot_date, slot_time, status FROM test_drives WHERE car_id = ? ORDER BY id").all(carId) as never;
  } finally {
    db.close();
  }
}

/** The second bookable day after today that the page offers. */
async function aFreeDay(page: Page): Promise<string> {
  const days = await page.locator('select[name="date"] option:not([disabled])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  return days.slice(1)[1]!;
}

async function fillAndSend(page: Page, time: string, who: { name: string; phone: string }) {
  const form = page.locator("form.service-form");
  await form.getByLabel(time, { exact: false }).check();
  await form.getByLabel("Имя").fill(who.name);
  await form.getByLabel("Телефон").fill(`+7 ${who.phone}`);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Записаться на тест-драйв" }).click();
}

test("a test drive is booked once, then refused for the same car and time to a second visitor", async ({ page, browser }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const car = carFor(testInfo.project.name, 1);
  await page.goto(car.url);
  await page.getByRole("region", { name: "Купить онлайн" }).getByRole("link", { name: "Записаться на тест-драйв" }).click();
  await expect(page).toHaveURL(new RegExp(`${car.url}/test-drive$`));
  await expect(page).toHaveTitle(/^Тест-драйв /);
  const date = await aFreeDay(page);

  // The second visitor opens the same day before the first books.
  const other = await browser.newContext({ javaScriptEnabled: !noJs });
  const second = await other.newPage();
  await openPage(second, `${car.url}/test-drive?date=${date}`, noJs);

  await openPage(page, `${car.url}/test-drive?date=${date}`, noJs);
  await expectAccessible(page);
  const time = await page.locator('input[name="TIME"]:not([disabled])').first().inputValue();
  const first = { name: uniqueName("Иван"), phone: uniquePhone().typed };
  await fillAndSend(page, time, first);
  await expect(page.getByRole("heading", { name: "Вы записаны на тест-драйв" })).toBeVisible();
  await expect(page).toHaveURL(/\?booked=1/);
  await expectAccessible(page);
  const ics = await page.request.get("/test-drive/booking.ics");
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain("SUMMARY:Тест-драйв");

  const response = second.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/test-drive"));
  await fillAndSend(second, time, { name: uniqueName("Пётр"), phone: uniquePhone().typed });
  // The storefront answers every refusal of the dealer API with 400 and the message (its 409 included).
  expect((await response).status()).toBe(400);
  await expect(second.getByText("Этот автомобиль на это время уже записан на тест-драйв. Выберите другое время")).toBeVisible();
  // The refused time is now shown as taken.
  await expect(second.locator(`input[name="TIME"][value="${time}"]`)).toBeDisabled();
  await other.close();

  const stored = testDrivesOf(car.id).filter((d) => d.slot_date === date && d.slot_time === time);
  expect(stored).toEqual([{ phone: `+7${first.phone}`, slot_date: date, slot_time: time, status: "booked" }]);
});

test("a signed-in visitor finds the test drive in «Мои заказы» and cancels it, which frees the car", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const car = carFor(testInfo.project.name, 2);
  const phone = await signIn(page);
  await openPage(page, `${car.url}/test-drive`, noJs);
  const date = await aFreeDay(page);
  await openPage(page, `${car.url}/test-drive?date=${date}`, noJs);
  const time = await page.locator('input[name="TIME"]:not([disabled])').first().inputValue();
  await fillAndSend(page, time, { name: uniqueName("Анна"), phone });
  await expect(page.getByRole("heading", { name: "Вы записаны на тест-драйв" })).toBeVisible();

  await page.goto("/personal/orders");
  const item = page.locator(".personal-item", { hasText: "Тест-драйв" }).first();
  await expect(item.getByText("Запланирован")).toBeVisible();
  await expectAccessible(page);
  await item.getByText("Отменить тест-драйв", { exact: true }).click();
  await item.getByRole("button", { name: "Да, отменить" }).click();
  await expect(page.getByText("Тест-драйв отменён")).toBeVisible();
  await expect(item.getByText("Отменён")).toBeVisible();
  expect(testDrivesOf(car.id).find((d) => d.slot_date === date && d.slot_time === time)?.status).toBe("cancelled");
  await openPage(page, `${car.url}/test-drive?date=${date}`, noJs);
  await expect(page.locator(`input[name="TIME"][value="${time}"]`)).toBeEnabled();
});
