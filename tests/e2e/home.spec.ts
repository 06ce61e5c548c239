import { expect, expectAccessible, test } from "./fixtures";

test("the home page shows the site title and the default city with its phone", async ({ page }) => {
  // The home page is as long as the catalogue now; axe takes as long there on a busy machine.
  test.slow();
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/^Главная - .+/);
  await expect(page.getByText("Санкт-Петербург").first()).toBeVisible();
  const phone = page.locator('a[href^="tel:+7812"]').first();
  await expect(phone).toHaveText(/^\+7 812 \d{3} \d{2} \d{2}$/);
  await expectAccessible(page);
});

test("a visitor who comes again gets an HttpOnly, SameSite=Lax visitor cookie", async ({ page, context }) => {
  // The first view issues no id (docs/decisions/035-first-visits-from-the-cache.md), the next one does.
  await page.goto("/");
  expect((await context.cookies()).find((c) => c.name === "F_USER_ID")).toBeUndefined();
  await page.goto("/catalog");
  const cookie = (await context.cookies()).find((c) => c.name === "F_USER_ID");
  expect(cookie?.value).toMatch(/^[0-9a-f]{32}$/);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
});

test("the visitor keeps the same id on the next visit", async ({ page, context }) => {
  await page.goto("/");
  await page.reload();
  const first = (await context.cookies()).find((c) => c.name === "F_USER_ID")?.value;
  await page.reload();
  const second = (await context.cookies()).find((c) => c.name === "F_USER_ID")?.value;
  expect(second).toBe(first);
});
