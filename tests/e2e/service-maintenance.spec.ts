import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { FLAGS_OFF_URL } from "../../playwright.config";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH, uniqueName, uniquePhone } from "./forms-helpers";
import { signIn } from "./personal-helpers";

/*
 * The maintenance calculator and prices from one place (docs/product.md, "Maintenance
 * calculator"; issue 43, items 1 and 4). The two projects run at the same time on one
 * database: each books at a centre of its own, and each changes the price of a work and of a
 * brand's parts that the other does not look at.
 */

const rub = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ")} ₽`;

function withDb<T>(work: (db: Database.Database) => T, readonly = true): T {
  const db = new Database(DB_PATH, { readonly, fileMustExist: true });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/**
 * The step and price the regulation in the database gives, worked out here from its rows: ТО-n
 * is due at n·km or at n·months of age (counted from 1 July of the model year), whichever the
 * car reaches first, and stays due up to 1 000 km or a month past its mark; the price is the
 * step's lines that are not optional, labour at the brand's rate, parts at the price list's.
 */
function regulationPrice(car: { brand: string; model: string; fuel: string; year: number; mileage: number }) {
  return withDb((db) => {
    const reg = db
      .prepare("SELECT id, interval_km AS km, interval_months AS months FROM service_regulations WHERE model_code = ? AND fuel = ?")
      .get(`${car.brand}-${car.model}`, car.fuel) as { id: number; km: number; months: number };
    const rate = db.prepare("SELECT price FROM service_labour_rates WHERE brand_code = ?").pluck().get(car.brand) as number;
    const now = new Date();
    const months = (now.getUTCFullYear() - car.year) * 12 + now.getUTCMonth() - 6;
    const step = Math.max(1, Math.ceil((car.mileage - 1000) / reg.km), Math.ceil((months - 1) / reg.months));
    const price = db
      .prepare(
        `SELECT SUM(CASE WHEN i.norm_hours IS NOT NULL THEN ROUND(i.norm_hours * ?) ELSE ROUND(i.quantity * p.price) END)
           FROM service_regulation_items i LEFT JOIN service_parts p ON p.code = i.part_code
          WHERE i.regulation_id = ? AND i.optional = 0 AND ? % i.every = 0`,
      )
      .pluck()
      .get(rate, reg.id, step) as number;
    return { step, km: step * reg.km, price };
  });
}

/** Chooses the car in the calculator as a visitor does: each choice loads the next list (a GET form). */
async function chooseCar(page: Page, noJs: boolean, car: { brand: string; model: string; generation: string; modification: string; year: string; mileage: string }) {
  const form = page.locator("form.maintenance-car");
  const choose = async (label: string, option: string, next?: string) => {
    await form.getByLabel(label, { exact: true }).selectOption({ label: option });
    // Without JS the button asks for the next list; with JS the choice does.
    if (noJs) await form.getByRole("button", { name: "Рассчитать ТО" }).click();
    if (next) await expect(form.getByLabel(next, { exact: true })).toBeVisible();
  };
  await choose("Марка", car.brand, "Модель");
  await choose("Модель", car.model, "Поколение");
  await choose("Поколение", car.generation, "Двигатель и коробка");
  await form.getByLabel("Двигатель и коробка").selectOption({ label: car.modification });
  await form.getByLabel("Год выпуска").fill(car.year);
  await form.getByLabel("Пробег, км").fill(car.mileage);
  await form.getByRole("button", { name: "Рассчитать ТО" }).click();
}

/** Chooses a centre and a day with free places some days ahead, and the day's first free time. */
async function pickSlot(page: Page, noJs: boolean, centre: string, nth: number) {
  const picker = page.locator("form.service-picker");
  const show = () => picker.getByRole("button", { name: "Показать свободное время" }).click();
  const [code] = await picker.getByLabel("Сервисный центр").selectOption({ label: centre });
  if (noJs) await show();
  await expect(page.locator('form.service-form input[name="CENTER"]')).toHaveValue(code!);
  const days = await picker.locator('select[name="date"] option:not([disabled])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const date = days.slice(1)[nth]!;
  await picker.getByLabel("Дата").selectOption(date);
  if (noJs) await show();
  await expect(page.locator('input[name="DATE"]')).toHaveValue(date);
  const slot = page.locator('input[name="TIME"]:not([disabled])').first();
  await page.locator(`label[for="${await slot.getAttribute("id")}"]`).click();
}

async function fillContact(page: Page, phone: string) {
  const form = page.locator("form.service-form");
  await form.getByLabel("Имя").fill(uniqueName("Ирина"));
  await form.getByLabel("Телефон").fill(`+7 ${phone}`);
  await form.getByRole("checkbox").check();
  return form;
}

const RIO = { brand: "Kia", model: "Rio", generation: "IV (2017–2022)", modification: "1.6 л, 123 л.с., АКПП-6, передний привод", year: "2019", mileage: "44000" };

test("a Kia Rio 2019 at 44 000 km is priced as its regulation's step, to the rouble, and booked at that price", async ({ page }, testInfo) => {
  test.slow(); // a dozen pages without JS, on a shared machine
  const noJs = isNoJs(testInfo);
  const expected = regulationPrice({ brand: "kia", model: "rio", fuel: "petrol", year: 2019, mileage: 44_000 });

  await page.goto("/service/to");
  await expect(page).toHaveTitle(/^Расчёт стоимости ТО/);
  await chooseCar(page, noJs, RIO);
  const answer = page.getByRole("region", { name: "Kia Rio, 2019 г., 44 000 км" });
  await expect(answer).toContainText(`ТО-${expected.step}, ${rub(expected.km).replace(" ₽", "")} км или ${expected.step}`);
  await expect(answer.getByTestId("maintenance-price")).toHaveText(rub(expected.price));
  // The works and parts each with a price: labour in norm-hours, oils and filters; and what may be declined.
  await expect(answer.getByRole("table", { name: "Работы" })).toContainText("Замена моторного масла и масляного фильтра");
  await expect(answer.getByRole("table", { name: "Работы" })).toContainText("0,6 н/ч");
  await expect(answer.getByRole("table", { name: "Масла и фильтры" })).toContainText("3,6 л");
  await expect(answer.getByRole("table", { name: "Рекомендации" })).toContainText("Регулировка развала-схождения");
  await expectAccessible(page);

  await answer.getByRole("link", { name: "Записаться на это ТО" }).click();
  await expect(page).toHaveURL(/\/service\?modification=kia-rio-4-2&year=2019&mileage=44000/);
  const note = page.getByRole("group", { name: "Выбранное ТО" });
  await expect(note).toContainText(rub(expected.price));
  const form = page.locator("form.service-form");
  await expect(form.getByLabel("Вид работ")).toHaveValue("maintenance");
  await expect(form.getByLabel("Марка")).toHaveValue("Kia");
  await expect(form.getByLabel("Модель")).toHaveValue("Rio");
  await expect(form.getByLabel("Год выпуска")).toHaveValue("2019");

  // A change of centre and date keeps the maintenance.
  await pickSlot(page, noJs, noJs ? "Автодом Рижский" : "Автодом Победы", 3);
  await expect(note).toContainText(rub(expected.price));
  const phone = uniquePhone();
  await fillContact(page, phone.typed);
  await form.getByRole("button", { name: "Записаться" }).click();
  const summary = page.getByRole("region", { name: "Вы записаны на сервис" });
  await expect(summary).toContainText(`Плановое техническое обслуживание, ТО-${expected.step}, ${rub(expected.price)}`);
  await expect(summary).toContainText("Kia, Rio, 2019 г.");

  const stored = withDb((db) => db.prepare("SELECT id, price, regulation_step, mileage FROM service_bookings WHERE phone = ?").all(phone.api)) as Array<{ id: number; price: number; regulation_step: number; mileage: number }>;
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ price: expected.price, regulation_step: expected.step, mileage: 44_000 });
  const link = summary.getByRole("link", { name: "Добавить в календарь (.ics)" });
  const ics = (await (await page.context().request.get((await link.getAttribute("href"))!)).text()).replace(/\r\n[ \t]/g, "");
  expect(ics).toContain(`Стоимость: ${rub(expected.price)}`);
});

