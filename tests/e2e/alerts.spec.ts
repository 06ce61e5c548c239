import Database from "better-sqlite3";
import type { Page, TestInfo } from "@playwright/test";
import { alertKey, signToken } from "../../dealer-api/modules/alert-tokens";
import { runAlerts } from "../../dealer-api/modules/alerts";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH } from "./forms-helpers";
import { signIn } from "./personal-helpers";

/*
 * Saved searches and price watches (docs/product.md, «Уведомления»; ADR 044): a price lowered
 * in the reference database gives exactly one notice in its outbox, and none after
 * unsubscribing by the notice's link. The alert job is run here, on the server's database,
 * as its timer would run it.
 */

type Car = { id: number; brand: string; model: string; price: number; url: string };

/** A car of a model no other test of this file watches: each test and project has its own. */
function carFor(testInfo: TestInfo, slot: number): Car {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const cars = db
      .prepare(
        `SELECT min(id) AS id, brand_code AS brand, model_code AS model FROM cars
         GROUP BY brand_code, model_code HAVING count(*) = 1 ORDER BY brand_code, model_code`,
      )
      .all() as Array<{ id: number; brand: string; model: string }>;
    const car = cars[(isNoJs(testInfo) ? 2 : 0) + slot]!;
    const price = db.prepare("SELECT price FROM cars WHERE id = ?").pluck().get(car.id) as number;
    return { ...car, price, url: `/cars/${car.brand}/${car.model}/${car.id}` };
  } finally {
    db.close();
  }
}

/** Lowers a car's price the way any import would (the API's trigger records it), then runs the alert job once. */
function lowerPriceAndRunAlerts(carId: number, price: number) {
  const db = new Database(DB_PATH, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("UPDATE cars SET price = ? WHERE id = ?").run(price, carId);
    runAlerts(db);
  } finally {
    db.close();
  }
}

