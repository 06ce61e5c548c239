import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH, leadsWhere, openPage, uniqueEmail, uniqueName, uniquePhone } from "./forms-helpers";

/*
 * Consents by purpose, each its own document, stored as proof with the request; and the offer
 * before a reservation's prepayment (docs/product.md, «Правовые требования»; ADR 067). Each
 * project uses cars of its own (the reservation spec takes cars 40–70).
 */

type Car = { id: number; url: string; price: number };

function dbRows<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

function carFor(project: string, n: number): Car {
  const [row] = dbRows<{ id: number; brand_code: string; model_code: string; price: number }>(
    "SELECT id, brand_code, model_code, price FROM cars ORDER BY id LIMIT 1 OFFSET ?",
    (project === "no-js" ? 100 : 80) + n,
  );
  return { id: row!.id, url: `/cars/${row!.brand_code}/${row!.model_code}/${row!.id}`, price: row!.price };
}

type Consent = { document_code: string; document_version: number; form: string; fuser_id: string; accepted_at: number };
const consentsOf = (recordType: string, id: number) =>
  dbRows<Consent>("SELECT document_code, document_version, form, fuser_id, accepted_at FROM consents WHERE record_type = ? AND record_id = ? ORDER BY document_code", recordType, id);

/** A consent's box by what it says, and the document it names as its link. */
const box = (page: Page | ReturnType<Page["locator"]>, text: string) => page.getByRole("checkbox", { name: new RegExp(`^${text}`) });

test("a credit application carries two consents, processing and transfer to the banks, each its own box naming its document", async ({ page }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  const car = carFor(testInfo.project.name, 0);
  await openPage(page, `/credit?car=${car.id}`, noJs);
  const apply = page.locator(".credit-apply__form");
  if (!noJs) await expect(apply.locator('input[name="_js"]')).toBeAttached();
  await expect(apply.getByRole("checkbox")).toHaveCount(2);
  const processing = box(apply, "Я согласен на обработку персональных данных для ответа на заявку");
  const banks = box(apply, "Я согласен на передачу моих данных банкам-партнёрам");
  await expect(processing).not.toBeChecked();
  await expect(banks).not.toBeChecked();
  await expect(apply.getByRole("link", { name: /Согласие на передачу персональных данных банкам-партнёрам, ред\. 1 от 1 сентября 2025/ })).toHaveAttribute(
    "href",
    "/legal/consent-banks",
  );

  const name = uniqueName("Вера");
  await apply.getByLabel("Имя").fill(name);
  await apply.getByLabel("Телефон").fill(`+7 ${uniquePhone().typed}`);
  await processing.check();
  // Without the banks' consent the application is refused, with its message, and nothing stored.
  if (noJs) {
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await apply.getByRole("button", { name: "Отправить заявку на кредит" }).click();
    expect((await refused).status()).toBe(400);
  } else {
    await apply.getByRole("button", { name: "Отправить заявку на кредит" }).click();
  }
  await expect(page.locator(".credit-apply").getByText("Необходимо согласие на передачу данных банкам-партнёрам")).toBeVisible();
  expect(leadsWhere("CreditApplicationForm", (p) => p.NAME === name)).toHaveLength(0);

  const form = page.locator(".credit-apply__form");
  await box(form, "Я согласен на обработку персональных данных").check();
  await box(form, "Я согласен на передачу моих данных банкам-партнёрам").check();
  await form.getByRole("button", { name: "Отправить заявку на кредит" }).click();
  if (noJs) await expect(page.locator("#credit-application").getByRole("status")).toContainText("Заявка на кредит отправлена");
  else await expect(page.getByRole("dialog", { name: "Заявка на кредит отправлена" })).toBeVisible();
  await expect.poll(() => leadsWhere("CreditApplicationForm", (p) => p.NAME === name).length).toBe(1);
  const [lead] = leadsWhere("CreditApplicationForm", (p) => p.NAME === name);
  const consents = consentsOf("lead", lead!.id);
  expect(consents.map((c) => [c.document_code, c.document_version, c.form])).toEqual([
    ["consent-banks", 1, "CreditApplicationForm"],
    ["consent-processing", 1, "CreditApplicationForm"],
  ]);
  for (const consent of consents) {
    expect(consent.fuser_id).toMatch(/^\w{16,64}$/);
    expect(Date.now() - consent.accepted_at).toBeLessThan(120_000);
  }
  await expectAccessible(page);
});

test("a newsletter subscription carries a marketing consent", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await openPage(page, "/", noJs);
  const form = page.getByRole("region", { name: "Подпишитесь на новости" });
  const email = uniqueEmail();
  await form.getByLabel("Email").fill(email);
  await box(form, "Я согласен получать рекламу и новости по e-mail и СМС").check();
  await form.getByRole("button", { name: "Подписаться" }).click();
  await expect.poll(() => leadsWhere("NewsSubscribeForm", (p) => p.EMAIL === email).length).toBe(1);
  const [lead] = leadsWhere("NewsSubscribeForm", (p) => p.EMAIL === email);
  expect(consentsOf("lead", lead!.id).map((c) => [c.document_code, c.document_version, c.form])).toEqual([["consent-marketing", 1, "NewsSubscribeForm"]]);
});

