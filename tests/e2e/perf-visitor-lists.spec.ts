import type { APIRequestContext, Page } from "@playwright/test";
import { expect, isNoJs, test } from "./fixtures";

/*
 * A visitor whose only personal state is their favourites and comparison gets the page kept for
 * everyone with their lists written in (docs/decisions/081-visitor-lists-apart.md): the very
 * bytes React renders for them, their own to keep, and a page that hydrates with them.
 */

const PAGES = ["/", "/catalog", "/cars/omoda", "/company/contacts", "/company/news", "/promotions"];

/** The first card's car of the catalogue: its page's address and id. */
async function firstCar(request: APIRequestContext) {
  const html = await (await request.get("/catalog")).text();
  const href = /<article class="car-card">[\s\S]*?<a href="(\/cars\/[^"]+\/(\d+))"/.exec(html);
  expect(href, "a car on the catalogue").not.toBeNull();
  return { path: href![1]!, id: Number(href![2]) };
}

/** The page as this browser gets it once the cache keeps its shared copy (a 404 is never kept). */
async function fromTheCache(request: APIRequestContext, path: string) {
  let html = "";
  if (path === MISSING) {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    expect(response.headers()["cache-control"]).toBe("private, no-cache");
    return response.text();
  }
  await expect
    .poll(
      async () => {
        const response = await request.get(path);
        html = await response.text();
        return `${response.headers()["x-cache"] ?? "rendered"} ${response.headers()["cache-control"]}`;
      },
      { timeout: 15_000 },
    )
    .toBe("HIT private, no-cache");
  return html;
}

/** No page: the 404 page is made for everyone too, and the lists are written into it. */
const MISSING = "/no-such-page";

const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, "");

test("a visitor with lists gets the shared page with their lists written in: the same bytes as a render for them", async ({ page, playwright }, testInfo) => {
  test.skip(isNoJs(testInfo), "HTTP only: the same in both projects");
  test.slow();
  const { request } = page;
  // A returning visitor (the second view issues the id), one favourite, two cars compared.
  await request.get("/");
  await request.get("/");
  const car = await firstCar(request);
  for (const [list, id] of [["favorites", car.id], ["comparison", car.id], ["comparison", car.id + 1]] as const) {
    expect((await request.post(`/${list}`, { form: { add: String(id) }, maxRedirects: 0 })).status()).toBe(303);
  }
  // The same visitor, but with no snapshot of them (their own cookie): the page is made for them.
  const cookies = (await page.context().cookies()).filter((cookie) => cookie.name !== "__visitor");
  const rendered = await playwright.request.newContext({
    baseURL: testInfo.project.use.baseURL,
    extraHTTPHeaders: { cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ") },
  });
  try {
    // The car's page last: it records the view, and other pages then show it in «Вы смотрели».
    for (const path of [...PAGES, MISSING, car.path]) {
      const written = await fromTheCache(request, path);
      expect(written, path).toContain('<span class="visually-hidden">Избранное, 1</span><span class="badge" aria-hidden="true">1</span>');
      expect(written, path).toContain('<span class="visually-hidden">Сравнение, 2</span><span class="badge" aria-hidden="true">2</span>');
      expect(written, path).toContain(`<script type="application/json" id="visitor-lists">{"favorites":[${car.id}],"compare":[${car.id},${car.id + 1}]}</script>`);
      if (path === "/catalog") expect(written.match(/aria-pressed="true"/g), "the catalogue's pressed toggles").toHaveLength(2);
      const response = await rendered.get(path);
      expect(response.headers()["x-cache"], path).toBeUndefined();
      expect(withoutNonces(written), path).toBe(withoutNonces(await response.text()));
    }
    // The car's own page shows its toggles pressed, in words.
    const carPage = await fromTheCache(request, car.path);
    expect(carPage).toMatch(new RegExp(`value="${car.id}" name="delete" class="btn btn--secondary" aria-pressed="true"><svg[^>]*>.*?</svg><span>В избранном</span>`));
    expect(carPage).toMatch(new RegExp(`value="${car.id}" name="delete" class="btn btn--secondary" aria-pressed="true"><svg[^>]*>.*?</svg><span>В сравнении</span>`));
  } finally {
    await rendered.dispose();
  }
});

const favouritesLink = (page: Page) => page.locator(".header-actions").getByRole("link", { name: /^Избранное, \d+$/ });

test("a page with the visitor's lists written in hydrates with them, and a toggle changes them in place", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "hydration is JavaScript's");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  await page.goto("/catalog");
  const card = page.locator(".car-grid .car-card").first();
  const favourite = card.getByRole("button", { name: "Добавить в избранное" });
  await Promise.all([page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/favorites")), favourite.click()]);
  await expect(favouritesLink(page)).toHaveAccessibleName("Избранное, 1");

  // The next views are the page kept for everyone, the favourite written in.
  await fromTheCache(page.request, "/catalog");
  const response = await page.goto("/catalog");
  expect(response?.headers()["x-cache"]).toBe("HIT");
  await expect(favourite).toHaveAttribute("aria-pressed", "true");
  await expect(favouritesLink(page)).toHaveAccessibleName("Избранное, 1");

  // Pressed again, it leaves the list with no reload, and the header follows.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await Promise.all([page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/favorites")), favourite.click()]);
  await expect(favourite).toHaveAttribute("aria-pressed", "false");
  await expect(favouritesLink(page)).toHaveAccessibleName("Избранное, 0");
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // A client navigation keeps what the root loader last said, not what the document was made with.
  await page.getByRole("link", { name: "Главная" }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(favouritesLink(page)).toHaveAccessibleName("Избранное, 0");
  expect(errors, "no hydration error, no error at all").toEqual([]);
});
