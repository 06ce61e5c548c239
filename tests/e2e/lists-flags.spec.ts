import { FLAGS_OFF_URL } from "../../playwright.config";
import { expect, expectAccessible, test } from "./fixtures";

test("with the flags off, favourites, comparison and cart redirect home and their buttons disappear", async ({ page }) => {
  for (const path of ["/favorites", "/comparison", "/cart"]) {
    await page.goto(FLAGS_OFF_URL + path);
    await expect(page, path).toHaveURL(`${FLAGS_OFF_URL}/`);
  }
  await page.goto(`${FLAGS_OFF_URL}/catalog`);
  await expect(page.locator(".car-grid .car-card").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Добавить в избранное" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Добавить к сравнению" })).toHaveCount(0);
  await expectAccessible(page);

  await page.locator(".car-card :is(h2, h3) > a").first().click();
  // The catalogue has an h1 too: wait for what only the car page has before counting absences.
  await expect(page).toHaveURL(/\/cars\//);
  await expect(page.getByRole("heading", { name: "Характеристики", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "В корзину" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Добавить в избранное" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Добавить к сравнению" })).toHaveCount(0);
});

test("a post to a switched-off list changes nothing", async ({ request }) => {
  const response = await request.post(`${FLAGS_OFF_URL}/favorites`, { form: { intent: "add", id: "1" }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/");
});

test("posts that are not forms get a 400 with a Russian message, never a 500", async ({ request }) => {
  for (const path of ["/favorites", "/comparison", "/cart", "/cart/items"]) {
    const response = await request.post(path, { data: { intent: "add", id: 1 }, maxRedirects: 0 });
    expect(response.status(), path).toBe(400);
  }
});
