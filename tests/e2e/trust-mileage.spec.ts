import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { expect, expectAccessible, test } from "./fixtures";
import { DB_PATH } from "./forms-helpers";

/*
 * A used car whose odometer readings fall (issue 44, item 6): its report says «Пробег мог быть
 * скручен», so its card and its page warn of it, it has no price badge (the market price would
 * be worked out at the lower figure), and the dealer API gives it no warranty.
 */

type Car = { id: number; brand: string; model: string };

/** The seeded car whose readings fall (102 300 km, then 75 790 km a year later). */
function carWithFallingReadings(): Car {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const rows = db
      .prepare("SELECT c.id, c.brand_code AS brand, c.model_code AS model, r.report FROM cars c JOIN car_reports r ON r.car_id = c.id ORDER BY c.id")
      .all() as Array<Car & { report: string }>;
    const falls = rows.find(({ report }) => {
      const readings = (JSON.parse(report) as { mileage: Array<{ date: string; km: number }> }).mileage;
      return readings.some((reading, i) => readings.slice(0, i).some((earlier) => earlier.date < reading.date && earlier.km > reading.km));
    });
    if (!falls) throw new Error("the seed has no car with falling readings");
    return { id: falls.id, brand: falls.brand, model: falls.model };
  } finally {
    db.close();
  }
}

const WARNING = "Пробег мог быть скручен";
const cardOf = (page: Page, car: Car) => page.locator(".car-card").filter({ has: page.locator(`a[href="/cars/${car.brand}/${car.model}/${car.id}"]`) });

test("a car whose readings fall warns of it on its page, has no price badge and no dealer warranty", async ({ page }) => {
  const car = carWithFallingReadings();
  const response = await page.goto(`/cars/${car.brand}/${car.model}/${car.id}`);
  expect(response?.status()).toBe(200);
  const priceAndBuying = page.getByRole("complementary", { name: "Цена и покупка" });
  await expect(page.getByRole("note").filter({ hasText: WARNING })).toBeVisible();
  await expect(priceAndBuying.locator(".price-badge")).toHaveCount(0);
  await expect(priceAndBuying.getByText("Рыночная цена")).toHaveCount(0);
  const report = page.getByRole("region", { name: "Отчёт об автомобиле" });
  await expect(report.getByRole("list", { name: "Главное из отчёта" })).toContainText(WARNING);
  await expect(report.getByRole("list", { name: "Главное из отчёта" })).toContainText("Без гарантии дилера");
  await expect(report.getByText("Дилер не даёт гарантию на этот автомобиль.")).toBeVisible();
  await expectAccessible(page);
});

test("its card in the list warns of it and has no price badge", async ({ page }) => {
  const car = carWithFallingReadings();
  await page.goto(`/cars/${car.brand}/${car.model}?condition=used`);
  const card = cardOf(page, car);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(WARNING);
  await expect(card.locator(".price-badge")).toHaveCount(0);
  // Another used car of the list still has its badge: only the doubtful one loses it.
  await expect(page.locator(".car-card .price-badge").first()).toBeVisible();
  await expectAccessible(page);
});
