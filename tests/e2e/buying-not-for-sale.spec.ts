import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH, leadsWhere, uniqueName } from "./forms-helpers";

/*
 * A car that may no longer be sold (issue 44, item 1; docs/product.md, «Снят с продажи»):
 * put in favourites, comparison and the cart while it was offered, then given a pledge in
 * the reference API's database, as its report's import would. The lists and the cart say so
 * and offer no order; a direct post of the cart's order form is refused and stores nothing.
 */

type Car = { id: number; url: string };

/**
 * An offered used car (a car with a report) of this project alone, of a model with other cars (the alert tests take
 * models with one car) and far from the cars other specs take by their place in the table.
 */
function carFor(project: string): Car {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT id, brand_code, model_code FROM cars c
         WHERE id IN (SELECT car_id FROM car_reports WHERE encumbered = 0)
           AND (SELECT count(*) FROM cars o WHERE o.brand_code = c.brand_code AND o.model_code = c.model_code) > 1
         ORDER BY id LIMIT 1 OFFSET ?`,
      )
      .get(project === "no-js" ? 70 : 60) as { id: number; brand_code: string; model_code: string };
    return { id: row.id, url: `/cars/${row.brand_code}/${row.model_code}/${row.id}` };
  } finally {
    db.close();
  }
}

/** The pledge on the car's report, set or lifted as the report's import would. */
function setPledge(carId: number, encumbered: boolean) {
  const db = new Database(DB_PATH, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    expect(db.prepare("UPDATE car_reports SET encumbered = ? WHERE car_id = ?").run(encumbered ? 1 : 0, carId).changes).toBe(1);
  } finally {
    db.close();
  }
}

/** The three lists, by their own posts (the buttons are other specs' subject). */
async function putInLists(page: Page, car: Car) {
  const id = String(car.id);
  for (const list of ["/favorites", "/comparison"]) {
    expect((await page.request.post(list, { form: { intent: "add", id, returnTo: car.url }, maxRedirects: 0 })).status()).toBe(303);
  }
  expect((await page.request.post("/cart/items", { form: { intent: "add", id }, maxRedirects: 0 })).status()).toBe(303);
}

test("a car given a pledge after it was listed shows «Снят с продажи» in favourites, comparison and the cart, and cannot be ordered", async ({ page }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  const car = carFor(testInfo.project.name);
  await page.goto(car.url);
  await putInLists(page, car);
  await page.goto("/cart");
  await expect(page.locator("form.order-form")).toHaveCount(1);

  setPledge(car.id, true);
  try {
    await page.goto("/favorites");
    const card = page.locator("article.car-card", { hasText: "Снят с продажи" });
    await expect(card).toHaveCount(1);
    // Its page answers 404 now: the card does not send the visitor there.
    await expect(page.locator(`a[href="${car.url}"]`)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "В корзину" })).toHaveCount(0);
    await expectAccessible(page);

    await page.goto("/comparison");
    await expect(page.locator(".compare-car", { hasText: "Снят с продажи" })).toHaveCount(1);
    await expect(page.locator(`a[href="${car.url}"]`)).toHaveCount(0);

    await page.goto("/cart");
    await expect(page.locator(".cart-item").getByText("Снят с продажи", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Оформить заказ" })).toHaveCount(0);
    await expect(page.locator("form.order-form")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Удалить из корзины" })).toBeVisible();
    await expectAccessible(page);

    // The order posted all the same, as the form would have sent it: refused, nothing stored.
    const name = uniqueName(noJs ? "Олег" : "Глеб");
    const posted = await page.request.post("/cart", {
      form: { intent: "order", NAME: name, PHONE: "+7 (911) 765-43-21", AGREE: "on", CAR_ID: String(car.id), URL: "/cart", ...(noJs ? {} : { _js: "1" }) },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(409);
    expect(await posted.text()).toContain("Этот автомобиль снят с продажи. Выберите другой автомобиль в каталоге или позвоните нам");
    expect(leadsWhere("OrderForm", (p) => p.NAME === name)).toEqual([]);
  } finally {
    setPledge(car.id, false);
  }
});
