import type { Page } from "@playwright/test";
import { cardLinks } from "./catalog-helpers";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { leadsWhere, openPage, uniqueName } from "./forms-helpers";
import { signIn } from "./personal-helpers";

// The credit calculator, «от N ₽/мес» and the credit application (docs/product.md, «Кредит»).

/** The annuity payment rounded up to the rouble, worked out here on its own. */
function annuity(principal: number, annualRatePercent: number, months: number): number {
  const r = annualRatePercent / 100 / 12;
  const exact = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
  return Math.ceil(Math.round(exact * 100) / 100);
}

const roubles = (text: string) => Number(text.replace(/[^\d]/g, ""));
const creditLeads = (name: string) => leadsWhere("CreditApplicationForm", (p) => p.NAME === name);

/** Chooses programme, down payment and term in the calculator; without JS it is sent as the GET form it is. */
/**
 * The calculator, once it follows what is chosen: with JS, when its own chunk has hydrated it
 * (it is rendered in place before, ADR 040), which leaves no «Рассчитать» button.
 */
async function calculatorOf(page: Page, noJs: boolean) {
  const calculator = page.locator("#credit");
  if (!noJs) await expect(calculator.getByRole("button", { name: "Рассчитать" })).toHaveCount(0);
  return calculator;
}

/** The credit application's form, once it posts as the hydrated form it is (with JS, its chunk is in place before). */
async function applicationOf(page: Page, noJs: boolean) {
  const form = page.locator(".credit-apply__form");
  if (!noJs) await expect(form.locator('input[name="_js"]')).toBeAttached();
  return form;
}

async function calculate(page: Page, noJs: boolean, choice: { option: number; downPercent: number; term: number }) {
  const calculator = await calculatorOf(page, noJs);
  const program = calculator.getByLabel("Программа");
  const value = await program.locator("option").nth(choice.option).getAttribute("value");
  await program.selectOption(value!);
  await calculator.getByLabel("Взнос в рублях или процентах").selectOption("percent");
  await calculator.getByLabel("Первоначальный взнос").fill(String(choice.downPercent));
  await calculator.getByLabel("Срок кредита").selectOption(String(choice.term));
  if (noJs) {
    await calculator.getByRole("button", { name: "Рассчитать" }).click();
    // The whole answer, not only its address: the programme is read from it next.
    await page.waitForURL(new RegExp(`program=${value}.*term=${choice.term}`));
  }
  // The rate is in the disclosure of the payment (an option names no rate: ADR 066).
  const disclosure = calculator.locator(".credit-calc__result .credit-disclosure");
  await expect(disclosure).toContainText(`Программа «${(await program.locator("option:checked").textContent())!.split(/ \(|, /)[0]}»`);
  return { rate: Number(/ставка ([\d,]+)/.exec((await disclosure.textContent())!)![1]!.replace(",", ".")) };
}

test("«от … ₽/мес» on a catalogue card and the car page; the calculator's payment is the annuity formula to the rouble", async ({ page }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  await page.goto("/catalog");
  const card = page.locator(".car-card").first();
  await expect(card.locator(".credit-disclosure")).toContainText(/^Полная стоимость кредита от [\d,]+\s%\sдо [\d,]+\s%\sгодовых\s*от [\d\s ]+₽\/мес/);
  // A card's disclosure is the compact one (ADR 077): the rest of its conditions, the note included,
  // are where its «Условия кредита» leads.
  const conditions = (await card.locator(".credit-disclosure").getByRole("link", { name: "Условия кредита" }).getAttribute("href"))!;
  await expect(page.locator(conditions.slice(conditions.indexOf("#")))).toContainText("Не является публичной офертой");

  const href = (await cardLinks(page))[noJs ? 1 : 0]!;
  await openPage(page, href, noJs);
  const price = roubles((await page.locator(".car-price .price").first().textContent())!);
  const from = page.locator(".car-price .credit-disclosure");
  await expect(from).toContainText(/от [\d\s ]+₽\/мес/);
  // «от» is the calculator's first answer: the best programme at 20 % down over 60 months.
  const monthly = page.getByTestId("credit-monthly");
  expect(roubles((await from.locator("a").textContent())!)).toBe(roubles((await monthly.textContent())!));

  const { rate } = await calculate(page, noJs, { option: 1, downPercent: 30, term: 36 });
  const down = Math.round((price * 30) / 100);
  await expect(monthly).toHaveText(new RegExp(`^${annuity(price - down, rate, 36).toLocaleString("ru-RU").replace(/\s/g, "\\s")}\\s₽/мес$`));
  await expect(page.locator("#credit")).toContainText("Не является публичной офертой");
  await expect(page.locator("#credit")).toContainText(/Полная стоимость кредита от [\d,]+\s%\sдо [\d,]+\s%\sгодовых/);
  await expectAccessible(page);
});

test("the standalone calculator takes a price and gives the same formula's payment", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await openPage(page, "/credit", noJs);
  await expect(page).toHaveTitle(/Автокредит/);
  await (await calculatorOf(page, noJs)).getByLabel("Стоимость автомобиля, ₽").fill("3 150 000");
  const { rate } = await calculate(page, noJs, { option: 0, downPercent: 25, term: 48 });
  const price = 3_150_000;
  const expected = annuity(price - Math.round(price * 0.25), rate, 48);
  await expect(page.getByTestId("credit-monthly")).toHaveText(new RegExp(`^${expected.toLocaleString("ru-RU").replace(/\s/g, "\\s")}\\s₽/мес$`));
  await expect(page.getByRole("link", { name: "каталоге" })).toBeVisible();
  await expectAccessible(page);
});

