import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";

// The forms' own pages and the home page's call-back section sit in the page container
// the other pages use: at a phone's width their text keeps the gutter, never the window's edge.
test.use({ viewport: { width: 375, height: 740 } });

async function expectInsideGutter(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, "visible").not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(12);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width - 12);
}

for (const { path, title, heading: headingName = title } of [
  { path: "/consultation", title: "Получить консультацию" },
  // The page's heading is the newsletter block's own title: one heading, not two.
  { path: "/newsletter", title: "Подписка на новости", heading: "Подпишитесь на новости" },
]) {
  test(`${path}: breadcrumbs, and the page in the container`, async ({ page }) => {
    await page.goto(path);
    const trail = page.getByRole("navigation", { name: "Хлебные крошки" });
    await expect(trail.getByRole("link", { name: "Главная" })).toHaveAttribute("href", "/");
    await expect(trail.locator('[aria-current="page"]')).toHaveText(title);
    const heading = page.getByRole("heading", { level: 1, name: headingName });
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectInsideGutter(page, heading);
    await expectInsideGutter(page, page.getByRole("main").getByRole("checkbox"));
    await expectAccessible(page);
  });
}

test("the home page's call-back section is in the container", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "Остались вопросы?" });
  await expectInsideGutter(page, section.getByRole("heading", { name: "Остались вопросы?" }));
  await expectInsideGutter(page, section.getByText(/менеджер перезвонит/));
  await expectInsideGutter(page, section.getByRole("checkbox"));
});