test("a price the dealer API changed meanwhile is refused with a 409 that shows the new one, then booked at it", async ({ page }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  // Parts of a brand of this project's own: the other project prices other cars.
  const brand = noJs ? "hyundai" : "toyota";
  const car = noJs
    ? { brand: "hyundai", model: "solaris", query: "modification=hyundai-solaris-2-2&year=2020&mileage=58000" }
    : { brand: "toyota", model: "corolla", query: "modification=toyota-corolla-e210-1&year=2021&mileage=29000" };
  await page.goto(`/service?${car.query}`);
  const note = page.getByRole("group", { name: "Выбранное ТО" });
  await expect(note).toContainText("ТО-");
  await pickSlot(page, noJs, noJs ? "Автодом Запсковье" : "Автодом Московский", 4);
  const phone = uniquePhone();
  const form = await fillContact(page, phone.typed);

  withDb((db) => db.prepare("UPDATE service_parts SET price = price + 100 WHERE code = ?").run(`${brand}:oil-filter`), false);
  try {
    const response = page.waitForResponse((r) => r.request().method() === "POST");
    await form.getByRole("button", { name: "Записаться" }).click();
    expect((await response).status()).toBe(409);
    const alert = form.locator(".lead-form__messages").filter({ hasText: "изменилась: теперь" });
    await expect(alert.first()).toBeVisible();
    const shownAfter = (await alert.first().textContent())!.match(/теперь ([\d ]+ ₽)/)![1]!;
    await expect(note).toContainText(shownAfter);
    expect(withDb((db) => db.prepare("SELECT COUNT(*) FROM service_bookings WHERE phone = ?").pluck().get(phone.api))).toBe(0);

    // The form now carries the new price: booked at it.
    if (noJs) await fillContact(page, phone.typed);
    await form.getByRole("button", { name: "Записаться" }).click();
    await expect(page.getByRole("region", { name: "Вы записаны на сервис" })).toContainText(shownAfter);
    const price = withDb((db) => db.prepare("SELECT price FROM service_bookings WHERE phone = ?").pluck().get(phone.api)) as number;
    expect(rub(price)).toBe(shownAfter);
  } finally {
    withDb((db) => db.prepare("UPDATE service_parts SET price = price - 100 WHERE code = ?").run(`${brand}:oil-filter`), false);
  }
});

