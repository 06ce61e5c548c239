import type { APIRequestContext, Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH, E2E_PORT, openPage, uniqueName } from "./forms-helpers";
import { signIn } from "./personal-helpers";

/*
 * Tyre season (docs/product.md, "Tyre season"; ADR 072): a change with storage booked, the
 * contract in the personal area, its pickup booked with the next change; and the last place
 * of a season's tyre slot raced for. The two projects run at once on one database, so each
 * books at a centre of its own (the tyre bay's places are its own: other specs' workshop
 * bookings at the same centres take none of them).
 */

const FULL_MESSAGE = "На это время мест уже нет. Выберите другое время";

type ContractRow = { id: number; wheels: number; rims: number; sizes: string; price: number; booking_id: number; pickup_booking_id: number | null };

function contractsOf(phone: string): ContractRow[] {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT * FROM tyre_storage_contracts WHERE phone = ? ORDER BY id").all(`+7${phone}`) as ContractRow[];
  } finally {
    db.close();
  }
}

/** Chooses the n-th day after today that has free times, with the picker as a visitor does; answers the date. */
async function pickDay(page: Page, noJs: boolean, nth: number) {
  const picker = page.locator("form.service-picker");
  const days = await picker.locator('select[name="date"] option:not([disabled])').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  const date = days.slice(1)[nth]!;
  await picker.getByLabel("Дата").selectOption(date);
  if (noJs) await picker.getByRole("button", { name: "Показать свободное время" }).click();
  await expect(page.locator('form.tyre-form input[name="DATE"]')).toHaveValue(date);
  return date;
}

/** Chooses the first free time of the chosen day; answers it. */
async function pickTime(page: Page) {
  const slot = page.locator('form.tyre-form input[name="TIME"]:not([disabled])').first();
  const time = await slot.inputValue();
  await page.locator(`label[for="${await slot.getAttribute("id")}"]`).click();
  return time;
}

