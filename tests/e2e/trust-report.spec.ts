import Database from "better-sqlite3";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH } from "./forms-helpers";
import { applyFilters, cardLinks, expectCatalogAt } from "./catalog-helpers";

type UsedCar = { id: number; brand: string; model: string; dealer: string; owners: number };

/** A used car of the seeded stock, with or without an accident on record, in a list short enough for one page. */
function usedCar(withAccident: boolean): UsedCar {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare(
        `SELECT c.id, c.brand_code AS brand, c.model_code AS model, d.code AS dealer, cd.owners
         FROM cars c JOIN car_reports r ON r.car_id = c.id JOIN dealer_centers d ON d.id = c.dealer_id JOIN car_details cd ON cd.car_id = c.id
         WHERE r.accidents ${withAccident ? "> 0" : "= 0"}
           AND (SELECT COUNT(*) FROM cars o WHERE o.brand_code = c.brand_code AND o.model_code = c.model_code
                AND o.dealer_id = c.dealer_id AND o.condition = 'used') BETWEEN 2 AND 20
         ORDER BY c.id LIMIT 1`,
      )
      .get() as UsedCar;
  } finally {
    db.close();
  }
}

const carPath = (car: UsedCar) => `/cars/${car.brand}/${car.model}/${car.id}`;

test("a clean used car's page shows its report: «Без ДТП», the masked VIN, owners, mileage, the 120 points by group", async ({ page }) => {
  const car = usedCar(false);
  const response = await page.goto(carPath(car));
  expect(response?.status()).toBe(200);
  const report = page.getByRole("region", { name: "Отчёт об автомобиле" });
  await expect(report).toBeVisible();
  await expect(report.getByRole("list", { name: "Главное из отчёта" })).toContainText("Без ДТП");
  await expect(report.locator(".car-report__vin")).toHaveText(/^[A-Z0-9]{4}\*{9}[A-Z0-9]{4}$/);
  await expect(report.getByRole("row", { name: /Владельцев по ПТС/ })).toContainText(String(car.owners));
  await expect(report.getByRole("heading", { name: "История пробега" })).toBeVisible();
  await expect(report.getByText("ДТП не найдены.")).toBeVisible();
  await expect(report.getByText("Залог: не найдено")).toBeVisible();

  // The inspection's groups open without JavaScript: <details>.
  const groups = report.locator(".car-report__group");
  await expect(groups).toHaveCount(8);
  const first = groups.first();
  await expect(first).not.toHaveAttribute("open", "");
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");

  const ld = (await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((el) => JSON.parse(el.textContent ?? "{}"))))
    .find((block) => block["@type"] === "Car");
  expect(ld).toMatchObject({ numberOfPreviousOwners: car.owners, knownVehicleDamages: "Нет" });
  await expectAccessible(page);
});

test("a used car with an accident says so, and «Без ДТП» in the catalogue leaves it out", async ({ page }, testInfo) => {
  const car = usedCar(true);
  await page.goto(carPath(car));
  await expect(page.getByRole("list", { name: "Главное из отчёта" })).toContainText("ДТП в истории");

  await page.goto(`/catalog?brand=${car.brand}&model=${car.model}&condition=used&dealer=${car.dealer}`);
  expect(await cardLinks(page)).toContain(carPath(car));
  await page.getByRole("checkbox", { name: "Без ДТП" }).check();
  await applyFilters(page, isNoJs(testInfo), /noAccidents=1/);
  await expectCatalogAt(page, /noAccidents=1/);
  await expect(page.getByRole("list", { name: "Выбранные фильтры" })).toContainText("Без ДТП");
  await expect(page.getByRole("checkbox", { name: "Без ДТП" })).toBeChecked();
  expect(await cardLinks(page)).not.toContain(carPath(car));
  await expectAccessible(page);
});
