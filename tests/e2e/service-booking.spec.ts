import type { APIRequestContext, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH, E2E_PORT, openPage, trackPosts, uniqueName, uniquePhone } from "./forms-helpers";

/*
 * Service booking (docs/product.md, "Service booking"). The two projects run at the same time on one
 * database, so each books at a centre of its own; a slot is chosen from what the page offers,
 * so the tests hold at any hour, midnight included, and on a database earlier runs have used.
 */

const FULL_MESSAGE = "На это время мест уже нет. Выберите другое время";

type Booking = { id: number; dealer_code: string; slot_date: string; slot_time: string; status: string; fuser_id: string; phone: string };

function bookingsWhere(where: string, ...params: unknown[]): Booking[] {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT b.id, d.code AS dealer_code, b.slot_date, b.slot_time, b.status, b.fuser_id, b.phone
         FROM service_bookings b JOIN dealer_centers d ON d.id = b.dealer_id WHERE ${where} ORDER BY b.id`,
      )
      .all(...params) as Booking[];
  } finally {
    db.close();
  }
}

/** The instant a slot starts: every seeded centre keeps Moscow time (UTC+3, no DST). */
const startsAt = (date: string, time: string) => Date.parse(`${date}T${time}:00+03:00`);

/** Chooses a centre, then the n-th day with free places after today, as a visitor does with the picker. */
async function pickCentreAndDay(page: Page, noJs: boolean, centre: string, nth: number) {
  const picker = page.locator("form.service-picker");
  const show = () => picker.getByRole("button", { name: "Показать свободное время" }).click();
  const [code] = await picker.getByLabel("Сервисный центр").selectOption({ label: centre });
  if (noJs) await show();
  // The select shows the choice at once, and the picker's address line was there before: with
  // JS the centre's days are drawn later, with the booking form that carries the centre's code.
  await expect(page.locator('form.service-form input[name="CENTER"]')).toHaveValue(code!);
  await expect(page.locator(".service-picker__centre")).toBeVisible();
  const days = await picker.locator('select[name="date"] option:not([disabled])').evaluateAll((options) =>
    options.map((o) => (o as HTMLOptionElement).value),
  );
  const date = days.slice(1)[nth]!;
  await picker.getByLabel("Дата").selectOption(date);
  if (noJs) await show();
  await expect(page.locator('input[name="DATE"]')).toHaveValue(date);
  return date;
}

/** Every time offered on the page starts after `moment`. */
async function expectNoPastTimes(page: Page, moment: number) {
  const date = await page.locator('input[name="DATE"]').inputValue();
  const times = await page.locator('input[name="TIME"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  for (const time of times) expect(startsAt(date, time), `${date} ${time}`).toBeGreaterThan(moment);
}

async function fillBooking(page: Page, fields: { name: string; phone: string }) {
  const form = page.locator("form.service-form");
  await form.getByLabel("Вид работ").selectOption("diagnostics");
  await form.getByLabel("Марка").fill("Haval");
  await form.getByLabel("Модель").fill("Jolion");
  await form.getByLabel("Год выпуска").fill("2021");
  await form.getByLabel("Госномер (необязательно)").fill("а123вс 78");
  await form.getByLabel("Имя").fill(fields.name);
  await form.getByLabel("Телефон").fill(`+7 ${fields.phone}`);
  await form.getByRole("checkbox").check();
  return form;
}

/**
 * A booking posted as a form without JS would post it; no Origin header, like a plain client.
 * Each is another visitor, who has opened the page and so sends its id back (ADR 064).
 */
async function postBooking(request: APIRequestContext, slot: { centre: string; date: string; time: string }, n: number) {
  // Ten phones of one run differ in the last digit: a repeated phone would be the same visit, not a new booking.
  const phone = { typed: `9${String(Date.now() % 1e8).padStart(8, "0")}${n % 10}` };
  // As a browser: a client the site takes for a crawler is given no id (ADR 064).
  const opened = await fetch(`http://127.0.0.1:${E2E_PORT}/service`, { headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36" } });
  const id = opened.headers.getSetCookie().find((cookie) => cookie.startsWith("F_USER_ID="));
  return request.post(`/service?centre=${slot.centre}&date=${slot.date}`, {
    headers: { Cookie: id!.split(";")[0]! },
    form: {
      CENTER: slot.centre,
      DATE: slot.date,
      TIME: slot.time,
      WORK: "maintenance",
      BRAND: "Lada",
      MODEL: "Vesta",
      YEAR: "2020",
      NAME: uniqueName(`Гость${"а".repeat(n % 3)}`),
      PHONE: phone.typed,
      AGREE: "on",
    },
    maxRedirects: 0,
  });
}