test("each consent and the offer is its own page, with its version and date", async ({ page }) => {
  await page.goto("/legal/consent-banks");
  await expect(page.getByRole("heading", { level: 1, name: "Согласие на передачу персональных данных банкам-партнёрам" })).toBeVisible();
  await expect(page.getByText("Редакция 1 от 1 сентября 2025")).toBeVisible();
  await expect(page.locator("main")).toContainText("Банк ВТБ (ПАО), Генеральная лицензия Банка России № 1000");
  await expectAccessible(page);
  for (const [code, title] of [
    ["consent-processing", "Согласие на обработку персональных данных для ответа на заявку"],
    ["consent-insurer", "Согласие на передачу персональных данных страховой организации"],
    ["consent-marketing", "Согласие на получение рекламы и новостей по электронной почте и СМС"],
    ["offer-reservation", "Оферта о бронировании автомобиля с предоплатой"],
  ]) {
    await page.goto(`/legal/${code}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  }
  expect((await page.goto("/legal/consent-banks?version=9"))!.status()).toBe(404);
});

test("before the prepayment: the seller, the car, the terms and the offer, which the reservation can't be paid without", async ({ page }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  const car = carFor(testInfo.project.name, 1);
  await openPage(page, `${car.url}/reserve`, noJs);
  const offer = page.getByRole("region", { name: "Продавец и условия предоплаты" });
  await expect(offer).toContainText("ООО «Меридиан Авто»");
  await expect(offer).toContainText("ИНН 7805673410");
  await expect(offer).toContainText("ОГРН 1167847319420");
  await expect(offer).toContainText("196084, г. Санкт-Петербург, Московский пр., д. 115, лит. А, офис 301");
  await expect(offer).toContainText(new RegExp(`Цена автомобиля\\s*${String(car.price).replace(/\B(?=(\d{3})+(?!\d))/g, "\\s")}\\s₽`));
  await expect(offer).toContainText(/Бронь действует до \d{1,2} [а-я]+/);
  await expect(offer).toContainText("Как вернуть предоплату");
  await expect(offer.getByRole("link", { name: /Оферта о бронировании автомобиля с предоплатой, ред\. 1 от 1 сентября 2025/ })).toHaveAttribute("href", "/legal/offer-reservation");

  const form = page.locator("form.service-form");
  await form.getByLabel("Имя").fill(uniqueName("Ольга"));
  const phone = uniquePhone();
  await form.getByLabel("Телефон").fill(`+7 ${phone.typed}`);
  await box(form, "Я согласен на обработку персональных данных").check();
  const offerBox = box(form, "Я принимаю условия оферты о бронировании");
  await expect(offerBox).not.toBeChecked();
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: /^Перейти к оплате/ }).click();
  if (noJs) expect((await refused).status()).toBe(400);
  await expect(page.getByText("Чтобы внести предоплату, примите условия оферты о бронировании")).toBeVisible();
  expect(dbRows("SELECT id FROM car_reservations WHERE car_id = ?", car.id)).toEqual([]);
  await expectAccessible(page);

  await box(page.locator("form.service-form"), "Я принимаю условия оферты о бронировании").check();
  await page.locator("form.service-form").getByRole("button", { name: /^Перейти к оплате/ }).click();
  await expect(page).toHaveURL(/\/reference-pay\/checkout\/[\w-]+$/);
  const named = "Оферта о бронировании автомобиля с предоплатой, ред. 1 от 01.09.2025";
  await expect(page.locator("main")).toContainText(named);
  const [reservation] = dbRows<{ id: number; offer_code: string; offer_version: number; payment_id: string }>(
    "SELECT id, offer_code, offer_version, payment_id FROM car_reservations WHERE car_id = ?",
    car.id,
  );
  expect(reservation).toMatchObject({ offer_code: "offer-reservation", offer_version: 1 });

  await page.getByLabel("Номер карты").fill("5555 5555 5555 4477");
  await page.getByLabel("Срок действия (ММ/ГГ)").fill("12/30");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Оплатить/ }).click();
  await expect(page).toHaveURL(/\/reservation$/);
  const receipts = dbRows<{ channel: string; recipient: string; text: string }>("SELECT channel, recipient, text FROM provider_receipts WHERE payment_id = ?", reservation!.payment_id);
  expect(receipts).toHaveLength(1);
  expect(receipts[0]).toMatchObject({ channel: "sms", recipient: phone.api.slice(1) });
  expect(receipts[0]!.text).toContain(named);
});
