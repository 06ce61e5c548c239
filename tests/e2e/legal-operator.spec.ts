import Database from "better-sqlite3";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { runAlerts } from "../../dealer-api/modules/alerts";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH } from "./forms-helpers";

/*
 * Issue 41, items 3 and 5 (docs/product.md, «Правовые требования»; ADR 068): the footer and
 * every document page name the operator of personal data; a withdrawal of consent, sent by
 * the page's form, stops the next price-drop notice to that address (the reference API's
 * outbox); recommended blocks say so and link their rules at /recommendations.
 */

/** The operator as the demo database has it (dealer-api/modules/brand.ts). */
const OPERATOR = {
  legalName: "ООО «Меридиан Авто»",
  inn: "7805673410",
  ogrn: "1167847319420",
  address: "196084, г. Санкт-Петербург, Московский пр., д. 115, лит. А, офис 301",
  email: "pd@meridian-auto.ru",
};

async function expectOperatorDetails(block: Locator) {
  for (const text of [OPERATOR.legalName, OPERATOR.inn, OPERATOR.ogrn, OPERATOR.address]) await expect(block).toContainText(text);
  await expect(block.getByRole("link", { name: OPERATOR.email })).toHaveAttribute("href", `mailto:${OPERATOR.email}`);
}

test("the footer names the operator, its contact for personal data, how to withdraw a consent and the recommendations' rules", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expectOperatorDetails(footer);
  await expect(footer.getByRole("link", { name: "Отозвать согласие" })).toHaveAttribute("href", "/personal-data/withdraw");
  await footer.getByRole("link", { name: "Рекомендательные технологии" }).click();
  await expect(page).toHaveURL(/\/recommendations$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Правила применения рекомендательных технологий");
  const main = page.getByRole("main");
  for (const part of ["Какие сведения используются", "Как строится порядок", "Как посмотреть автомобили без рекомендаций"]) {
    await expect(main.getByRole("heading", { name: part })).toBeVisible();
  }
  await expectAccessible(page);
});

test("every document page ends with the operator's details and the way to withdraw a consent", async ({ page }) => {
  for (const path of ["/agreement", "/policy", "/recommendations"]) {
    await page.goto(path);
    const block = page.getByRole("region", { name: "Оператор персональных данных" });
    await expectOperatorDetails(block);
    await expect(block.getByRole("link", { name: "форму отзыва согласия" })).toHaveAttribute("href", "/personal-data/withdraw");
  }
  await expectAccessible(page);
});

/** A car with similar cars: the seeded stock's dearest used RAV4 (tests/e2e/car-similar.spec.ts). */
function carWithSimilar(): string {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const car = db
      .prepare("SELECT id FROM cars WHERE brand_code = 'toyota' AND model_code = 'rav4' AND condition = 'used' ORDER BY price DESC LIMIT 1")
      .get() as { id: number };
    return `/cars/toyota/rav4/${car.id}`;
  } finally {
    db.close();
  }
}

test("«Похожие автомобили» and the home page's offers say they are recommendations and link the rules", async ({ page }) => {
  await page.goto("/");
  const offers = page.getByRole("region", { name: "Специальные предложения" });
  await expect(offers.getByText("Это рекомендация: подобрано с учётом вашего города.")).toBeVisible();
  await expect(offers.getByRole("link", { name: "Как работают рекомендации" })).toHaveAttribute("href", "/recommendations");

  await page.goto(carWithSimilar());
  const similar = page.getByRole("region", { name: "Похожие автомобили" });
  await expect(similar.getByText("Это рекомендация: подобрано с учётом вашего города и этого автомобиля.")).toBeVisible();
  await expectAccessible(page);
  await similar.getByRole("link", { name: "Как работают рекомендации" }).click();
  await expect(page).toHaveURL(/\/recommendations$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Правила применения рекомендательных технологий");
});

// ---- Withdrawal ----------------------------------------------------------------------------

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(DB_PATH, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    return work(db);
  } finally {
    db.close();
  }
}