function outbox<T>(sql: string, ...params: unknown[]): T[] {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/** The address of a storefront link in a message, as a path on this server. */
function pathOf(text: string, page: "confirm" | "unsubscribe"): string {
  const url = new RegExp(`https?://[^\\s]+/alerts/${page}\\?token=[\\w.-]+`).exec(text)?.[0];
  if (!url) throw new Error(`no ${page} link in: ${text}`);
  const { pathname, search } = new URL(url);
  return pathname + search;
}

async function subscribe(page: Page, name: "Сохранить поиск" | "Следить за ценой", fill: (form: ReturnType<Page["getByRole"]>) => Promise<void>) {
  await page.getByText(name, { exact: true }).click();
  const form = page.getByRole("form", { name });
  await fill(form);
  // Notices are advertising: the marketing consent is the subscription's own box (ADR 067).
  await form.getByRole("checkbox", { name: /^Я согласен получать рекламу и новости/ }).check();
  await form.getByRole("button", { name: "Подписаться" }).click();
  await page.waitForURL(/\/alerts(#alerts-result)?$/);
}

test("a saved search by e-mail: confirmed by the link, one notice for a matching car's lower price, none after unsubscribing", async ({ page }, testInfo) => {
  const car = carFor(testInfo, 0);
  const email = `search-${testInfo.project.name}-${Date.now()}@example.ru`;
  // Just above the car's price: the car matches once it is lowered.
  await page.goto(`/catalog?brand=${car.brand}&model=${car.model}&priceTo=${car.price - 1}`);
  await subscribe(page, "Сохранить поиск", (form) => form.getByLabel("Email").fill(email));
  await expect(page.getByRole("main").getByRole("status")).toHaveText(`Мы отправили письмо на ${email}. Подтвердите подписку по ссылке из письма.`);
  await expectAccessible(page);

  const [confirmation] = outbox<{ body: string }>("SELECT body FROM email_outbox WHERE address = ? ORDER BY id", email);
  await page.goto(pathOf(confirmation!.body, "confirm"));
  await expectAccessible(page);
  await page.getByRole("button", { name: "Подтвердить подписку" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Подписка подтверждена");

  const notices = () => outbox<{ subject: string; body: string; headers: string }>(
    "SELECT subject, body, headers FROM email_outbox WHERE address = ? AND subject LIKE 'Новые предложения%' ORDER BY id",
    email,
  );
  lowerPriceAndRunAlerts(car.id, car.price - 100);
  lowerPriceAndRunAlerts(car.id, car.price - 100);
  expect(notices()).toHaveLength(1);
  const [notice] = notices();
  expect(notice!.body).toContain(car.url);
  expect(JSON.parse(notice!.headers)).toMatchObject({ "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });

  await page.goto(pathOf(notice!.body, "unsubscribe"));
  await expectAccessible(page);
  await page.getByRole("button", { name: "Отписаться" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Вы отписались от уведомлений");
  lowerPriceAndRunAlerts(car.id, car.price - 50_000);
  expect(notices()).toHaveLength(1);
});

test("a price watch by SMS to the signed-in phone: one SMS for a drop, listed in the personal area, none after unsubscribing", async ({ page }, testInfo) => {
  const car = carFor(testInfo, 1);
  const phone = await signIn(page);
  await page.goto(car.url);
  await subscribe(page, "Следить за ценой", (form) => form.getByLabel("СМС на телефон из личного кабинета").check());
  await expect(page.getByRole("main").getByRole("status")).toContainText("Готово: пришлём СМС на номер");

  await page.goto("/personal/alerts");
  await expect(page.getByRole("main").locator(`h2 a[href="${car.url}"]`)).toBeVisible();
  await expect(page.getByRole("main").getByText(`СМС на +7 ${phone.slice(0, 3)}`)).toBeVisible();
  await expectAccessible(page);

  const sms = () => outbox<{ text: string }>("SELECT text FROM sms_outbox WHERE phone = ? AND text LIKE 'Цена снизилась%' ORDER BY id", `7${phone}`);
  lowerPriceAndRunAlerts(car.id, car.price - 30_000);
  lowerPriceAndRunAlerts(car.id, car.price - 30_000);
  expect(sms()).toHaveLength(1);
  expect(sms()[0]!.text).toContain(car.url);

  // The link works without a sign-in: another browser, nobody signed in.
  const stranger = await page.context().browser()!.newPage({ javaScriptEnabled: !isNoJs(testInfo) });
  try {
    await stranger.goto(new URL(pathOf(sms()[0]!.text, "unsubscribe"), page.url()).href);
    await stranger.getByRole("button", { name: "Отписаться" }).click();
    await expect(stranger.getByRole("main").getByRole("status")).toContainText("Вы отписались от уведомлений");
  } finally {
    await stranger.close();
  }
  lowerPriceAndRunAlerts(car.id, car.price - 90_000);
  expect(sms()).toHaveLength(1);
  await page.goto("/personal/alerts");
  await expect(page.getByText("Подписок пока нет.")).toBeVisible();
});

test("a forged or changed link refuses with 400 and says so", async ({ page }) => {
  const response = await page.goto("/alerts/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAA");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("Ссылка недействительна или устарела")).toBeVisible();
  await expectAccessible(page);
});

test("a subscription with a Russian e-mail is refused with the spec's message", async ({ page }, testInfo) => {
  const car = carFor(testInfo, 1);
  await page.goto(car.url);
  await page.getByText("Следить за ценой", { exact: true }).click();
  const form = page.getByRole("form", { name: "Следить за ценой" });
  await form.getByLabel("Email").fill("иван@почта.рф");
  await form.getByRole("button", { name: "Подписаться" }).click();
  await expect(page.getByText("Email не должен содержать русские буквы")).toBeVisible();
  await expect(page).toHaveURL(/\/alerts$/);
  await expectAccessible(page);
});

test("a mail client's one-click unsubscribe (RFC 8058) needs no page and no sign-in", async ({ request }, testInfo) => {
  test.skip(isNoJs(testInfo), "no browser involved: once is enough");
  const car = carFor(testInfo, 1);
  const db = new Database(DB_PATH, { fileMustExist: true });
  let id: number;
  let token: string;
  try {
    db.pragma("busy_timeout = 5000");
    id = Number(
      db
        .prepare(
          `INSERT INTO subscriptions (kind, channel, address, title, car_id, fuser_id, site_url, status, last_price, created_at)
           VALUES ('price', 'email', ?, 'Один клик', ?, '00000000000000000000000000000000', 'http://localhost', 'active', 1, 0)`,
        )
        .run(`one-click-${Date.now()}@example.ru`, car.id).lastInsertRowid,
    );
    token = signToken(alertKey(db), "unsubscribe", id);
  } finally {
    db.close();
  }
  // As a mail provider posts it: the link's address, this one field, no Origin, no cookie.
  const response = await request.post(`/alerts/unsubscribe?token=${token}`, { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(outbox<{ status: string }>("SELECT status FROM subscriptions WHERE id = ?", id)[0]!.status).toBe("removed");
});
