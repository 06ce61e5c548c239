import type { Page } from "@playwright/test";
import { FLAGS_OFF_URL } from "../../playwright.config";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";

// The city button is a <summary> without JS and a <button aria-expanded> with it.
const cityButton = (page: Page) => page.locator(".header-top .city-menu__button");
const headerPhone = (page: Page) => page.locator(".header-top .header-phone");

test("choosing another city changes the header phone and survives a reload", async ({ page }) => {
  await page.goto("/faq");
  await expect(cityButton(page)).toContainText("Санкт-Петербург");
  await expect(headerPhone(page)).toHaveText("+7 812 309 77 00");
  await expect(headerPhone(page)).toHaveAttribute("href", "tel:+78123097700");

  await cityButton(page).click();
  await expectAccessible(page);
  // The choice is kept once its post is answered: with JavaScript the header follows the
  // choice at once, before the answer, and a reload sooner would cancel the post.
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/city") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Казань" }).click();
  await saved;

  await expect(headerPhone(page)).toHaveText("+7 843 207 74 00");
  await expect(cityButton(page)).toContainText("Казань");
  // The no-JS form comes back to the page it was posted from.
  await expect(page).toHaveURL(/\/faq$/);

  await page.reload();
  await expect(headerPhone(page)).toHaveText("+7 843 207 74 00");
  await expect(cityButton(page)).toContainText("Казань");
});

test("the city menu closes on Escape and gives focus back to its button", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the keyboard menu needs JavaScript; without it the <details> form is used");
  await page.goto("/");
  const button = page.getByRole("button", { name: /Ваш город: Санкт-Петербург/ });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: "Санкт-Петербург", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("button", { name: "Вологда" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(button).toBeFocused();
  await expect(page.getByRole("button", { name: "Вологда" })).toBeHidden();
});

test("a city list opened before the scripted menu's code arrives stays open, with the focus where it was", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "without JavaScript the plain form is the menu");
  // The menu's code is held back, as on a slow phone, until the plain list is open.
  let release!: () => void;
  let requested = false;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/CityMenu-[^/]*\.js$/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await page.goto("/faq");
  await expect.poll(() => requested).toBe(true);
  await page.locator(".header-top details.city-menu summary").focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Санкт-Петербург", exact: true })).toBeFocused();

  release();
  const button = page.getByRole("button", { name: /Ваш город: Санкт-Петербург/ });
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("button", { name: "Санкт-Петербург", exact: true })).toBeFocused();
  // The scripted menu's keys, and its choice saved without leaving the page.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("button", { name: "Вологда" })).toBeFocused();
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/city")),
    page.getByRole("button", { name: "Казань" }).click(),
  ]);
  await expect(cityButton(page)).toContainText("Казань");
  await expect(page).toHaveURL(/\/faq$/);
});

test("choosing the same city saves nothing", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "with JS the menu skips the call; the plain form always posts");
  await page.goto("/");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const cityMenu = page.getByRole("button", { name: /Ваш город/ });
  // Hydrated: before that the menu is the plain form, which always posts.
  await expect(cityMenu).toHaveAttribute("aria-expanded", "false");
  await cityMenu.click();
  await page.getByRole("button", { name: "Санкт-Петербург", exact: true }).click();
  // An absence needs a later event to be sure of: another city is saved with one post, so a
  // post for the same city, which would have been sent first, would be in the list too.
  await cityMenu.click();
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: "Казань" }).click(),
  ]);
  expect(posts).toHaveLength(1);
  expect(posts[0]).toMatch(/\/city(\.data)?$/);
});

test("the header has the icon buttons with their counters and the account", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Избранное, 0" })).toHaveAttribute("href", "/favorites");
  await expect(header.getByRole("link", { name: "Сравнение, 0" })).toHaveAttribute("href", "/comparison");
  await expect(header.getByRole("link", { name: "Корзина, 0" })).toHaveAttribute("href", "/cart");
  await expect(header.getByRole("link", { name: "Личный кабинет" })).toHaveAttribute("href", "/personal");
  await expectAccessible(page);
});

test("the counter buttons and the account disappear when their flags are off", async ({ page }) => {
  await page.goto(`${FLAGS_OFF_URL}/`);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: /Меридиан Авто/ })).toBeVisible();
  await expect(header.getByRole("link", { name: /^Избранное/ })).toHaveCount(0);
  await expect(header.getByRole("link", { name: /^Сравнение/ })).toHaveCount(0);
  await expect(header.getByRole("link", { name: /^Корзина/ })).toHaveCount(0);
  await expect(header.getByRole("link", { name: /^Личный кабинет/ })).toHaveCount(0);
  await expectAccessible(page);
});

