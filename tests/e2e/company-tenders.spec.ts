import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

const crumbs = (page: Page) => page.getByRole("navigation", { name: "Хлебные крошки" }).getByRole("listitem");
const statuses = (page: Page) => page.locator(".tender-list .tender__status").allTextContents();

test("tenders: open ones first, each with dates, contact and documents; a status filter marks closed ones", async ({ page, request, baseURL }) => {
  // Several page loads, each checked by axe and html-validate: slow on a busy machine.
  test.slow();
  const response = await page.goto("/company/tenders");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Тендеры - Меридиан Авто");
  await expect(crumbs(page)).toHaveText(["Главная", "О компании", "Тендеры"]);
  const all = await statuses(page);
  expect(all).toHaveLength(8);
  const rank = (s: string) => ["Приём заявок", "Подведение итогов", "Завершён"].indexOf(s);
  expect(all.map(rank)).toEqual([...all.map(rank)].sort());
  expect(all[0]).toBe("Приём заявок");
  const first = page.locator(".tender-list > li").first();
  await expect(first).toContainText(/№ МА-\d{4}-\d{3}/);
  await expect(first).toContainText("Приём заявок до");
  await expect(first.getByRole("link", { name: /@meridian-auto\.ru$/ })).toHaveAttribute("href", /^mailto:/);
  const document = first.getByRole("link", { name: /Техническое задание/ });
  const pdf = await request.get((await document.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  await page.getByLabel("Статус", { exact: true }).selectOption("closed");
  await page.getByRole("button", { name: "Показать" }).click();
  await page.waitForURL(`${baseURL}/company/tenders?status=closed`);
  // With JavaScript the address changes before the new list is rendered: wait for the list.
  await expect(page.locator(".tender-list .tender__status").filter({ hasNotText: "Завершён" })).toHaveCount(0);
  const closed = await statuses(page);
  expect(closed.length).toBeGreaterThanOrEqual(2);
  expect(closed.every((s) => s === "Завершён")).toBe(true);
  await expectAccessible(page);
  expect((await request.get("/company/tenders?status=archived")).status()).toBe(404);
});

test("the about page renders its sections under Главная › О компании", async ({ page }) => {
  // A long page checked by axe and html-validate: slow on a busy machine.
  test.slow();
  const response = await page.goto("/company");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("О компании - Меридиан Авто");
  await expect(crumbs(page)).toHaveText(["Главная", "О компании"]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("О компании «Меридиан Авто»");
  const history = page.getByRole("region", { name: "Двадцать лет за рулём" });
  await expect(history.getByRole("listitem").first()).toContainText("2006");
  await expect(page.getByRole("region", { name: "«Меридиан Авто» в цифрах" }).getByRole("listitem")).toHaveCount(6);
  await expect(page.getByRole("region", { name: "Во что мы верим" }).getByRole("heading", { level: 3 })).toHaveCount(4);
  const nav = page.getByRole("navigation", { name: "Разделы о компании" });
  await expect(nav.getByRole("link")).toHaveText(["Новости", "Вакансии", "Тендеры"]);
  await expectAccessible(page);
});
