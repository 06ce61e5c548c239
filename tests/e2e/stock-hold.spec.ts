import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { inputValues, passed, stockAbuse } from "../../scripts/stock-abuse";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH, openPage, uniqueName, uniquePhone } from "./forms-helpers";

/*
 * No car, test-drive time or service bay held by a stranger, and a held car its own buyer
 * can go back to (issue 44, items 2 and 3; docs/decisions/064-no-hold-without-a-returning-visitor.md).
 * Each project uses cars of its own, apart from the other reservation and test-drive specs'.
 */

type Car = { id: number; url: string };

function carAt(offset: number): Car {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT id, brand_code, model_code FROM cars
         WHERE id NOT IN (SELECT car_id FROM car_reports WHERE encumbered = 1)
         ORDER BY id LIMIT 1 OFFSET ?`,
      )
      .get(offset) as { id: number; brand_code: string; model_code: string };
    return { id: row.id, url: `/cars/${row.brand_code}/${row.model_code}/${row.id}` };
  } finally {
    db.close();
  }
}

// Past the ranges the other buying and consent specs take (0–110 by id), so no car is held twice.
const carFor = (project: string, n: number) => carAt((project === "no-js" ? 160 : 150) + n);

function count(sql: string, ...params: unknown[]): number {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).pluck().get(...params) as number;
  } finally {
    db.close();
  }
}

const CRAWLER = "curl/8.5.0";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";

async function postWithoutCookies(baseURL: string, path: string, form: Record<string, string>, userAgent: string) {
  const response = await fetch(new URL(path, baseURL), {
    method: "POST",
    headers: { "User-Agent": userAgent, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
    redirect: "manual",
  });
  return { status: response.status, text: await response.text() };
}

/** The first free time of a form page (test drive, service) as a cookieless reader sees it. */
async function freeSlot(baseURL: string, path: string) {
  const html = await (await fetch(new URL(path, baseURL), { headers: { "User-Agent": BROWSER } })).text();
  return { date: inputValues(html, "DATE")[0]!, time: inputValues(html, "TIME")[0]!, centre: inputValues(html, "CENTER")[0] };
}

test.describe("posts without a visitor id hold nothing", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "an HTTP check: once is enough");

  for (const [who, userAgent] of [
    ["a crawler", CRAWLER],
    ["a browser without cookies", BROWSER],
  ] as const) {
    test(`${who} is refused a reservation, a test drive and a service visit in Russian, and nothing is stored`, async ({ baseURL }) => {
      const car = carAt(who === "a crawler" ? 170 : 171);
      const phone = uniquePhone();
      const contact = { NAME: uniqueName("Чужой"), PHONE: `+7 ${phone.typed}`, AGREE: "on" };

      const reserved = await postWithoutCookies(baseURL!, `${car.url}/reserve`, { CAR_ID: String(car.id), KEY: `no-visitor-${Date.now()}`, OFFER: "on", ...contact }, userAgent);
      expect(reserved.status).toBe(400);
      expect(reserved.text).toContain("Чтобы забронировать автомобиль, разрешите сайту сохранять cookie и обновите страницу");

      const drive = await freeSlot(baseURL!, `${car.url}/test-drive`);
      const driven = await postWithoutCookies(
        baseURL!,
        `${car.url}/test-drive`,
        { CAR_ID: String(car.id), DATE: drive.date, TIME: drive.time, URL: `${car.url}/test-drive`, ...contact },
        userAgent,
      );
      expect(driven.status).toBe(400);
      expect(driven.text).toContain("Чтобы записаться на тест-драйв, разрешите сайту сохранять cookie и обновите страницу");

      const visit = await freeSlot(baseURL!, "/service");
      const serviced = await postWithoutCookies(
        baseURL!,
        "/service",
        { CENTER: visit.centre!, DATE: visit.date, TIME: visit.time, WORK: "maintenance", BRAND: "Haval", MODEL: "Jolion", YEAR: "2021", URL: "/service", ...contact },
        userAgent,
      );
      expect(serviced.status).toBe(400);
      expect(serviced.text).toContain("Чтобы записаться на сервис, разрешите сайту сохранять cookie и обновите страницу");

      expect(count("SELECT COUNT(*) FROM car_reservations WHERE phone = ?", phone.api)).toBe(0);
      expect(count("SELECT COUNT(*) FROM test_drives WHERE phone = ?", phone.api)).toBe(0);
      expect(count("SELECT COUNT(*) FROM service_bookings WHERE phone = ?", phone.api)).toBe(0);
    });
  }

  test("a smaller run of npm run stock-abuse leaves the stock free for the next real buyer", async ({ baseURL }) => {
    const cars = [carAt(172), carAt(173), carAt(174)];
    const report = await stockAbuse({ url: baseURL!, count: 12, cars });
    expect(report.accepted).toEqual({ reservation: 0, testDrive: 0, order: 0 });
    expect(report.buyer, report.buyer.detail.join("\n")).toMatchObject({ reserved: true, testDrive: true });
    expect(passed(report)).toBe(true);
    expect(count("SELECT COUNT(*) FROM car_reservations WHERE name = 'Злоумышленник'")).toBe(0);
    expect(count("SELECT COUNT(*) FROM test_drives WHERE name = 'Злоумышленник'")).toBe(0);
  });
});

/** From the car's reserve page to the provider's card page. */
async function reserve(page: Page, car: Car, noJs: boolean, who = { name: uniqueName("Иван"), phone: uniquePhone().typed }) {
  await openPage(page, `${car.url}/reserve`, noJs);
  const form = page.locator("form.service-form");
  await form.getByLabel("Имя").fill(who.name);
  await form.getByLabel("Телефон").fill(`+7 ${who.phone}`);
  for (const box of await form.getByRole("checkbox").all()) await box.check();
  await form.getByRole("button", { name: /^Перейти к оплате/ }).click();
  await expect(page).toHaveURL(/\/reference-pay\/checkout\/[\w-]+$/);
  return who;
}

async function payWith(page: Page, card: string) {
  await page.getByLabel("Номер карты").fill(card);
  await page.getByLabel("Срок действия (ММ/ГГ)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Оплатить/ }).click();
}

const paymentIdOf = (url: string) => /\/checkout\/([\w-]+)$/.exec(url)![1];

test("a buyer who leaves the payment page unpaid goes back to the same payment, and is never told another buyer holds the car", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const car = carFor(testInfo.project.name, 1);
  await reserve(page, car, noJs);
  const payment = paymentIdOf(page.url());
  await page.getByRole("link", { name: "Вернуться в магазин без оплаты" }).click();
  await expect(page).toHaveURL(/\/reservation$/);
  await expect(page.getByRole("heading", { name: "Ожидаем оплату" })).toBeVisible();
  const resume = page.getByRole("link", { name: "Перейти к оплате" });
  await expect(resume).toHaveAttribute("href", new RegExp(`/checkout/${payment}$`));
  await expect(page.getByRole("button", { name: "Отменить бронирование" })).toBeVisible();
  await expectAccessible(page);

  // The car's own page: the buyer's hold, not «другой покупатель».
  await openPage(page, `${car.url}/reserve`, noJs);
  await expect(page.getByText(/другой покупатель/)).toHaveCount(0);
  await expect(page.getByText(/Вы уже бронируете этот автомобиль/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Перейти к оплате" }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${payment}$`));
  await payWith(page, "5555 5555 5555 4477");
  await expect(page.getByRole("heading", { name: /^Автомобиль забронирован: до / })).toBeVisible();
  expect(count("SELECT COUNT(*) FROM car_reservations WHERE car_id = ? AND status = 'paid'", car.id)).toBe(1);
  expect(count("SELECT COUNT(*) FROM provider_payments WHERE metadata LIKE ?", `%"reservation_id":"${count("SELECT id FROM car_reservations WHERE car_id = ?", car.id)}"%`)).toBe(1);
});

