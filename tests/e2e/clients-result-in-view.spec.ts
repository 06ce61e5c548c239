import type { Locator, Page } from "@playwright/test";
import { applySort, cardLinks, cardPrices } from "./catalog-helpers";
import { expect, isNoJs, test } from "./fixtures";
import { leadsWhere, openPage, SITE_URL, uniqueEmail, uniquePhone, waitForLeads } from "./forms-helpers";

/*
 * A post lands the visitor at its result (ADR 045): without JavaScript the answer's address
 * carries the fragment of the form or the toggled card, on success and on error; with it the
 * page never moves away from the form. The forms checked are the ones furthest from the top.
 */

test.slow();

/** The page is scrolled away from the top, and the result is inside the viewport. */
async function expectInView(page: Page, result: Locator) {
  await expect(result).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
}

test("home call-back: the error and the success are in view, at / without ?index", async ({ page, baseURL }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await openPage(page, "/", noJs);
  const form = page.getByRole("region", { name: "Остались вопросы?" });
  await form.getByLabel("Имя").fill("Ив");
  await form.getByRole("button", { name: "Перезвоните мне" }).click();
  await expectInView(page, form.getByText("Введите номер телефона"));
  if (noJs) await expect(page).toHaveURL(new RegExp(`^${baseURL}/#[\\w-]+$`));

  const phone = uniquePhone();
  await form.getByLabel("Имя").fill("Пётр");
  await form.getByLabel("Телефон").fill(`+7 ${phone.typed}`);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Перезвоните мне" }).click();
  const success = noJs
    ? form.getByRole("status").filter({ hasText: "Cпасибо, Ваша заявка успешно отправлена!" })
    : page.getByRole("dialog", { name: "Cпасибо, Ваша заявка успешно отправлена!" });
  await expect(success).toBeInViewport();
  if (noJs) {
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/#[\\w-]+$`));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  }
  // The lead's page is the home page, never "/?index" (after a refused post without JS too).
  const [lead] = await waitForLeads(() => leadsWhere("CallBackBodyPageForm", (p) => p.PHONE === phone.api), 1);
  expect(lead!.payload.URL).toBe(`${SITE_URL}/`);
});

test("footer newsletter: the error and the success are in view", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await openPage(page, "/company", noJs);
  const block = page.getByRole("region", { name: "Подпишитесь на новости" });
  // A mistyped Russian letter in the domain (a type=email field sends it as punycode) is refused.
  await block.getByLabel("Email").fill("a@mail.ruж");
  await block.getByRole("checkbox").check();
  await block.getByRole("button", { name: "Подписаться" }).click();
  // Without JS a refused address is answered on /newsletter, the form at the top.
  if (noJs) await expect(page).toHaveURL(/\/newsletter#newsletter$/);
  await expect(page.getByText("Email не должен содержать русские буквы")).toBeInViewport();

  const form = noJs ? page.locator("form#newsletter") : block;
  await form.getByLabel("Email").fill(uniqueEmail());
  await form.getByRole("button", { name: "Подписаться" }).click();
  const success = noJs ? block.getByRole("status").filter({ hasText: "Вы успешно подписались!" }) : page.getByRole("dialog");
  await expect(success).toBeInViewport();
  if (noJs) {
    await expect(page).toHaveURL(/\/company#newsletter$/);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  }
});

test("car page at 375 px: the order's messages are in view", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await page.setViewportSize({ width: 375, height: 700 });
  await page.goto("/catalog");
  const links = await cardLinks(page);
  await openPage(page, links[5]!, noJs);
  const order = page.locator("form.order-form");
  await order.getByRole("button", { name: "Заказать автомобиль" }).click();
  await expectInView(page, order.getByText("Введите номер телефона"));
});

test("a toggle on the 17th catalogue card leaves that card in view", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, "/catalog", noJs);
  const card = page.locator(".car-grid .car-card").nth(16);
  await card.scrollIntoViewIfNeeded();
  const favourite = card.getByRole("button", { name: "Добавить в избранное" });
  await expect(favourite).toHaveAttribute("aria-pressed", "false");
  await favourite.click();
  await expect(favourite).toHaveAttribute("aria-pressed", "true");
  await expectInView(page, card);
  if (noJs) await expect(page).toHaveURL(/\/catalog#catalog-lists-\d+$/);
  await favourite.click();
  await expect(favourite).toHaveAttribute("aria-pressed", "false");
  await expectInView(page, card);
});

test("text browsers: every control sits in the form it submits, every link and button has text", async ({ page }, testInfo) => {
  test.skip(!isNoJs(testInfo), "the served HTML, as a text browser reads it");
  await page.goto("/catalog");
  const links = await cardLinks(page);
  for (const path of ["/catalog", links[0]!, "/"]) {
    await page.goto(path);
    const report = await page.evaluate(() => {
      const outside = [...document.querySelectorAll("[form], [formaction]")].map((e) => e.outerHTML.slice(0, 120));
      const nameless = [...document.querySelectorAll("a[href], button")]
        .filter((e) => !e.closest("[hidden], dialog:not([open]), template, noscript"))
        .filter((e) => {
          const text = (e.textContent ?? "").trim();
          const alts = [...e.querySelectorAll("img[alt]")].map((img) => img.getAttribute("alt")!.trim()).join("");
          return !text && !alts;
        })
        .map((e) => e.outerHTML.slice(0, 160));
      return { outside, nameless };
    });
    expect(report.outside, path).toEqual([]);
    expect(report.nameless, path).toEqual([]);
  }
  // The header's icon links have their names as text.
  await expect(page.locator(".header-actions a").first()).toContainText("Избранное, 0");
});

test("sorting works where the sort control is", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, "/catalog?condition=used", noJs);
  const sort = page.getByLabel("Сортировка");
  await sort.selectOption("price_asc");
  // The URL changes before React draws the sorted list: wait for the list's own data.
  await applySort(page, noJs, /\/catalog\?condition=used&sort=price_asc$/);
  await expect(page.getByLabel("Сортировка")).toHaveValue("price_asc");
  const numbers = await cardPrices(page);
  expect(numbers.length).toBeGreaterThan(3);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
});

test("an order from the cart: the lead forms' success, and the cart emptied", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  await page.goto("/catalog");
  const links = await cardLinks(page);
  await page.goto(links[noJs ? 7 : 8]!);
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByRole("link", { name: /В корзине/ })).toBeVisible();
  await openPage(page, "/cart", noJs);
  const form = page.locator(".order-form");
  await form.getByLabel("Имя").fill("Олег");
  await form.getByLabel("Телефон").fill(uniquePhone().typed);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Заказать автомобиль" }).click();
  if (noJs) {
    await expect(page).toHaveURL(/\/cart#order-form$/);
    await expect(page.locator("#order-form")).toContainText("Cпасибо, Ваша заявка успешно отправлена!");
    await expect(page.locator("#order-form")).toBeInViewport();
  } else {
    const dialog = page.getByRole("dialog", { name: "Cпасибо, Ваша заявка успешно отправлена!" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Хорошо" }).click();
  }
  await expect(page.getByText("Корзина пуста.")).toBeVisible();
  await expect(page.locator(".header-actions")).toContainText("Корзина, 0");
  await page.goto("/cart");
  await expect(page.getByText("Корзина пуста.")).toBeVisible();
});
