import Database from "better-sqlite3";
import { cardLinks } from "./catalog-helpers";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { leadsWhere, startOwnServer, uniqueName, uniquePhone, type OwnServer } from "./forms-helpers";

const CAMRY =
  "/trade-in?brand=toyota&model=toyota-camry&generation=toyota-camry-xv70&modification=toyota-camry-xv70-1&year=2020&mileage=60000&calc=1";
const money = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

test("«Учесть при покупке» puts the estimate in the cart, and the order from the cart carries it", async ({ page }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  await page.goto("/catalog?condition=new");
  const [carPath] = await cardLinks(page);
  await page.goto(carPath!);
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByRole("link", { name: /В корзине/ })).toBeVisible();

  await page.goto(CAMRY);
  const buyout = money(await page.locator(".tradein-result__buyout").textContent());
  await page.getByRole("button", { name: "Учесть при покупке" }).click();
  await expect(page.getByText("Оценка учтена при покупке.")).toBeVisible();
  await page.getByRole("link", { name: "Перейти в корзину" }).click();

  await page.waitForURL(/\/cart$/);
  const block = page.locator(".cart-tradein");
  await expect(block.getByRole("heading", { name: "Автомобиль в зачёт" })).toBeVisible();
  await expect(block).toContainText("Toyota Camry XV70, 2020 г., 60 000 км");
  const [price, estimate, toPay] = (await block.locator("dd").allTextContents()).map(money);
  expect(estimate).toBe(buyout);
  expect(toPay).toBe(price! - buyout);
  await expectAccessible(page);

  const name = uniqueName("Антон");
  const form = page.locator(".order-form");
  await form.getByLabel("Имя").fill(name);
  await form.getByLabel("Телефон").fill(uniquePhone().typed);
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Заказать автомобиль" }).click();
  if (noJs) await expect(page).toHaveURL(/\/cart#order-form$/);
  await expect(noJs ? page.locator("#order-form") : page.getByRole("dialog")).toContainText("Cпасибо");
  // The order empties the cart of its car (issue 30 item 16).
  await expect(page.getByText("Корзина пуста.")).toBeVisible();
  await expect.poll(() => leadsWhere("OrderForm", (p) => p.NAME === name).length).toBe(1);
  const order = leadsWhere("OrderForm", (p) => p.NAME === name)[0]!.payload;
  expect(order).toMatchObject({ TRADE_IN: { brand: "Toyota", model: "Camry", year: 2020, mileage: 60_000, buyout }, TO_PAY: toPay });

  // «Не учитывать» in the cart forgets it (the car back in the cart: the order took it out).
  await page.goto(carPath!);
  await page.getByRole("button", { name: "В корзину" }).click();
  await expect(page.getByRole("link", { name: /В корзине/ })).toBeVisible();
  await page.goto("/cart");
  await block.getByRole("button", { name: "Не учитывать" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText("Есть автомобиль на обмен?")).toBeVisible();
});

test("a used car has a price badge in the catalogue and its market price on its page", async ({ page }) => {
  test.slow();
  await page.goto("/catalog?condition=used");
  const badges = page.locator(".car-grid .price-badge");
  await expect(badges.first()).toHaveText(/^(Отличная цена|Хорошая цена|Выше рынка)$/);
  // Every card but one whose mileage may have been rolled back, which gets no badge (issue 44, item 6).
  const trusted = page.locator(".car-grid .car-card").filter({ hasNot: page.locator(".mileage-warning") });
  expect(await badges.count()).toBe(await trusted.count());

  const [carPath] = await cardLinks(page);
  await page.goto(carPath!);
  const price = page.locator(".car-price");
  await expect(price.locator(".price-badge")).toHaveText(/^(Отличная цена|Хорошая цена|Выше рынка)$/);
  await expect(price.getByText(/^Рыночная цена: [\d ]+ ₽ \(от [\d ]+ ₽ до [\d ]+ ₽\)$/)).toBeVisible();
  await expect(price.getByText(/^Цена (на \d+% (ниже|выше)|на уровне) средней рыночной цены .+ \d{4} года с таким пробегом/)).toBeVisible();
  await expectAccessible(page);
});

test.describe("with trade-in switched off", () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    server = await startOwnServer({ DEALER_API_FEATURES: "trade_in=0" });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test("the page redirects home, its link, the badges and the cart's estimate are gone", async ({ page }) => {
    test.slow();
    await page.goto(`${server.url}/trade-in?brand=kia`);
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(page.getByRole("link", { name: "Продать автомобиль" })).toHaveCount(0);

    await page.goto(`${server.url}/catalog?condition=used`);
    await expect(page.locator(".car-grid .car-card").first()).toBeVisible();
    await expect(page.locator(".price-badge")).toHaveCount(0);

    const db = new Database(server.dbPath, { readonly: true });
    const used = db.prepare("SELECT id FROM cars WHERE condition = 'used' LIMIT 1").pluck().get() as number;
    db.close();
    await page.goto(`${server.url}/cars/x/y/${used}`);
    await expect(page.getByText(/^Рыночная цена/)).toHaveCount(0);
    await page.getByRole("button", { name: "В корзину" }).click();
    await expect(page.getByRole("link", { name: /В корзине/ })).toBeVisible();
    await page.goto(`${server.url}/cart`);
    await expect(page.locator(".cart-item")).toBeVisible();
    await expect(page.getByText("Автомобиль в зачёт")).toHaveCount(0);
  });
});
