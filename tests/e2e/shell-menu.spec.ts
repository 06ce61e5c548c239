import { expect, expectAccessible, isNoJs, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 740 } });

test("the mobile menu opens, reaches every link and closes from the logo", async ({ page }, testInfo) => {
  await page.goto("/faq");
  // One navigation for every width (ADR 030): on phones the burger's popover.
  const menu = page.getByRole("navigation", { name: "Основное меню" });
  await expect(menu).toBeHidden();
  const burger = page.getByRole("button", { name: "Меню" });
  await burger.click();
  await expect(menu).toBeVisible();

  if (!isNoJs(testInfo)) {
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("body")).toHaveClass(/menu-open/);
    await expect(menu.getByRole("link", { name: "Новости" })).toBeHidden();
    await menu.getByRole("button", { name: "Подразделы: О компании" }).click();
  }
  // Without JS there are no sub-menu arrows: every sub-item is listed.
  for (const name of ["Главная", "Купить автомобиль", "Продать автомобиль", "Сервис", "О компании", "Новости", "Вакансии", "Тендеры", "Контакты"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: /Аукцион/ })).toHaveAttribute("target", "_blank");
  await expect(menu.getByRole("link", { name: "+7 812 309 77 00" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("banner").getByRole("link", { name: "Меридиан Авто, на главную" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(menu).toBeHidden();
  await expect(page.locator("body")).not.toHaveClass(/menu-open/);
});

test("the mobile menu by keyboard: Tab enters it from the burger, Escape closes it and returns focus to the burger", async ({ page }, testInfo) => {
  await page.goto("/");
  const burger = page.getByRole("button", { name: "Меню" });
  const menu = page.getByRole("navigation", { name: "Основное меню" });
  if (!isNoJs(testInfo)) await expect(burger).toHaveAttribute("aria-expanded", "false");
  await burger.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Главная" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(burger).toBeFocused();
  if (!isNoJs(testInfo)) await expect(burger).toHaveAttribute("aria-expanded", "false");
});

test("one sub-menu is open at a time", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "without JS every sub-menu is listed");
  await page.goto("/");
  await page.getByRole("button", { name: "Меню" }).click();
  const toggle = page.getByRole("button", { name: "Подразделы: О компании" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
});

test("a link in the mobile menu closes it on arrival; a menu left open becomes the bar on a desktop", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "without JS a link loads a new page, whose menu starts closed");
  await page.goto("/");
  const burger = page.getByRole("button", { name: "Меню" });
  const menu = page.getByRole("navigation", { name: "Основное меню" });
  await burger.click();
  await menu.getByRole("button", { name: "Подразделы: О компании" }).click();
  await menu.getByRole("link", { name: "Контакты" }).click();
  await expect(page).toHaveURL(/\/company\/contacts$/);
  await expect(menu).toBeHidden();
  await expect(burger).toHaveAttribute("aria-expanded", "false");

  await burger.click();
  await expect(page.locator("body")).toHaveClass(/menu-open/);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator("body")).not.toHaveClass(/menu-open/);
  await expect(menu.getByRole("link", { name: "Главная" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "+7 812 309 77 00" })).toBeHidden();
});

test("the home page at 375 px has no horizontal scrolling", async ({ page }) => {
  await page.goto("/");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