test("after a declined card «Попробовать снова» keeps the name and phone", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const car = carFor(testInfo.project.name, 2);
  const who = await reserve(page, car, noJs);
  await payWith(page, "5555 5555 5555 4592");
  await expect(page.getByRole("heading", { name: "Оплата не прошла" })).toBeVisible();
  await page.getByRole("link", { name: "Попробовать снова" }).click();
  await expect(page).toHaveURL(new RegExp(`${car.url}/reserve$`));
  const form = page.locator("form.service-form");
  await expect(form.getByLabel("Имя")).toHaveValue(who.name);
  await expect(form.getByLabel("Телефон")).toHaveValue(new RegExp(`${who.phone.slice(-2)}$`));
});

test("cancelling a paid reservation asks once, and «Не отменять» keeps it", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const car = carFor(testInfo.project.name, 3);
  await reserve(page, car, noJs);
  await payWith(page, "5555 5555 5555 4477");
  await expect(page.getByRole("heading", { name: /^Автомобиль забронирован/ })).toBeVisible();
  if (!noJs) await page.locator('input[name="_js"]').first().waitFor({ state: "attached" });

  await page.getByRole("link", { name: "Отменить бронь и вернуть предоплату" }).click();
  const ask = page.getByRole("dialog", { name: "Отменить бронь?" });
  await expect(ask).toBeVisible();
  await expect(ask.getByText(/вернётся на карту/)).toBeVisible();
  await expectAccessible(page);
  await ask.getByRole("link", { name: "Не отменять" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(count("SELECT COUNT(*) FROM car_reservations WHERE car_id = ? AND status = 'paid'", car.id)).toBe(1);

  await page.getByRole("link", { name: "Отменить бронь и вернуть предоплату" }).click();
  await page.getByRole("dialog", { name: "Отменить бронь?" }).getByRole("button", { name: "Да, отменить бронь" }).click();
  await expect(page.getByText("Бронирование отменено, предоплата возвращена на карту")).toBeVisible();
  expect(count("SELECT COUNT(*) FROM car_reservations WHERE car_id = ? AND status = 'cancelled'", car.id)).toBe(1);
});

test("a buyer whose browser keeps no cookies is told to allow them; one who lands on the reserve page can reserve", async ({ page, browser }, testInfo) => {
  test.slow(); // two buyers, each through the form
  const noJs = isNoJs(testInfo);
  const car = carFor(testInfo.project.name, 4);
  await openPage(page, `${car.url}/reserve`, noJs);
  await page.context().clearCookies();
  const form = page.locator("form.service-form");
  const phone = uniquePhone();
  await form.getByLabel("Имя").fill(uniqueName("Иван"));
  await form.getByLabel("Телефон").fill(`+7 ${phone.typed}`);
  for (const box of await form.getByRole("checkbox").all()) await box.check();
  await form.getByRole("button", { name: /^Перейти к оплате/ }).click();
  await expect(page.getByText("Чтобы забронировать автомобиль, разрешите сайту сохранять cookie и обновите страницу")).toBeVisible();
  expect(count("SELECT COUNT(*) FROM car_reservations WHERE phone = ?", phone.api)).toBe(0);

  // A first visit straight to the form page (a link shared, a bookmark) is given its id there.
  const fresh = await browser.newContext({ javaScriptEnabled: !noJs });
  await reserve(await fresh.newPage(), car, noJs);
  await fresh.close();
});
