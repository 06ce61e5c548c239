import type { Locator, Page } from "@playwright/test";
import { cardLinks } from "./catalog-helpers";
import { expect, test } from "./fixtures";
import { signIn } from "./personal-helpers";

/** The phone as the form's mask shows it: `+7 (900) 123-45-67`. */
const masked = (phone: string) => `+7 (${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6, 8)}-${phone.slice(8)}`;

async function expectFilled(form: Locator, name: string, phone: string) {
  await expect(form.getByLabel("Имя", { exact: true })).toHaveValue(name);
  await expect(form.getByLabel("Телефон", { exact: true })).toHaveValue(masked(phone));
}

async function firstCar(page: Page) {
  await page.goto("/catalog");
  return (await cardLinks(page))[0];
}

// What the site knows of a signed-in visitor is not asked again: every lead form starts with
// the profile's name and phone, and an e-mail field with its e-mail (issue 30 item 12).
test("a signed-in visitor finds the order, service, test-drive, credit, consultation and call-back forms filled in", async ({ page }) => {
  // Eight pages on a shared machine.
  test.slow();
  const name = "Ольга";
  const email = `olga${Date.now()}@example.ru`;

  // Before signing in, the forms are empty.
  const car = await firstCar(page);
  await page.goto(car);
  await expect(page.locator("form#order-form").getByLabel("Имя", { exact: true })).toHaveValue("");

  const phone = await signIn(page);
  await page.goto("/personal/editing");
  await page.getByRole("main").getByLabel("Имя", { exact: true }).fill(name);
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("main").getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Изменения сохранены" })).toBeVisible();

  await page.goto(car);
  await expectFilled(page.locator("form#order-form"), name, phone);
  // «Следить за ценой»: its e-mail field.
  await expect(page.locator("#subscribe-price-email")).toHaveValue(email);

  await page.goto(`${car}/test-drive`);
  await expectFilled(page.locator("form#test-drive-form"), name, phone);

  await page.goto(`/credit?car=${car.split("/").pop()}`);
  await expectFilled(page.locator("form#credit-application-form"), name, phone);

  await page.goto("/service");
  await expectFilled(page.locator("form#service-booking"), name, phone);

  await page.goto("/consultation");
  await expectFilled(page.locator("form#consultation-page"), name, phone);

  await page.goto("/");
  await expectFilled(page.locator("section.callback form"), name, phone);
  // The footer's newsletter: its one field is the e-mail.
  await expect(page.getByRole("contentinfo").getByLabel("Email", { exact: true })).toHaveValue(email);

  // The cart's order form too.
  await page.goto(car);
  await page.getByRole("button", { name: /^В корзину/ }).first().click();
  await page.getByRole("link", { name: /В корзине — оформить/ }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expectFilled(page.locator("form.order-form"), name, phone);
});
