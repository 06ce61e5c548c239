import Database from "better-sqlite3";
import type { Page, TestInfo } from "@playwright/test";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH } from "./forms-helpers";

/*
 * The итоговая цена (issue 42, item 1; docs/product.md «Итоговая цена»; ADR 074): a car with
 * two discounts, one of them for a trade-in only, adds up to the rouble without the trade-in
 * and with it, both totals side by side; the choice is the page's address.
 */

type Car = { id: number; brand: string; model: string; price: number; tradeIn: number; promotion: number; registration: number };

/** Signed roubles as the page prints them: «−50 000 ₽» is -50000. */
const roubles = (text: string) => (/^\s*−/.test(text) ? -1 : 1) * Number(text.replace(/[^\d]/g, ""));

/**
 * A new car with the dealer's trade-in discount, no credit discount, and exactly one promotion
 * on, which asks nothing of the buyer; each project has its own, free to be shown.
 */
function carWithTwoDiscounts(testInfo: TestInfo): Car {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const now = Date.now();
    const onFor = `FROM promotions p WHERE p.starts_at <= @now AND p.ends_at > @now
      AND (p.brand_code IS NULL OR p.brand_code = c.brand_code) AND (p.model_code IS NULL OR p.model_code = c.model_code)
      AND (p.condition IS NULL OR p.condition = c.condition) AND (p.city_fias IS NULL OR p.city_fias = c.city_fias)`;
    const cars = db
      .prepare(
        `SELECT c.id, c.brand_code AS brand, c.model_code AS model, c.price,
           (SELECT amount FROM car_discounts WHERE car_id = c.id AND requires = 'tradein') AS tradeIn,
           (SELECT p.amount ${onFor}) AS promotion,
           (SELECT amount FROM deal_fees WHERE code = 'registration') AS registration
         FROM cars c
         WHERE c.condition = 'new'
           AND c.id IN (SELECT car_id FROM car_discounts WHERE requires = 'tradein')
           AND c.id NOT IN (SELECT car_id FROM car_discounts WHERE requires = 'credit')
           AND c.id NOT IN (SELECT car_id FROM car_reports WHERE encumbered = 1)
           AND c.id NOT IN (SELECT car_id FROM car_reservations)
           AND (SELECT count(*) ${onFor}) = 1 AND (SELECT count(*) ${onFor} AND p.requires IS NULL) = 1
         ORDER BY c.id LIMIT 2`,
      )
      .all({ now }) as Car[];
    return cars[isNoJs(testInfo) ? 1 : 0]!;
  } finally {
    db.close();
  }
}

async function lines(page: Page) {
  const rows = page.locator(".deal-lines tbody tr");
  return rows.evaluateAll((all) =>
    all.map((row) => ({
      code: row.getAttribute("data-code") ?? "",
      cells: [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""),
    })),
  );
}

async function totals(page: Page) {
  const sum = async (title: string) =>
    roubles((await page.getByRole("region", { name: title }).locator(".deal-total__sum").textContent()) ?? "");
  return { withChoices: await sum("С вашими условиями"), withoutConditions: await sum("Без условий") };
}

test("a car's итоговая цена adds up to the rouble without its trade-in discount and with it", async ({ page }, testInfo) => {
  const car = carWithTwoDiscounts(testInfo);
  const carPage = `/cars/${car.brand}/${car.model}/${car.id}`;
  await page.goto(carPage);
  // The card's headline is the price without conditions; the page of the whole price is a link away.
  expect(roubles((await page.locator(".car-price .price").first().textContent()) ?? "")).toBe(car.price);
  await page.getByRole("link", { name: /^Итоговая цена/ }).click();
  await expect(page).toHaveURL(`${carPage}/price`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Итоговая цена");

  const before = await lines(page);
  const discounts = before.filter((line) => /^(dealer|promotion)-/.test(line.code));
  expect(discounts).toHaveLength(2);
  const tradeIn = discounts.find((line) => line.code === "dealer-tradein")!;
  const promotion = discounts.find((line) => line.code.startsWith("promotion-"))!;
  expect(tradeIn.cells[1]).toBe("при сдаче автомобиля в трейд-ин");
  expect(tradeIn.cells[2]).toBe("условие не выполнено");
  expect(roubles(tradeIn.cells[3]!)).toBe(-car.tradeIn);
  expect(promotion.cells[1]).toMatch(/^для всех покупателей, до \d+ [а-я]+ \d{4}, \d\d:\d\d мск$/);
  expect(roubles(promotion.cells[3]!)).toBe(-car.promotion);
  // Extras stay unticked until chosen.
  await expect(page.getByRole("checkbox", { name: /Коврики/ })).not.toBeChecked();

  const plain = car.price - car.promotion + car.registration;
  expect(await totals(page)).toEqual({ withChoices: plain, withoutConditions: plain });
  const met = (all: typeof before) => all.filter((line) => !/не выполнено|не выбрано/.test(line.cells[2]!)).reduce((sum, line) => sum + roubles(line.cells[3]!), 0);
  expect(met(before)).toBe(plain);

  await page.getByRole("checkbox", { name: "Сдаю свой автомобиль в трейд-ин" }).check();
  await page.getByRole("button", { name: "Пересчитать" }).click();
  await expect(page).toHaveURL(`${carPage}/price?tradein=1`);
  await expect(page.locator('.deal-lines tr[data-code="dealer-tradein"] td').nth(1)).toHaveText("условие выполнено");
  const after = await lines(page);
  expect(await totals(page)).toEqual({ withChoices: plain - car.tradeIn, withoutConditions: plain });
  expect(met(after)).toBe(plain - car.tradeIn);

  // The address is the deal: opened afresh, it shows the same choice.
  await page.goto(`${carPage}/price?tradein=1`);
  await expect(page.getByRole("checkbox", { name: "Сдаю свой автомобиль в трейд-ин" })).toBeChecked();
  await expectAccessible(page);
});

test("the promotions page lists the offers with conditions and end dates, linked from the navigation under «Купить автомобиль»", async ({ page }) => {
  // The navigation is the same on every page: this one's is checked.
  await page.goto("/promotions");
  const nav = page.getByRole("navigation", { name: "Основное меню" });
  // A drop-down's links are hidden until it opens: found by their place, not their role.
  const catalogItem = nav.locator("li", { has: page.locator('a[href="/catalog"]') });
  await expect(catalogItem.locator(".main-nav__dropdown a", { hasText: "Акции" })).toHaveAttribute("href", "/promotions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Акции");
  const offers = page.locator(".promotion");
  await expect(offers.first()).toBeVisible();
  for (const text of await offers.allTextContents()) {
    expect(text).toMatch(/Условие: (при |для всех покупателей)/);
    expect(text).toMatch(/Действует до \d+ [а-я]+ \d{4}, \d\d:\d\d мск/);
  }
  const tradeIn = offers.filter({ hasText: "Бонус за трейд-ин" });
  await expect(tradeIn).toContainText("при сдаче автомобиля в трейд-ин");
  // It leads to the cars it applies to: the catalogue with its filters.
  await expect(tradeIn.getByRole("link", { name: /^Автомобили по акции: \d+/ })).toHaveAttribute("href", /^\/catalog\?brand=[\w-]+&condition=new&city=[\w-]+$/);
  await expectAccessible(page);
});
