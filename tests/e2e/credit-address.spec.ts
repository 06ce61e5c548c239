import type { Page } from "@playwright/test";
import { cardLinks } from "./catalog-helpers";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { openPage } from "./forms-helpers";

/*
 * The calculator's state is in the address, with JavaScript as without (issue 44, item 9):
 * without it the GET form writes it; with it each change is written in place, no page load,
 * so a reload and a shared link show the same calculation either way.
 */

async function calculatorOf(page: Page, noJs: boolean) {
  const calculator = page.locator("#credit");
  // With JS, once its chunk has hydrated: the «Рассчитать» button is gone then.
  if (!noJs) await expect(calculator.getByRole("button", { name: "Рассчитать" })).toHaveCount(0);
  return calculator;
}

/** Programme (the second), 25 % down and 48 months; without JS sent as the form it is. */
async function choose(page: Page, noJs: boolean) {
  const calculator = await calculatorOf(page, noJs);
  const program = calculator.getByLabel("Программа");
  const code = (await program.locator("option").nth(1).getAttribute("value"))!;
  await program.selectOption(code);
  await calculator.getByLabel("Взнос в рублях или процентах").selectOption("percent");
  await calculator.getByLabel("Первоначальный взнос").fill("25");
  await calculator.getByLabel("Срок кредита").selectOption("48");
  if (noJs) await calculator.getByRole("button", { name: "Рассчитать" }).click();
  return code;
}

async function expectSameCalculation(page: Page, code: string, monthly: string) {
  const calculator = page.locator("#credit");
  await expect(calculator.getByLabel("Программа")).toHaveValue(code);
  await expect(calculator.getByLabel("Первоначальный взнос")).toHaveValue("25");
  await expect(calculator.getByLabel("Взнос в рублях или процентах")).toHaveValue("percent");
  await expect(calculator.getByLabel("Срок кредита")).toHaveValue("48");
  await expect(page.getByTestId("credit-monthly")).toHaveText(monthly);
}

for (const where of ["the car page", "/credit"] as const) {
  test(`${where}: the calculation chosen is in the address; a reload and a shared link show it again`, async ({ page, browser }, testInfo) => {
    test.slow();
    const noJs = isNoJs(testInfo);
    let path = "/credit";
    if (where === "the car page") {
      await page.goto("/catalog");
      path = (await cardLinks(page))[0]!;
    }
    await openPage(page, path, noJs);
    // A page load would lose this: with JS the address changes in place.
    if (!noJs) await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const before = await page.getByTestId("credit-monthly").textContent();
    const code = await choose(page, noJs);
    await page.waitForURL((url) => url.searchParams.get("program") === code && url.searchParams.get("term") === "48" && url.searchParams.get("down") === "25" && url.searchParams.get("unit") === "percent");
    const monthly = (await page.getByTestId("credit-monthly").textContent())!;
    expect(monthly).not.toBe(before);
    if (!noJs) expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    await page.reload();
    await calculatorOf(page, noJs);
    await expectSameCalculation(page, code, monthly);

    const other = await browser.newContext({ javaScriptEnabled: !noJs });
    try {
      const shared = await other.newPage();
      await shared.goto(page.url());
      await calculatorOf(shared, noJs);
      await expectSameCalculation(shared, code, monthly);
    } finally {
      await other.close();
    }
    await expectAccessible(page);
  });
}
