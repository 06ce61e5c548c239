import type { Locator, Page } from "@playwright/test";
import { cardLinks } from "./catalog-helpers";
import { expect, test } from "./fixtures";
import { openPage } from "./forms-helpers";

// With JS a field validates when it is left. Pressing the consent checkbox leaves the field,
// and the message that appears must not push the checkbox from under the pointer: the
// click must land. (Without JS nothing validates on blur, so nothing moves.)
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "blur validation needs JS");

type Case = { name: string; open: (page: Page) => Promise<Locator>; field: string; bad: string; message: string };

const cases: Case[] = [
  {
    name: "consultation",
    open: async (page) => {
      await openPage(page, "/", false);
      await page.getByRole("main").getByRole("link", { name: "Получить консультацию" }).first().click();
      const dialog = page.getByRole("dialog", { name: "Получить консультацию" });
      await expect(dialog).toBeVisible();
      return dialog;
    },
    field: "Имя",
    bad: "И",
    message: "Введите не менее 2 букв",
  },
  {
    name: "call-back",
    open: async (page) => {
      await openPage(page, "/", false);
      return page.getByRole("region", { name: "Остались вопросы?" });
    },
    field: "Имя",
    bad: "И",
    message: "Введите не менее 2 букв",
  },
  {
    name: "newsletter",
    open: async (page) => {
      await openPage(page, "/", false);
      return page.getByRole("region", { name: "Подпишитесь на новости" });
    },
    field: "Email",
    bad: "ivan@",
    message: "Введите корректный email",
  },
  {
    name: "order",
    open: async (page) => {
      await page.goto("/catalog");
      const [href] = await cardLinks(page);
      await openPage(page, href, false);
      return page.locator(".order-form");
    },
    field: "Имя",
    bad: "И",
    message: "Введите не менее 2 букв",
  },
];

for (const { name, open, field, bad, message } of cases) {
  test(`${name}: a message appearing on blur does not swallow the click on the consent checkbox`, async ({ page }) => {
    const form = await open(page);
    await form.getByLabel(field, { exact: true }).fill(bad);
    const consent = form.getByRole("checkbox");
    await consent.click();
    await expect(consent).toBeChecked();
    // The field was validated all the same, once the click was done.
    await expect(form.getByText(message)).toBeVisible();
  });
}
