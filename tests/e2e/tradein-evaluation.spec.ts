import type { Page } from "@playwright/test";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { leadsWhere, uniqueName, uniquePhone } from "./forms-helpers";

/** Picks a step's option; without JS the step's «Далее» loads the next one, with JS the choice does. */
async function choose(page: Page, noJs: boolean, label: string, option: string) {
  const evaluation = page.locator("#evaluation");
  await evaluation.getByLabel(label).selectOption({ label: option });
  if (noJs) await evaluation.getByRole("button", { name: "Далее" }).click();
}

test("the whole evaluation from brand to price, then a trade-in request stored once with the car", async ({ page }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  await page.goto("/trade-in");
  await expect(page).toHaveTitle(/^Трейд-ин: онлайн-оценка и выкуп автомобиля - .+/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Продать автомобиль");
  await expect(page.getByRole("heading", { name: "Как проходит трейд-ин" })).toBeVisible();

  await choose(page, noJs, "Марка", "Kia");
  await choose(page, noJs, "Модель", "Rio");
  await choose(page, noJs, "Поколение", "IV (2017–2022)");
  await choose(page, noJs, "Модификация", "1.6 л, 123 л.с., АКПП-6, передний привод");
  // Every step is in the address, so it can be shared or reloaded.
  await expect(page).toHaveURL(/brand=kia&model=kia-rio&generation=kia-rio-4&modification=kia-rio-4-2/);

  const evaluation = page.locator("#evaluation");
  // Asked for the price without year and mileage: both say what is missing.
  await evaluation.getByRole("button", { name: "Рассчитать стоимость" }).click();
  await expect(evaluation.getByText("Выберите год выпуска")).toBeVisible();
  await expect(evaluation.getByText("Укажите пробег в километрах, от 0 до 1 000 000")).toBeVisible();

  await evaluation.getByLabel("Год выпуска").selectOption("2019");
  await evaluation.getByLabel("Пробег, км").fill("90 000");
  await evaluation.getByLabel("Владельцев по ПТС").selectOption({ label: "Два" });
  await evaluation.getByRole("button", { name: "Рассчитать стоимость" }).click();
  await expect(evaluation.getByRole("heading", { name: "Kia Rio IV, 2019 г." })).toBeVisible();
  const buyout = Number((await evaluation.locator(".tradein-result__buyout").textContent())!.replace(/\D/g, ""));
  expect(buyout).toBeGreaterThan(500_000);
  expect(buyout).toBeLessThan(1_500_000);
  await expect(page).toHaveURL(/year=2019&mileage=90/);
  await expectAccessible(page);

  const name = uniqueName("Олег");
  const phone = uniquePhone();
  const form = page.locator("#tradein-request");
  await form.getByLabel("Дилерский центр").selectOption({ label: "Автодом Пулково" });
  await form.getByLabel("Имя").fill(name);
  await form.getByLabel("Телефон").fill(phone.typed);
  await form.getByRole("checkbox").check();
  const submit = form.getByRole("button", { name: "Записаться на осмотр" });
  if (noJs) await submit.click();
  else await submit.dblclick();
  await expect(form.getByRole("status").or(page.getByRole("dialog"))).toContainText("Cпасибо, Ваша заявка успешно отправлена!");
  await expect.poll(() => leadsWhere("TradeInRegisterForm", (p) => p.NAME === name).length).toBe(1);
  const [lead] = leadsWhere("TradeInRegisterForm", (p) => p.NAME === name);
  expect(lead!.payload).toMatchObject({
    PHONE: phone.api,
    DEALER: "avtodom-pulkovo",
    CAR: { brand: "Kia", model: "Rio", generation: "IV", year: 2019, mileage: 90_000, owners: 2, buyout },
  });
});

test("the plate fills brand, model and year; an unknown or malformed plate says why", async ({ page }) => {
  test.slow();
  await page.goto("/trade-in");
  const lookup = page.getByLabel("Заполнить по госномеру или VIN");
  // Latin look-alikes and lower case are how people type a plate on an English layout.
  await lookup.fill("m 777 op 78");
  await page.getByRole("button", { name: "Заполнить" }).click();
  await expect(page.getByText("М 777 ОР 78: Toyota Camry, 2020 г., чёрный, руль левый. Выберите остальное ниже.")).toBeVisible();
  const evaluation = page.locator("#evaluation");
  await expect(evaluation.getByLabel("Марка")).toHaveValue("toyota");
  await expect(evaluation.getByLabel("Модель")).toHaveValue("toyota-camry");
  // 2020 was made only as the XV70, so the generation is picked too, and the year waits for the modification.
  await expect(evaluation.getByLabel("Поколение")).toHaveValue("toyota-camry-xv70");
  await evaluation.getByLabel("Модификация").selectOption({ index: 1 });
  if (await evaluation.getByRole("button", { name: "Далее" }).count()) await evaluation.getByRole("button", { name: "Далее" }).click();
  await expect(evaluation.getByLabel("Год выпуска")).toHaveValue("2020");

  await lookup.fill("А001АА77");
  await page.getByRole("button", { name: "Заполнить" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "не найден" })).toHaveText(
    "Автомобиль с госномером А001АА77 не найден. Укажите VIN или выберите марку и модель вручную.",
  );
  await lookup.fill("Ж123ЖЖ78");
  await page.getByRole("button", { name: "Заполнить" }).click();
  await expect(page.getByText("Введите госномер в формате А123ВС78: буквы А, В, Е, К, М, Н, О, Р, С, Т, У, Х и цифры")).toBeVisible();
  await expect(lookup).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
});

test("the manual evaluation stores one lead with the car as typed", async ({ page }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  await page.goto("/trade-in");
  const form = page.locator("#manual");
  await form.getByRole("button", { name: "Отправить на оценку" }).click();
  await expect(form.getByText("Укажите марку")).toBeVisible();
  const name = uniqueName("Мария");
  await form.getByLabel("Марка").fill("ГАЗ");
  await form.getByLabel("Модель").fill("Волга 31105");
  await form.getByLabel("Год выпуска").fill("2008");
  await form.getByLabel("Пробег, км").fill("210000");
  await form.getByLabel("Имя").fill(name);
  await form.getByLabel("Телефон").fill(uniquePhone().typed);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Отправить на оценку" }).click();
  await expect(form.getByRole("status").or(page.getByRole("dialog"))).toContainText("Cпасибо, Ваша заявка успешно отправлена!");
  if (noJs) await expect(page).toHaveURL(/\/trade-in#manual$/);
  await expect.poll(() => leadsWhere("ManualCarEvaluationForm", (p) => p.NAME === name).length).toBe(1);
  expect(leadsWhere("ManualCarEvaluationForm", (p) => p.NAME === name)[0]!.payload).toMatchObject({
    BRAND: "ГАЗ",
    MODEL: "Волга 31105",
    YEAR: 2008,
    MILEAGE: 210_000,
  });
});

test("control characters in the query are not echoed into the plate field (issue 30 item 15)", async ({ page, request }) => {
  const answer = await request.get("/trade-in?number=%00%01%1F");
  expect(answer.status()).toBe(200);
  // No control character but the layout ones (tab, line feed, carriage return).
  expect(await answer.text()).not.toMatch(/(?![\t\n\r])\p{Cc}/u);
  await page.goto("/trade-in?number=%00М777ОР78%01");
  await expect(page.getByLabel("Заполнить по госномеру или VIN")).toHaveValue("М 777 ОР 78");
});
