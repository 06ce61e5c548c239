import { cardLinks } from "./catalog-helpers";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";

test("the cart holds one car: a second is refused with the reason", async ({ page }, testInfo) => {
  // Many pages and two accessibility audits: give a busy shared machine time.
  test.slow();
  await page.goto("/cart");
  await expect(page).toHaveTitle(/^Корзина - .+/);
  await expect(page.getByText("Корзина пуста")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/catalog");
  const [first, second] = await cardLinks(page);
  await page.goto(first);
  const firstName = await page.getByRole("heading", { level: 1 }).textContent();
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByRole("link", { name: /В корзине/ })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${first}$`));

  await page.goto(second);
  await page.getByRole("button", { name: "В корзину" }).click();
  const reason = "В корзине уже есть автомобиль. Удалите его, чтобы добавить другой.";
  if (isNoJs(testInfo)) await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("alert")).toHaveText(reason);

  await page.goto("/cart");
  await expect(page.locator(".cart-item h3")).toHaveText(firstName!);
  await expect(page.getByText("Итого: 1 авто")).toBeVisible();
  await expectAccessible(page);

  if (!isNoJs(testInfo)) {
    // Written by an effect once the page has hydrated, which a busy machine may not have done yet.
    const mirror = () =>
      page.evaluate(() => [(JSON.parse(localStorage.getItem("cartCar") ?? "null") as { id: number } | null)?.id, localStorage.getItem("totalCount")]);
    await expect.poll(mirror).toEqual([Number(first.split("/").pop()), "1"]);
  }

  await page.getByRole("button", { name: "Очистить корзину" }).click();
  await expect(page.getByText("Корзина пуста")).toBeVisible();
  if (!isNoJs(testInfo)) {
    await expect.poll(() => page.evaluate(() => [localStorage.getItem("totalPrice"), localStorage.getItem("totalCount")])).toEqual(["0", "0"]);
  }
});

test("removing from the cart works only for the car that is there", async ({ page }) => {
  await page.goto("/catalog");
  const [first] = await cardLinks(page);
  const id = first.split("/").pop()!;
  const add = await page.request.post("/cart/items", { form: { intent: "add", id }, maxRedirects: 0 });
  expect(add.status()).toBe(303);
  const wrong = await page.request.post("/cart/items", { form: { intent: "remove", id: String(Number(id) + 1), _js: "1" } });
  expect(wrong.status()).toBe(409);
  const bad = await page.request.post("/cart/items", { form: { intent: "add", id: "-1" }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  await page.goto("/cart");
  await expect(page.getByText("Итого: 1 авто")).toBeVisible();
  await page.getByRole("button", { name: "Удалить из корзины" }).click();
  await expect(page.getByText("Корзина пуста")).toBeVisible();
});