test("a work's price changed in the dealer API shows on the service page, the summary, the .ics and the personal area at once", async ({ page }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  // A work of this project's own: the other project changes the other one.
  const work = noJs ? { code: "air-conditioning", name: "Обслуживание кондиционера" } : { code: "alignment", name: "Развал-схождение" };
  const phone = await signIn(page);
  await page.goto("/service");
  await pickSlot(page, noJs, noJs ? "Автодом Сибирский тракт" : "Автодом Левобережный", 5);
  const form = await fillContact(page, phone);
  await form.getByLabel("Вид работ").selectOption(work.code);
  await form.getByLabel("Марка").fill("Lada");
  await form.getByLabel("Модель").fill("Vesta");
  await form.getByLabel("Год выпуска").fill("2020");
  await form.getByRole("button", { name: "Записаться" }).click();
  const summary = page.getByRole("region", { name: "Вы записаны на сервис" });
  const before = withDb((db) => db.prepare("SELECT price_from FROM service_works WHERE code = ?").pluck().get(work.code)) as number;
  await expect(summary).toContainText(`${work.name}, от ${rub(before)}`);
  const calendar = (await summary.getByRole("link", { name: "Добавить в календарь (.ics)" }).getAttribute("href"))!;

  const after = before + (noJs ? 110 : 120);
  withDb((db) => db.prepare("UPDATE service_works SET price_from = ? WHERE code = ?").run(after, work.code), false);
  try {
    await page.reload();
    await expect(summary).toContainText(`${work.name}, от ${rub(after)}`);
    const ics = (await (await page.context().request.get(calendar)).text()).replace(/\r\n[ \t]/g, "");
    expect(ics).toContain(`Стоимость: от ${rub(after)}`);
    await page.goto("/service");
    await expect(page.locator(".service-works__item").filter({ hasText: work.name }).locator(".service-works__price")).toHaveText(`от ${rub(after)}`);
    await expect(page.locator("form.service-form").getByLabel("Вид работ").locator(`option[value="${work.code}"]`)).toHaveText(`${work.name} — от ${rub(after)}`);
    await page.goto("/personal/service");
    const visit = page.locator(".personal-item").filter({ hasText: work.name });
    await expect(visit).toContainText(`Стоимость: от ${rub(after)}`);
  } finally {
    withDb((db) => db.prepare("UPDATE service_works SET price_from = ? WHERE code = ?").run(before, work.code), false);
  }
});

test("a car whose regulation is not known gets the «от …» price and a call, never an invented number", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await page.goto("/service/to?brand=renault&model=renault-logan&generation=2&modification=renault-logan-2-1&year=2018&mileage=90000");
  const answer = page.getByRole("region", { name: "Renault Logan, 2018 г., 90 000 км" });
  const from = withDb((db) => db.prepare("SELECT price_from FROM service_works WHERE code = 'maintenance'").pluck().get()) as number;
  await expect(answer.getByTestId("maintenance-price")).toHaveText(`от ${rub(from)}`);
  await expect(answer).toContainText("Регламент обслуживания этого автомобиля нам неизвестен");
  await expect(answer.getByRole("link", { name: "Записаться на это ТО" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Рассчитаем ТО по телефону" })).toBeVisible();
  if (!noJs) await expectAccessible(page);
});

test("with the service flag off the calculator redirects home", async ({ request }, testInfo) => {
  test.skip(isNoJs(testInfo), "HTTP only: once is enough");
  const response = await request.get(`${FLAGS_OFF_URL}/service/to?brand=kia`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/");
});
