import type { Page } from "@playwright/test";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";

/** Whether photo N is the one the gallery strip shows (scrolled to its start). */
async function shownInStrip(page: Page, n: number) {
  return page.evaluate((n) => {
    const slide = document.getElementById(`photo-${n}`)!.getBoundingClientRect();
    const strip = document.querySelector(".gallery__strip")!.getBoundingClientRect();
    return Math.abs(slide.left - strip.left) < 2;
  }, n);
}

async function firstCarHref(page: Page) {
  await page.goto("/catalog");
  return (await page.locator(".car-card :is(h2, h3) > a").first().getAttribute("href"))!;
}

test("a car page shows its name, price, specs, dealer with a phone link and structured data", async ({ page }) => {
  const href = await firstCarHref(page);
  const response = await page.goto(href);
  expect(response?.status()).toBe(200);
  const [, name, year] = /^(.+), (\d{4})$/.exec((await page.getByRole("heading", { level: 1 }).textContent())!.trim())!;
  const engine = (await page.locator(".car-page__subtitle").textContent())!.split(" · ")[0]!.replace(/\s*\d+ л\.с\./, "");
  // The title tells one car from its siblings: model, engine, year and city (issue 30 item 9).
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(page).toHaveTitle(new RegExp(`^${escaped(name!)} ${escaped(engine)}, ${year}(, [А-ЯЁ][^,]+)? - .+`));
  await expect(page.locator(".car-price .price").first()).toHaveText(/^\d{1,3}( \d{3})* ₽$/);
  await expect(page.getByRole("heading", { name: "Характеристики", exact: true })).toBeVisible();
  await expect(page.locator(".specs-table th", { hasText: "Год выпуска" })).toBeVisible();
  await expect(page.locator(".dealer-card a[href^='tel:+7']")).toHaveText(/^\+7 \d{3} \d{3} \d{2} \d{2}$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${href}$`));

  const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((el) => el.textContent ?? ""));
  const ld = blocks.map((text) => JSON.parse(text)).find((block) => block["@type"] === "Car");
  expect(ld["@type"]).toBe("Car");
  expect(ld.offers).toMatchObject({ "@type": "Offer", priceCurrency: "RUB" });
  expect(typeof ld.offers.price).toBe("number");
  await expectAccessible(page);
});

test("every photo of the gallery is reachable", async ({ page }, testInfo) => {
  // Many pages and two accessibility audits: give a busy shared machine time.
  test.slow();
  const href = await firstCarHref(page);
  await page.goto(href);
  const slides = page.locator(".gallery__slide");
  const count = await slides.count();
  expect(count).toBeGreaterThan(1);
  const thumbs = page.getByRole("list", { name: "Все фотографии" }).getByRole("link");
  await expect(thumbs).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    await expect(thumbs.nth(i)).toHaveAttribute("href", `#photo-${i + 1}`);
    // A drawing as it is, or a photograph's resized variant (ADR 037).
    await expect(page.locator(`#photo-${i + 1} img`)).toHaveAttribute("src", /^\/media\/cars\/|^\/img\/v1\/\d+\/photos\//);
  }
  // Choosing the last thumbnail brings the last photo into view, with or without JavaScript.
  await thumbs.nth(count - 1).click();
  await expect.poll(() => shownInStrip(page, count)).toBe(true);

  if (!isNoJs(testInfo)) {
    await thumbs.nth(0).click();
    await expect(page.locator(".gallery__counter")).toHaveText(`Фото 1 из ${count}`);
    await expect.poll(() => shownInStrip(page, 1)).toBe(true);
    await page.getByRole("button", { name: "Следующее фото" }).click();
    await expect(page.locator(".gallery__counter")).toHaveText(`Фото 2 из ${count}`);
    await expect.poll(() => shownInStrip(page, 2)).toBe(true);
    await page.getByRole("region", { name: /Фотографии автомобиля/ }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.locator(".gallery__counter")).toHaveText(`Фото 3 из ${count}`);
    await expect.poll(() => shownInStrip(page, 3)).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await expect(page.locator(".gallery__counter")).toHaveText(`Фото 2 из ${count}`);
    await expect.poll(() => shownInStrip(page, 2)).toBe(true);

    // A mouse (or pen) swipe to the left shows the next photo.
    const box = (await page.locator(".gallery__strip").boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(page.locator(".gallery__counter")).toHaveText(`Фото 3 из ${count}`);
  }
  await expectAccessible(page);
});

test.describe("car addresses", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

  test("a wrong brand or model answers 301 to the canonical address", async ({ request, page }) => {
    const href = await firstCarHref(page);
    const id = href.split("/").pop();
    const response = await request.get(`/cars/wrong/model/${id}`, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(href);
  });

  test("another spelling of the address answers 301 to the canonical one, the query kept", async ({ request, page }) => {
    const href = await firstCarHref(page);
    const [, , brand, model, id] = href.split("/");
    const spellings = [`0${id}`, `00${id}`, `%3${id.charAt(0)}${id.slice(1)}`];
    for (const spelling of spellings) {
      const response = await request.get(`/cars/${brand}/${model}/${spelling}`, { maxRedirects: 0 });
      expect(response.status(), spelling).toBe(301);
      expect(response.headers().location, spelling).toBe(href);
    }
    const tagged = await request.get(`/cars/${brand}/${model}/0${id}/?utm_source=mail`, { maxRedirects: 0 });
    expect(tagged.status()).toBe(301);
    expect(tagged.headers().location).toBe(`${href}?utm_source=mail`);
  });

  test("a car that does not exist is a 404 page", async ({ request }) => {
    // An escape that does not decode is a broken address, not another spelling (issue 30 item 15).
    for (const path of ["/cars/haval/jolion/99999999", "/cars/haval/jolion/abc", "/cars/haval/jolion/0", "/cars/%FF%FE/x/1", "/cars/kia/%C3%28/1"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("Страница не найдена");
    }
  });

  // Changed with recently viewed (ADR 043): a visitor with an id records the view with the car
  // page's own request, so that page is theirs; only a visitor without one (a crawler) gets a
  // page a CDN may share.
  test("a crawler's car page may be cached by a CDN, a visitor's (who records the view) may not", async ({ request, page }) => {
    const href = await firstCarHref(page);
    const crawler = await request.get(href, { headers: { "User-Agent": "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)" } });
    expect(crawler.headers()["cache-control"]).toMatch(/^public, .*s-maxage=60/);
    // The first response sets the visited mark (ADR 035) and the second the visitor id, so both
    // are private; so is every later one, which records the view.
    const first = await request.get(href);
    expect(first.headers()["cache-control"]).toBe("private, no-cache");
    const second = await request.get(href);
    expect(second.headers()["cache-control"]).toBe("private, no-cache");
  });
});

test("the car page opens a 404 page for a missing car", async ({ page }) => {
  const response = await page.goto("/cars/haval/jolion/99999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Страница не найдена" })).toBeVisible();
});
