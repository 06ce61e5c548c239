import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH, leadsWhere, openPage, uniqueName, uniquePhone } from "./forms-helpers";
import { signIn } from "./personal-helpers";

/*
 * «Собрать сделку» (issue 42, item 2; docs/product.md §4.26; ADR 078): a deal built through its
 * four steps, with JavaScript and without, sent once and seen in «Мои заказы» with its lines;
 * and the итоговая цена's «Доставка» line of a Kazan car for a Saint Petersburg visitor.
 */

const KAZAN = "93b3df57-4c89-44df-ac42-96f05e9cd3b9";
const OFFERED = "id NOT IN (SELECT car_id FROM car_reports WHERE encumbered = 1) AND id NOT IN (SELECT car_id FROM car_reservations WHERE status IN ('pending', 'paid'))";
const CAMRY =
  "/trade-in?brand=toyota&model=toyota-camry&generation=toyota-camry-xv70&modification=toyota-camry-xv70-1&year=2020&mileage=60000&calc=1";

type Car = { id: number; brand_code: string; model_code: string };

/**
 * A used car in Kazan young enough to move and under the free-ride price: 5 days and 15 000 ₽
 * to Saint Petersburg. The dearest first, so that the loan on its price less a Camry's trade-in
 * is one a programme gives.
 */