test("a page whose flag is off redirects home", async ({ page }) => {
  await page.goto(`${FLAGS_OFF_URL}/cart`);
  await expect(page).toHaveURL(`${FLAGS_OFF_URL}/`);
  await page.goto(`${FLAGS_OFF_URL}/personal/garage`);
  await expect(page).toHaveURL(`${FLAGS_OFF_URL}/`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Автомобили в наличии");
});

test("a client-side data request for a disabled page gets the redirect too", async ({ request }, testInfo) => {
  test.skip(isNoJs(testInfo), "HTTP only");
  // Single fetch asks for /cart.data; the root loader must read it as /cart.
  const response = await request.get(`${FLAGS_OFF_URL}/cart.data`);
  expect(response.status()).toBe(202);
  expect(await response.text()).toContain('"redirect","/"');
});

test("the desktop navigation: drop-down children by keyboard, the auction in a new tab", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Основное меню" });
  await expect(nav.getByRole("link", { name: "Главная" })).toHaveAttribute("aria-current", "page");
  const news = nav.getByRole("link", { name: "Новости" });
  await expect(news).toBeHidden();
  await nav.getByRole("link", { name: "О компании" }).focus();
  await page.keyboard.press("Tab");
  await expect(news).toBeFocused();
  await expect(news).toBeVisible();
  await expectAccessible(page);
  if (!isNoJs(test.info())) {
    // WCAG 1.4.13: the drop-down can be dismissed without moving focus away first.
    await page.keyboard.press("Escape");
    await expect(news).toBeHidden();
    await expect(nav.getByRole("link", { name: "О компании" })).toBeFocused();
  }
  const auction = nav.getByRole("link", { name: /Аукцион/ });
  await expect(auction).toHaveAttribute("target", "_blank");
  await expect(auction).toHaveAttribute("rel", /noopener/);
  await expect(auction).toHaveAttribute("href", /^https:\/\//);
});

test("the city action refuses an unknown city with a Russian message", async ({ request }) => {
  const response = await request.post("/city", { form: { fiasId: "not-a-city", returnTo: "/" }, maxRedirects: 0 });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Выберите город из списка");
});

test("the city action never redirects off the site", async ({ request }) => {
  const response = await request.post("/city", {
    form: { fiasId: "93b3df57-4c89-44df-ac42-96f05e9cd3b9", returnTo: "//evil.example/" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/");
});

test("the /city page lists the six cities and saves the chosen one", async ({ page }) => {
  await page.goto("/city");
  await expect(page).toHaveTitle("Выбор города - Меридиан Авто");
  const crumbs = page.getByRole("navigation", { name: "Хлебные крошки" });
  await expect(crumbs.getByRole("listitem")).toHaveText(["Главная", "Выбор города"]);
  const main = page.getByRole("main");
  for (const name of ["Санкт-Петербург", "Вологда", "Воронеж", "Казань", "Мурманск", "Псков"]) {
    await expect(main.getByRole("button", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expectAccessible(page);
  await main.getByRole("button", { name: /^Мурманск/ }).click();
  await expect(main.getByRole("button", { name: /^Мурманск/ })).toHaveAttribute("aria-current", "true");
  await expect(headerPhone(page)).toHaveText("+7 815 270 30 30");
});

test("the shell's links navigate on the client, mark the current section and preload on hover", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "client navigation and preloading need JavaScript; without it the links are plain links");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/catalog");
  await page.locator('input[name="_js"]').first().waitFor({ state: "attached" });
  const nav = page.getByRole("navigation", { name: "Основное меню" });
  const service = nav.getByRole("link", { name: "Сервис" });

  // Hovering preloads the page's data before the click.
  await service.hover();
  await expect(page.locator('link[rel="prefetch"][href^="/service.data"]')).toHaveCount(1);

  // A client-side navigation keeps the window (a reload would lose the mark).
  await page.evaluate(() => ((window as unknown as { shellMark: number }).shellMark = 1));
  await service.click();
  await expect(page).toHaveURL(/\/service$/);
  await expect(service).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Купить автомобиль" })).not.toHaveAttribute("aria-current", "page");

  // A section's link stays current under it, in the footer too.
  await page.getByRole("navigation", { name: "Разделы сайта" }).getByRole("link", { name: "Новости" }).click();
  await expect(page).toHaveURL(/\/company\/news$/);
  await expect(nav.getByRole("link", { name: "О компании" })).toHaveAttribute("aria-current", "page");
  expect(await page.evaluate(() => (window as unknown as { shellMark?: number }).shellMark)).toBe(1);
});

test("on a data-saver connection hovering a link preloads nothing", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "preloading needs JavaScript");
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" } });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/catalog");
  await page.locator('input[name="_js"]').first().waitFor({ state: "attached" });
  const service = page.getByRole("navigation", { name: "Основное меню" }).getByRole("link", { name: "Сервис" });
  await service.hover();
  // The click's own request is the proof that a preload would have been seen by now.
  const data = page.waitForResponse((response) => response.url().includes("/service.data"));
  await service.click();
  await data;
  await expect(page).toHaveURL(/\/service$/);
  await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
});