/** The Moscow date at `moment`; a request for a day already gone gets the first free day instead, so the check holds at midnight too. */
const moscowDate = (moment: number) => new Date(moment + 3 * 3_600_000).toISOString().slice(0, 10);

test("each centre's «Записаться сюда» is named by its words and then its centre, so a voice command that says them finds it (WCAG 2.5.3)", async ({ page }) => {
  await page.goto("/service");
  const links = page.locator(".service-centre__book");
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThan(1);
  await expect(page.getByRole("link", { name: /^Записаться сюда — \S/ })).toHaveCount(count);
});

test("books a free slot end to end: summary, calendar file, stored once", async ({ page }, testInfo) => {
  test.slow(); // five pages without JS, on a shared machine
  const noJs = isNoJs(testInfo);
  const before = Date.now();
  // Today's times, however late it is: none has started.
  await openPage(page, `/service?date=${moscowDate(before)}`, noJs);
  await expect(page).toHaveTitle(/^Запись на сервис в Санкт-Петербурге/);
  await expect(page.locator(".service-works__price").first()).toHaveText(/^от \d[\d ]* ₽$/);
  await expect(page.locator('select[name="date"] option').first()).toHaveText(/^сегодня, /);
  await expectNoPastTimes(page, before);

  const centre = noJs ? "Автодом Октябрьская" : "Автодом Выборгский";
  const date = await pickCentreAndDay(page, noJs, centre, 2);
  await expectNoPastTimes(page, before);
  const slot = page.locator('input[name="TIME"]:not([disabled])').first();
  const time = await slot.inputValue();
  await page.locator(`label[for="${await slot.getAttribute("id")}"]`).click();
  const phone = uniquePhone();
  const form = await fillBooking(page, { name: "Анна Смирнова", phone: phone.typed });
  // With JS a brand of the trade-in list brings its models as suggestions.
  if (!noJs) await expect(page.locator('#service-models option[value="F7"]')).toHaveCount(1);

  const posts = trackPosts(page);
  await form.getByRole("button", { name: "Записаться" }).dblclick();
  await expect(page).toHaveURL(/\/service\?booked=1(#service-booking)?$/);
  const summary = page.getByRole("region", { name: "Вы записаны на сервис" });
  await expect(summary).toContainText(`${time}–`);
  await expect(summary).toContainText(centre);
  await expect(summary).toContainText("Компьютерная диагностика");
  await expect(summary).toContainText("Haval, Jolion, 2021 г., А123ВС78");
  await expectAccessible(page);

  await posts.settled();
  const stored = bookingsWhere("b.phone = ?", phone.api);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ slot_date: date, slot_time: time, status: "booked", dealer_code: noJs ? "avtodom-oktyabrskaya" : "avtodom-vyborgsky" });
  expect(stored[0]!.fuser_id).not.toBe("");
  await expect(summary).toContainText(String(stored[0]!.id));

  // The calendar file is the visitor's own booking, at its instant in UTC.
  const link = summary.getByRole("link", { name: "Добавить в календарь (.ics)" });
  const ics = await page.context().request.get((await link.getAttribute("href"))!);
  expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const utc = new Date(startsAt(date, time)).toISOString().replace(/[-:]/g, "").slice(0, 15);
  expect(await ics.text()).toContain(`DTSTART:${utc}Z`);
});