test("a credit application from the car page is stored once, double submit included, with the calculator's terms", async ({ page }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  await page.goto("/catalog");
  const href = (await cardLinks(page))[noJs ? 3 : 2]!;
  const carId = Number(href.split("/").pop());
  await openPage(page, href, noJs);
  const name = uniqueName("Кира");
  await calculate(page, noJs, { option: 0, downPercent: 40, term: 48 });
  const shown = roubles((await page.getByTestId("credit-monthly").textContent())!);

  const form = await applicationOf(page, noJs);
  // Empty: the spec's messages, nothing stored.
  await form.getByRole("button", { name: "Отправить заявку на кредит" }).click();
  await expect(page.locator(".credit-apply").getByText("Введите не менее 2 букв")).toBeVisible();
  await expect(page.locator(".credit-apply").getByText("Введите номер телефона")).toBeVisible();
  expect(creditLeads(name)).toHaveLength(0);

  const apply = page.locator(".credit-apply__form");
  await apply.getByLabel("Имя").fill(name);
  await apply.getByLabel("Телефон").fill(noJs ? "+7 (911) 765-43-21" : "9117654321");
  // The consent to processing and the one to transfer to the banks, each its own box (ADR 067).
  for (const box of await apply.getByRole("checkbox").all()) await box.check();
  if (noJs) {
    await apply.getByRole("button", { name: "Отправить заявку на кредит" }).click();
    await expect(page).toHaveURL(new RegExp(`/credit\\?car=${carId}&.*#credit-application$`));
    await expect(page.locator("#credit-application").getByRole("status")).toContainText("Заявка на кредит отправлена");
  } else {
    await apply.getByRole("button", { name: "Отправить заявку на кредит" }).dblclick();
    await expect(page.getByRole("dialog", { name: "Заявка на кредит отправлена" })).toBeVisible();
  }
  await expect.poll(() => creditLeads(name).length).toBe(1);
  const [lead] = creditLeads(name);
  expect(lead!.payload).toMatchObject({ CAR_ID: carId, PHONE: "+79117654321", CREDIT: { term: 48, monthly: shown } });
  await expectAccessible(page);

  // The same application posted again is still one lead.
  const credit = lead!.payload.CREDIT as { program: string; downPayment: number };
  const again = await page.request.post(`/credit?car=${carId}`, {
    form: { NAME: name, PHONE: "+7 (911) 765-43-21", AGREE: "on", AGREE_BANKS: "on", CAR_ID: String(carId), PROGRAM: credit.program, DOWN_PAYMENT: String(credit.downPayment), TERM: "48", URL: lead!.page! },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
  expect(creditLeads(name)).toHaveLength(1);
});

test("terms the programme does not give are refused with a 400 and a Russian message, nothing stored", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "posts without a page");
  await page.goto("/catalog");
  const href = (await cardLinks(page))[0]!;
  const carId = Number(href.split("/").pop());
  await page.goto(href);
  const program = await page.locator("#credit").getByLabel("Программа").inputValue();
  const name = uniqueName("Олег");
  const post = (fields: Record<string, string>) =>
    page.request.post(`/credit?car=${carId}`, {
      form: { NAME: name, PHONE: "+7 (911) 765-43-22", AGREE: "on", AGREE_BANKS: "on", CAR_ID: String(carId), PROGRAM: program, DOWN_PAYMENT: "1", TERM: "60", ...fields },
      maxRedirects: 0,
    });
  const tooLittle = await post({});
  expect(tooLittle.status()).toBe(400);
  expect(await tooLittle.text()).toContain("Первоначальный взнос по этой программе — не меньше");
  const words = await post({ DOWN_PAYMENT: "миллион" });
  expect(words.status()).toBe(400);
  expect(await words.text()).toContain("Укажите первоначальный взнос в рублях");
  const unknown = await post({ PROGRAM: "no-such-programme", DOWN_PAYMENT: "900000" });
  expect(unknown.status()).toBe(400);
  expect(await unknown.text()).toContain("Эта программа в вашем городе не действует");
  expect(creditLeads(name)).toHaveLength(0);
});

test("a credit application sent while signed in is among the orders of the personal area", async ({ page }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  await signIn(page);
  await page.goto("/catalog");
  const href = (await cardLinks(page))[noJs ? 7 : 6]!;
  await openPage(page, href, noJs);
  const apply = await applicationOf(page, noJs);
  await apply.getByLabel("Имя").fill(uniqueName("Нина"));
  await apply.getByLabel("Телефон").fill("+7 (911) 765-43-23");
  // The consent to processing and the one to transfer to the banks, each its own box (ADR 067).
  for (const box of await apply.getByRole("checkbox").all()) await box.check();
  await apply.getByRole("button", { name: "Отправить заявку на кредит" }).click();
  await expect(noJs ? page.locator("#credit-application").getByRole("status") : page.getByRole("dialog")).toContainText("Заявка на кредит отправлена");
  await page.goto("/personal/orders");
  const item = page.getByRole("main").getByRole("listitem").filter({ hasText: "Заявка на кредит" });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole("link")).toHaveAttribute("href", href);
  await expectAccessible(page);
});
