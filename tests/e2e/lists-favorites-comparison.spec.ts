import { expect, expectAccessible, test } from "./fixtures";

test("favourites: add from the catalogue, see it on the page, remove it, clear", async ({ page }) => {
  // Many pages and two accessibility audits: give a busy shared machine time.
  test.slow();
  await page.goto("/favorites");
  await expect(page).toHaveTitle(/^Избранное - .+/);
  await expect(page.getByText("В избранном пока нет автомобилей")).toBeVisible();
  await expect(page.getByRole("link", { name: "Перейти в каталог" })).toBeVisible();
  await expectAccessible(page);

  await page.goto("/catalog");
  const cards = page.locator(".car-grid .car-card");
  const names = [await cards.nth(0).locator(":is(h2, h3) > a").textContent(), await cards.nth(1).locator(":is(h2, h3) > a").textContent()];
  for (const i of [0, 1]) {
    const button = cards.nth(i).getByRole("button", { name: "Добавить в избранное" });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await Promise.all([page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/favorites")), button.click()]);
    await expect(cards.nth(i).getByRole("button", { name: "Добавить в избранное" })).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page).toHaveURL(/\/catalog(#catalog-lists-\d+)?$/);

  await page.goto("/favorites");
  await expect(page.getByText("В избранном: 2")).toBeVisible();
  await expect(page.locator(".car-card :is(h2, h3) > a")).toHaveText(names.map((n) => n!));
  await expectAccessible(page);

  // Taking one out of favourites on the favourites page removes it.
  await page.locator(".car-card").first().getByRole("button", { name: "Добавить в избранное" }).click();
  await expect(page.getByText("В избранном: 1")).toBeVisible();
  await page.getByRole("button", { name: "Очистить избранное" }).click();
  await expect(page.getByText("В избранном пока нет автомобилей")).toBeVisible();
});

test("adding a car that is already in favourites changes nothing", async ({ page, request }) => {
  await page.goto("/catalog");
  const id = (await page.locator(".car-card :is(h2, h3) > a").first().getAttribute("href"))!.split("/").pop()!;
  for (let i = 0; i < 2; i++) {
    const response = await page.request.post("/favorites", { form: { intent: "add", id, returnTo: "/favorites" }, maxRedirects: 0 });
    expect(response.status()).toBe(303);
  }
  await page.goto("/favorites");
  await expect(page.getByText("В избранном: 1")).toBeVisible();
  // A post with nonsense is a 400 with a Russian message, not a server error.
  const bad = await request.post("/favorites", { form: { intent: "add", id: "abc" }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
});

test("comparison: cars side by side, only differences, collapsible blocks in the URL", async ({ page }) => {
  // Many pages and two accessibility audits: give a busy shared machine time.
  test.slow();
  await page.goto("/comparison");
  await expect(page).toHaveTitle(/^Сравнение - .+/);
  await expect(page.getByText("В сравнении пока нет автомобилей")).toBeVisible();

  await page.goto("/catalog");
  const cards = page.locator(".car-grid .car-card");
  for (const i of [0, 1]) {
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/comparison")),
      cards.nth(i).getByRole("button", { name: "Добавить к сравнению" }).click(),
    ]);
    await expect(cards.nth(i).getByRole("button", { name: "Добавить к сравнению" })).toHaveAttribute("aria-pressed", "true");
  }
  await page.goto("/comparison");
  await expect(page.getByText("Автомобилей в сравнении: 2")).toBeVisible();
  await expect(page.locator(".compare-table thead th")).toHaveCount(2);
  await expectAccessible(page);

  // Rows of values; on phones each has a label row above it, which is not one.
  const allRows = await page.locator(".compare-table tbody tr:not(.compare-block):not(.compare-label-row)").count();
  const sameRows = await page.locator(".compare-table tbody tr:not(.compare-block):not(.compare-label-row):not(.row-differs)").count();
  expect(sameRows).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Показать только различия" }).click();
  await expect(page).toHaveURL(/\/comparison\?diff=1$/);
  // The URL changes before the new view is drawn; the toggle's new label is part of it.
  await expect(page.getByRole("link", { name: "Показать все характеристики" })).toBeVisible();
  await expect(page.locator(".compare-table tbody tr.row-differs")).toHaveCount(allRows - sameRows);
  await expect(page.locator(".compare-table tbody tr:not(.compare-block):not(.compare-label-row):not(.row-differs)")).toHaveCount(
    await page.getByText("Различий нет").count(),
  );

  // Collapse the engine block; the state is a shareable URL.
  await page.locator('tbody[data-block="engine"]').getByRole("link", { name: "Свернуть" }).click();
  await expect(page).toHaveURL(/\/comparison\?diff=1&hide=engine$/);
  await expect(page.locator('tbody[data-block="engine"] tr')).toHaveCount(1);
  await expect(page.locator('tbody[data-block="engine"]').getByRole("link", { name: "Развернуть" })).toHaveAttribute("aria-expanded", "false");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Удалить из сравнения" }).first().click();
  await expect(page.getByText("Автомобилей в сравнении: 1")).toBeVisible();
  await page.getByRole("button", { name: "Очистить сравнение" }).click();
  await expect(page.getByText("В сравнении пока нет автомобилей")).toBeVisible();
});
