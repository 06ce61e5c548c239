import { expect, expectAccessible, isNoJs, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 740 } });

test("the mobile menu opens, reaches every link and closes from the logo", async ({ page }, testInfo) => {
  await page.goto("/faq");
  const menu = page.locator("#mobile-menu");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Основное меню" })).toBeHidden();

  if (isNoJs(testInfo)) {
    // Without JS the burger is a <summary> and every sub-item is listed.
    await page.locator("summary.burger").click();
    await expect(menu).toBeVisible();
  } else {
    const burger = page.getByRole("button", { name: "Меню" });
    await expect(burger).toHaveAttribute("aria-expanded", "false");
    await burger.click();
    await expect(burger).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("body")).toHaveClass(/menu-open/);
    await expect(menu.getByRole("link", { name: "Новости" })).toBeHidden();
    await menu.getByRole("button", { name: "Подразделы: О компании" }).click();
  }

  for (const name of ["Главная", "Купить автомобиль", "Продать автомобиль", "Сервис", "О компании", "Новости", "Вакансии", "Тендеры", "Контакты"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: /Аукцион/ })).toHaveAttribute("target", "_blank");
  await expectAccessible(page);

  if (!isNoJs(testInfo)) {
    await page.getByRole("banner").getByRole("link", { name: "Меридиан Авто, на главную" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu).toBeHidden();
    await expect(page.locator("body")).not.toHaveClass(/menu-open/);
  }
});

test("Escape closes the mobile menu and returns focus to the burger", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "keyboard handling needs JavaScript");
  await page.goto("/");
  const burger = page.getByRole("button", { name: "Меню" });
  await burger.click();
  await expect(page.locator("#mobile-menu")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("#mobile-menu")).toBeHidden();
  await expect(burger).toBeFocused();
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

test("the home page at 375 px has no horizontal scrolling", async ({ page }) => {
  await page.goto("/");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});
