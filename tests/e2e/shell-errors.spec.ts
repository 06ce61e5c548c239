import { expect, expectAccessible, test } from "./fixtures";

test("an unknown address is the 404 page with header, breadcrumbs and footer", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/^Ошибка 404 - Меридиан Авто$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена");
  await expect(page.getByText("К сожалению, запрашиваемая страница не найдена")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Перейти на страницу каталога" })).toHaveAttribute("href", "/catalog");
  await expect(main.getByRole("link", { name: "Вернуться на главную" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();

  const crumbs = page.getByRole("navigation", { name: "Хлебные крошки" });
  await expect(crumbs.getByRole("listitem")).toHaveText(["Главная", "Ошибка"]);
  await expect(crumbs.getByRole("link", { name: "Главная" })).toHaveAttribute("href", "/");
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText("Ошибка");
  await expectAccessible(page);
});

test("the 404 buttons lead to the catalogue and home", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.getByRole("link", { name: "Вернуться на главную" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(/^Главная - /);
});

test("a POST to an unknown address is a 404 too", async ({ request }) => {
  const response = await request.post("/no-such-page", { form: { a: "1" } });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("Страница не найдена");
  expect(html).toContain("<title>Ошибка 404 - ");
});

test("the 404 data names the path (single fetch)", async ({ request }) => {
  const response = await request.get("/no-such-page.data");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("Page Not Found: /no-such-page");
});

test("an unknown nested address and an unknown legal page are 404s", async ({ request }) => {
  expect((await request.get("/company/nothing/here")).status()).toBe(404);
  expect((await request.get("/policy/extra")).status()).toBe(404);
});