/** A confirmed price watch of `email` on a car of its own for this project, as the alerts' confirmation link leaves it. */
function confirmedWatch(testInfo: TestInfo, email: string): number {
  return withDb((db) => {
    const car = db.prepare("SELECT id, price FROM cars ORDER BY id DESC LIMIT 1 OFFSET ?").get(isNoJs(testInfo) ? 7 : 3) as { id: number; price: number };
    const now = Date.now();
    db.prepare(
      `INSERT INTO subscriptions (kind, channel, address, title, car_id, fuser_id, site_url, status, last_price, created_at, confirmed_at)
       VALUES ('price', 'email', ?, 'Автомобиль', ?, 'e2e', 'http://localhost', 'active', ?, ?, ?)`,
    ).run(email, car.id, car.price, now, now);
    return car.id;
  });
}

/** Lowers the car's price as an import would, runs the alert job once, and counts the price-drop notices to `email`. */
function lowerPriceAndCountNotices(carId: number, email: string): number {
  return withDb((db) => {
    db.prepare("UPDATE cars SET price = price - 10000 WHERE id = ?").run(carId);
    runAlerts(db);
    return db.prepare("SELECT count(*) FROM email_outbox WHERE address = ? AND subject LIKE 'Цена снизилась: %'").pluck().get(email) as number;
  });
}

async function openWithdrawal(page: Page) {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Отозвать согласие" }).click();
  await expect(page).toHaveURL(/\/personal-data\/withdraw$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Отзыв согласия на обработку персональных данных");
  return page.getByRole("form", { name: "Отзыв согласия" });
}

test("a withdrawal sent by the form stops the next price-drop notice to that address", async ({ page }, testInfo) => {
  const email = `withdraw-${testInfo.project.name}-${Date.now()}@example.ru`;
  const carId = confirmedWatch(testInfo, email);
  expect(lowerPriceAndCountNotices(carId, email)).toBe(1);

  const form = await openWithdrawal(page);
  // Nothing to withdraw for: the form says what it needs, with or without JS.
  await form.getByRole("button", { name: "Отозвать согласие" }).click();
  await expect(form.getByText("Укажите email или телефон, на которые вы давали согласие")).toBeVisible();

  await expect(form.getByRole("radio", { name: /Согласие на рекламу и новости/ })).toBeChecked();
  await form.getByLabel("Email").fill(email);
  await form.getByRole("button", { name: "Отозвать согласие" }).click();
  await expect(page).toHaveURL(/\/personal-data\/withdraw#consent-withdraw-result$/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    `Согласие на рекламу и новости отозвано. Мы больше не пришлём рекламу, новости и уведомления о ценах на ${email}.`,
  );
  await expectAccessible(page);

  expect(withDb((db) => db.prepare("SELECT count(*) FROM consent_withdrawals WHERE email = ?").pluck().get(email))).toBe(1);
  expect(lowerPriceAndCountNotices(carId, email)).toBe(1);
});

test("withdrawing every consent by phone says what happens to the rest of the data", async ({ page }, testInfo) => {
  const form = await openWithdrawal(page);
  await form.getByRole("radio", { name: "Все согласия, включая обработку персональных данных для заявок" }).check();
  const digits = isNoJs(testInfo) ? "9110000042" : "9110000041";
  await form.getByLabel("Телефон").fill(`+7${digits}`);
  await form.getByRole("button", { name: "Отозвать согласие" }).click();
  await expect(page).toHaveURL(/#consent-withdraw-result$/);
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    `Согласия отозваны. Мы больше не пришлём рекламу, новости и уведомления о ценах на +7 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 8)} ${digits.slice(8)}. Обработку ваших персональных данных мы прекратим`,
  );
  expect(withDb((db) => db.prepare("SELECT scope FROM consent_withdrawals WHERE phone = ? ORDER BY id DESC").pluck().get(`7${digits}`))).toBe("all");
});