test("messages with values kept, and a slot taken meanwhile comes back refused with fresh times", async ({ page, request }, testInfo) => {
  test.slow(); // four pages without JS, on a shared machine
  const noJs = isNoJs(testInfo);
  // Автодом Пулково has two bays; each project takes a day of its own.
  const centre = "avtodom-pulkovo";
  await openPage(page, `/service?centre=${centre}`, noJs);
  const form = page.locator("form.service-form");
  const message = (text: string | RegExp) => form.locator(".lead-form__error").filter({ hasText: text });
  await form.getByRole("button", { name: "Записаться" }).click();
  for (const text of ["Выберите время", "Выберите вид работ", "Укажите марку автомобиля", "Укажите модель автомобиля", "Введите не менее 2 букв"]) {
    await expect(message(text)).toBeVisible();
  }
  await expect(message(/^Укажите год выпуска от 1950 до \d{4}$/)).toBeVisible();

  const picker = page.locator("form.service-picker");
  const days = await picker.locator('select[name="date"] option:not([disabled])').evaluateAll((options) =>
    options.map((o) => (o as HTMLOptionElement).value),
  );
  const date = days[noJs ? 5 : 4]!;
  await picker.getByLabel("Дата").selectOption(date);
  if (noJs) await picker.getByRole("button", { name: "Показать свободное время" }).click();
  await expect(page.locator('input[name="DATE"]')).toHaveValue(date);
  const slot = page.locator('input[name="TIME"]:not([disabled])').first();
  const time = await slot.inputValue();
  await page.locator(`label[for="${await slot.getAttribute("id")}"]`).click();
  const name = uniqueName("Олег");
  const phone = uniquePhone();
  await fillBooking(page, { name, phone: phone.typed });

  // Others take the slot's last places while the visitor types.
  for (let n = 0; n < 10; n++) {
    const response = await postBooking(request, { centre, date, time }, n);
    if (response.status() !== 303) break;
  }
  const response = noJs ? page.waitForResponse((r) => r.request().method() === "POST") : undefined;
  await form.getByRole("button", { name: "Записаться" }).click();
  if (response) expect((await response).status()).toBe(400);
  await expect(message(FULL_MESSAGE)).toBeVisible();
  await expect(form.getByLabel("Имя")).toHaveValue(name);
  await expect(form.getByLabel("Марка")).toHaveValue("Haval");
  // The fresh times: the slot is shown full and cannot be chosen.
  await expect(form.locator(`input[name="TIME"][value="${time}"]`)).toBeDisabled();
  await expect(page.locator('input[name="DATE"]')).toHaveValue(date);
  expect(bookingsWhere("b.phone = ?", phone.api)).toHaveLength(0);
  await expectAccessible(page);
});

test("10 bookings at once at a slot with 2 places: exactly 2 stored, 8 clear refusals", async ({ page, request }, testInfo) => {
  test.skip(isNoJs(testInfo), "HTTP only: once is enough");
  const centre = "avtodom-pulkovo";
  // The last bookable day: no other test books there.
  await openPage(page, `/service?centre=${centre}`, false);
  const last = await page.locator('select[name="date"] option:not([disabled])').last().getAttribute("value");
  await openPage(page, `/service?centre=${centre}&date=${last}`, false);
  const free = page.locator('.service-times__grid li:has(.service-times__free:text-is("2 места")) input[name="TIME"]');
  const time = await free.first().inputValue();
  const slot = { centre, date: last!, time };

  const responses = await Promise.all(Array.from({ length: 10 }, (_, n) => postBooking(request, slot, n)));
  const statuses = responses.map((r) => r.status());
  expect(statuses.filter((s) => s === 303)).toHaveLength(2);
  const refused = responses.filter((r) => r.status() === 400);
  expect(refused).toHaveLength(8);
  for (const r of refused) expect(await r.text()).toContain(FULL_MESSAGE);
  expect(bookingsWhere("d.code = ? AND b.slot_date = ? AND b.slot_time = ? AND b.status = 'booked'", centre, slot.date, time)).toHaveLength(2);
});
