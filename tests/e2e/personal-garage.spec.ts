import { expect, expectAccessible, test } from "./fixtures";
import { signIn } from "./personal-helpers";

test("the garage: a car added by its plate with its estimate, changed, hidden from another visitor (404), and deleted", async ({ page, browser }, testInfo) => {
  test.slow();
  await signIn(page);
  const main = page.getByRole("main");
  await page.goto("/personal/garage");
  await expect(main.getByText("В гараже пока нет автомобилей.")).toBeVisible();
  // The edit page without a car to edit leads to the garage (issue 30 item 15).
  await page.goto("/personal/garage/edit-car");
  await expect(page).toHaveURL(/\/personal\/garage$/);
  await expect(main.getByText("В гараже пока нет автомобилей.")).toBeVisible();
  await main.getByRole("link", { name: "Добавить автомобиль" }).click();
  await expect(page).toHaveURL(/\/personal\/garage\/add-car$/);

  // The plate fills in brand, model, generation and year from the registry.
  await main.getByLabel("Госномер или VIN").fill("А123ВС178");
  await main.getByRole("button", { name: "Заполнить" }).click();
  await expect(main.getByLabel("Марка")).toHaveValue("hyundai");
  await expect(main.getByLabel("Модель")).toHaveValue("hyundai-solaris");
  await expect(main.getByLabel("Год выпуска")).toHaveValue("2019");
  await expect(main.getByLabel("Госномер (необязательно)")).toHaveValue("А123ВС178");
  const modification = main.getByLabel("Модификация");
  await main.getByRole("button", { name: "Добавить в гараж" }).click();
  await expect(main.getByText("Выберите модификацию")).toBeVisible();
  await modification.selectOption({ index: 1 });
  await main.getByLabel("Пробег, км").fill("90000");
  await expectAccessible(page);
  await main.getByRole("button", { name: "Добавить в гараж" }).click();

  await expect(page).toHaveURL(/\/personal\/garage$/);
  await expect(page.getByRole("status").filter({ hasText: "Автомобиль добавлен в гараж" })).toBeVisible();
  const car = main.getByRole("listitem").filter({ hasText: "Hyundai Solaris, 2019" });
  await expect(car.getByText("Оценка в трейд-ин сегодня")).toBeVisible();
  await expect(car).toContainText("Пробег 90 000 км, госномер А 123 ВС 178");
  const estimate = Number((await car.locator(".personal-estimate__price").textContent())!.replace(/\D/g, ""));
  expect(estimate).toBeGreaterThan(100_000);
  await expectAccessible(page);

  // Edit: more mileage, a lower estimate.
  await car.getByRole("link", { name: /^Изменить/ }).click();
  await expect(page).toHaveURL(/\/personal\/garage\/edit-car\?id=\d+$/);
  const editUrl = page.url();
  await main.getByLabel("Пробег, км").fill("150000");
  await main.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Изменения сохранены" })).toBeVisible();
  await expect(car).toContainText("Пробег 150 000 км");
  expect(Number((await car.locator(".personal-estimate__price").textContent())!.replace(/\D/g, ""))).toBeLessThan(estimate);

  // Another visitor, signed in as someone else, cannot even see that the car exists.
  const other = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const stranger = await other.newPage();
  await signIn(stranger);
  const response = await stranger.goto(editUrl);
  expect(response!.status()).toBe(404);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Страница не найдена");
  await other.close();

  // Delete after the question.
  await car.getByText(/^Удалить$/).click();
  await car.getByRole("button", { name: "Да, удалить" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Автомобиль удалён из гаража" })).toBeVisible();
  await expect(main.getByText("В гараже пока нет автомобилей.")).toBeVisible();
});