test("a tyre change with storage, the contract in the personal area, and its pickup with the next change", async ({ page }, testInfo) => {
  test.slow(); // a sign-in and six pages, without JS too, on a shared machine
  const noJs = isNoJs(testInfo);
  const centre = noJs ? "avtodom-okruzhnoe" : "avtodom-moskovsky";
  const phone = await signIn(page);

  await openPage(page, `/service/tyres?centre=${centre}`, noJs);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Шиномонтаж и хранение шин");
  await pickDay(page, noJs, 1);
  const time = await pickTime(page);
  const form = page.locator("form.tyre-form");
  await form.getByLabel("Сменить колёса и оставить снятые на хранение").check();
  await form.getByLabel(/^Размер шин/).fill("205/55r16");
  await form.getByLabel("Сколько колёс").selectOption("4");
  await form.getByLabel("На дисках").check();
  await form.getByLabel("Марка").fill("Kia");
  await form.getByLabel("Модель").fill("Rio");
  await form.getByLabel("Год выпуска").fill("2019");
  await form.getByLabel("Имя").fill(uniqueName("Ольга"));
  await form.getByLabel("Телефон").fill(`+7 ${phone}`);
  await form.getByRole("checkbox").check();
  await expectAccessible(page);
  await form.getByRole("button", { name: "Записаться" }).click();

  await expect(page).toHaveURL(/\/service\/tyres\?booked=1(#tyre-booking)?$/);
  const summary = page.getByRole("region", { name: "Вы записаны на сервис" });
  await expect(summary).toContainText(`${time}–`);
  await expect(summary).toContainText(/Шиномонтаж, от \d[\d\s]* ₽/);
  await expect(summary).toContainText(/(Летние|Зимние) колёса на дисках, 4 шт\., 205\/55 R16\. Хранение на сезон (зима|лето) \d{4}(\/\d\d)?: 4 000 ₽/);
  const [contract] = contractsOf(phone);
  expect(contract).toMatchObject({ wheels: 4, rims: 1, sizes: "205/55 R16", price: 4000, pickup_booking_id: null });

  // The personal area lists it on storage, with «Забрать колёса».
  await openPage(page, "/personal/tyres", noJs);
  const item = page.locator(".personal-item").filter({ hasText: `Договор № ${contract!.id}` });
  await expect(item).toContainText("На хранении");
  await expect(item).toContainText("Хранение на сезон");
  await expectAccessible(page);
  await item.getByRole("link", { name: "Забрать колёса" }).click();

  // The pickup: at the centre where the wheels are, with the next change.
  await expect(page).toHaveURL(new RegExp(`/service/tyres\\?centre=${centre}&pickup=${contract!.id}#booking$`));
  await expect(page.getByRole("heading", { name: "Забрать колёса с хранения" })).toBeVisible();
  if (!noJs) await page.locator('input[name="_js"]').first().waitFor({ state: "attached" });
  await pickDay(page, noJs, 3);
  await pickTime(page);
  await form.getByLabel("Марка").fill("Kia");
  await form.getByLabel("Модель").fill("Rio");
  await form.getByLabel("Год выпуска").fill("2019");
  await form.getByLabel("Имя").fill(uniqueName("Ольга"));
  await form.getByLabel("Телефон").fill(`+7 ${phone}`);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: /^Записаться и забрать/ }).click();

  await expect(page).toHaveURL(/\/service\/tyres\?booked=1(#tyre-booking)?$/);
  await expect(page.getByRole("region", { name: "Вы записаны на сервис" })).toContainText(/Выдача с хранения\s*(Летние|Зимние) колёса на дисках, 4 шт\., 205\/55 R16/);
  expect(contractsOf(phone)).toEqual([expect.objectContaining({ id: contract!.id, pickup_booking_id: expect.any(Number) })]);

  await openPage(page, "/personal/tyres", noJs);
  await expect(item).toContainText(/Выдача записана на .+, \d{2}:\d{2}/);
  await expect(item.getByRole("link", { name: "Забрать колёса" })).toHaveCount(0);
});

test("the last place of a season's tyre slot: ten posts at once store one", async ({ page, request }, testInfo) => {
  test.skip(isNoJs(testInfo), "HTTP only: once is enough");
  const centre = "avtodom-pulkovo";
  // The last bookable day, which no other test books, made a day of the city's season: its first snow.
  await openPage(page, `/service/tyres?centre=${centre}`, false);
  const last = (await page.locator('select[name="date"] option:not([disabled])').last().getAttribute("value"))!;
  const db = new Database(DB_PATH, { fileMustExist: true });
  let posts: number;
  try {
    db.prepare(
      `UPDATE tyre_climate SET first_snow = ? WHERE city_fias_id = (SELECT city_fias FROM dealer_centers WHERE code = ?)`,
    ).run(last.slice(5), centre);
    posts = db.prepare("SELECT t.posts FROM tyre_centres t JOIN dealer_centers d ON d.id = t.dealer_id WHERE d.code = ?").pluck().get(centre) as number;
  } finally {
    db.close();
  }
  await openPage(page, `/service/tyres?centre=${centre}&date=${last}`, false);
  await expect(page.locator(`select[name="date"] option[value="${last}"]`)).toHaveText(/— сезон/);
  const time = await page.locator('form.tyre-form input[name="TIME"]:not([disabled])').last().inputValue();
  const slot = { centre, date: last, time };

  // All places but the last taken, one after another; then ten at once for the last.
  for (let n = 0; n < posts - 1; n++) expect((await postTyres(request, slot, n)).status()).toBe(303);
  const responses = await Promise.all(Array.from({ length: 10 }, (_, n) => postTyres(request, slot, 10 + n)));
  expect(responses.filter((r) => r.status() === 303)).toHaveLength(1);
  const refused = responses.filter((r) => r.status() === 400);
  expect(refused).toHaveLength(9);
  for (const r of refused) expect(await r.text()).toContain(FULL_MESSAGE);

  const read = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const rows = read
      .prepare(
        `SELECT COUNT(*) FROM service_bookings b JOIN dealer_centers d ON d.id = b.dealer_id
         WHERE d.code = ? AND b.slot_date = ? AND b.slot_time = ? AND b.status = 'booked' AND b.work_code IN ('tyres', 'tyre-storage')`,
      )
      .pluck()
      .get(centre, last, time);
    expect(rows).toBe(posts);
  } finally {
    read.close();
  }
});

/**
 * A tyre booking posted as a form without JS would post it, by another visitor each time, who
 * opened the page first and so sends its id back (ADR 064).
 */
async function postTyres(request: APIRequestContext, slot: { centre: string; date: string; time: string }, n: number) {
  const phone = `9${String(Date.now() % 1e7).padStart(7, "0")}${String(n).padStart(2, "0")}`;
  const opened = await fetch(`http://127.0.0.1:${E2E_PORT}/service/tyres`, {
    headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36" },
  });
  const id = opened.headers.getSetCookie().find((cookie) => cookie.startsWith("F_USER_ID="));
  return request.post(`/service/tyres?centre=${slot.centre}&date=${slot.date}`, {
    headers: { Cookie: id!.split(";")[0]! },
    form: {
      CENTER: slot.centre, DATE: slot.date, TIME: slot.time, SERVICE: "change-store", SIZES: "195/65 R15", WHEELS: "4", RIMS: "0",
      BRAND: "Lada", MODEL: "Vesta", YEAR: "2020", NAME: uniqueName(`Гость${"а".repeat(n % 3)}`), PHONE: phone, AGREE: "on",
    },
    maxRedirects: 0,
  });
}