function kazanCar(offset: number): Car {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT id, brand_code, model_code FROM cars WHERE city_fias = ? AND condition = 'used' AND year >= ? AND price < 3000000 AND ${OFFERED}
         ORDER BY price DESC, id LIMIT 1 OFFSET ?`,
      )
      .get(KAZAN, new Date().getUTCFullYear() - 7, offset) as Car;
  } finally {
    db.close();
  }
}

/** Signed roubles as the page prints them: «−50 000 ₽» is -50000. */
const roubles = (text: string | null) => (/^\s*−/.test(text ?? "") ? -1 : 1) * Number((text ?? "").replace(/[^\d]/g, ""));

async function chooseCity(page: Page, name: string) {
  await page.goto("/city");
  await page.getByRole("button", { name: new RegExp(`^${name}`) }).click();
  await expect(page.getByRole("button", { name: new RegExp(`^${name}`) })).toHaveAttribute("aria-current", "true");
}

/** A step's choice: with JS the change sends the form; without, «Пересчитать». The address is the deal either way. */
async function choose(page: Page, noJs: boolean, act: () => Promise<void>, address: RegExp) {
  await act();
  if (noJs) await page.getByRole("button", { name: "Пересчитать" }).click();
  await expect(page).toHaveURL(address);
}

const line = (page: Page, code: string) => page.locator(`.deal-lines tr[data-code="${code}"]`);
const withChoices = async (page: Page) => roubles(await page.getByRole("region", { name: "С вашими условиями" }).locator(".deal-total__sum").textContent());

test("a deal built through every step is sent once and seen in «Мои заказы» with its lines", async ({ page }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  // One car for both projects: a deal is a lead and holds nothing, and the next dearest may leave
  // too little to lend once the Camry is taken in.
  const car = kazanCar(0);
  await signIn(page);
  await chooseCity(page, "Санкт-Петербург");
  // The evaluation carried into the cart is the trade-in the first step offers.
  await page.goto(CAMRY);
  await page.getByRole("button", { name: "Учесть при покупке" }).click();
  await expect(page.getByText("Оценка учтена при покупке.")).toBeVisible();

  const dealPath = `/cars/${car.brand_code}/${car.model_code}/${car.id}/deal`;
  await openPage(page, `/cars/${car.brand_code}/${car.model_code}/${car.id}`, noJs);
  await page.getByRole("link", { name: /^Собрать сделку/ }).click();
  await expect(page).toHaveURL(new RegExp(`${dealPath}$`));
  if (!noJs) await page.locator('input[name="_js"]').first().waitFor({ state: "attached" });
  const start = await withChoices(page);

  await choose(page, noJs, () => page.getByRole("radio", { name: /^Оценённый автомобиль: Toyota Camry XV70, 2020 г\./ }).check(), /[?&]tradein=estimate(&|$)/);
  await expect(page.getByTestId("deal-estimate")).toContainText(/Оценка действует до \d+ [а-я]+ \d{4}, \d\d:\d\d мск/);
  const buyout = roubles(await page.getByTestId("deal-estimate").locator("strong").first().textContent());
  await expect(line(page, "tradein-estimate")).toContainText("Ваш автомобиль в зачёт: Toyota Camry, 2020 г.");

  await choose(page, noJs, () => page.getByRole("radio", { name: "Кредит через дилера" }).check(), /[?&]credit=1(&|$)/);
  await expect(page.getByTestId("deal-credit")).toContainText(/^Полная стоимость кредита/);

  await choose(page, noJs, () => page.getByRole("radio", { name: /^Доставка в Санкт-Петербург: .+, за 5 дней, 15\s000\s₽$/ }).check(), /[?&]delivery=1(&|$)/);
  await expect(line(page, "delivery").locator("td").nth(1)).toHaveText("выбрано");

  await choose(page, noJs, () => page.getByRole("checkbox", { name: /^Коврики/ }).check(), /[?&]extra=mats(&|$)/);
  const mats = roubles(await line(page, "mats").locator("td").nth(2).textContent());
  const dealerDiscounts = await page.locator('.deal-lines tr[data-code^="dealer-"], .deal-lines tr[data-code^="promotion-"]').evaluateAll((rows) =>
    rows.filter((row) => row.querySelectorAll("td")[1]?.textContent === "условие выполнено").map((row) => row.querySelectorAll("td")[2]?.textContent ?? ""),
  );
  const newlyMet = dealerDiscounts.reduce((sum, text) => sum + roubles(text), 0);
  const total = await withChoices(page);
  expect(total).toBe(start - buyout + 15_000 + mats + newlyMet);
  await expectAccessible(page);

  // «Отправить менеджеру»: the consent to processing and, with credit, the banks'.
  const name = uniqueName("Пётр");
  const send = page.locator("#deal-send");
  await send.getByLabel("Имя").fill(name);
  await send.getByLabel("Телефон").fill(uniquePhone().typed);
  for (const box of await send.getByRole("checkbox").all()) await box.check();
  await send.getByRole("button", { name: "Отправить менеджеру" }).click();
  if (noJs) await expect(page).toHaveURL(/#deal-send$/);
  await expect(noJs ? send.getByRole("status") : page.getByRole("dialog")).toContainText("Сделка отправлена менеджеру");
  await expect.poll(() => leadsWhere("DealForm", (p) => p.NAME === name).length).toBe(1);
  const deal = leadsWhere("DealForm", (p) => p.NAME === name)[0]!.payload as { DEAL: { lines: Array<{ code: string; amount: number; met: boolean }>; totals: { withChoices: number } }; CREDIT: unknown; HANDOVER: unknown };
  expect(deal.DEAL.totals.withChoices).toBe(total);
  expect(deal.DEAL.lines.filter((l) => l.met).map((l) => l.code)).toEqual(expect.arrayContaining(["price", "tradein-estimate", "delivery", "mats", "registration"]));
  expect(deal.CREDIT).toBeTruthy();
  expect(deal.HANDOVER).toMatchObject({ days: 5, price: 15_000 });

  await page.goto("/personal/orders");
  const order = page.getByRole("main").getByRole("listitem").filter({ hasText: "Строки сделки" });
  await expect(order).toHaveCount(1);
  await expect(order).toContainText("Доставка в Санкт-Петербург за 5 дней");
  await expect(order).toContainText("Ваш автомобиль в зачёт: Toyota Camry, 2020 г.");
  expect(roubles(await order.locator("tfoot td").textContent())).toBe(total);
  await expectAccessible(page);
});

test("the итоговая цена of a Kazan car for a Saint Petersburg visitor has its «Доставка» line, counted once chosen", async ({ page }, testInfo) => {
  const car = kazanCar(isNoJs(testInfo) ? 3 : 2);
  await chooseCity(page, "Санкт-Петербург");
  const pricePath = `/cars/${car.brand_code}/${car.model_code}/${car.id}/price`;
  await page.goto(pricePath);
  const delivery = line(page, "delivery");
  await expect(delivery.locator("th")).toHaveText(/^Доставка в Санкт-Петербург за 5 дней, в Автодом .+$/);
  await expect(delivery.locator("td").nth(0)).toHaveText("если выбрать доставку");
  await expect(delivery.locator("td").nth(1)).toHaveText("не выбрано");
  expect(roubles(await delivery.locator("td").nth(2).textContent())).toBe(15_000);
  const before = await withChoices(page);

  await page.getByRole("checkbox", { name: "Доставка в мой город" }).check();
  await page.getByRole("button", { name: "Пересчитать" }).click();
  await expect(page).toHaveURL(`${pricePath}?delivery=1`);
  await expect(delivery.locator("td").nth(1)).toHaveText("выбрано");
  expect(await withChoices(page)).toBe(before + 15_000);
  await expectAccessible(page);
});
