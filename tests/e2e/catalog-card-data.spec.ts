import { expect, isNoJs, test } from "./fixtures";

/*
 * A list page's cards travel as tuples, and its photos by their short addresses
 * (docs/decisions/079-short-photo-addresses-and-card-tuples.md); only the browser's own requests
 * carry them, and a document's grid stays the server's markup until one does (ADR 082). The
 * page the browser hydrates is the one the server sent, card for card, with no mismatch, and so
 * is the grid rendered from the data.
 */

/** The page's loader data as Remix inlines it: the turbo-stream's text, decoded from its script. */
function hydrationData(html: string): string {
  const chunk = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/.exec(html);
  expect(chunk, "the loader data's script").not.toBeNull();
  return JSON.parse(chunk![1]) as string;
}

for (const path of ["/catalog", "/cars/toyota"]) {
  test(`${path} sends its cards to the browser's requests only, without a key per field, and its photos by their short addresses`, async ({ request }, testInfo) => {
    test.skip(isNoJs(testInfo), "HTTP only: the same in both projects");
    const html = await (await request.get(path, { headers: { "Accept-Encoding": "identity" } })).text();
    const document = hydrationData(html);
    const carLinks = [...html.matchAll(/<h2><a href="(\/cars\/[^"]+\/\d+)"/g)].map((match) => match[1]);
    expect(carLinks.length).toBeGreaterThan(0);
    // The document draws the cards and does not carry them again in its data.
    for (const link of carLinks) expect(document, link).not.toContain(`"${link}"`);
    expect(document).not.toContain("вид спереди-сбоку");

    // A navigation's or revalidation's data has them, as tuples.
    const data = await (await request.get(`${path}.data`, { headers: { "Accept-Encoding": "identity" } })).text();
    for (const link of carLinks) expect(data, link).toContain(`"${link}"`);
    // A card's fields were an object's keys; none of them is named in the data now.
    for (const key of ["specs", "photo", "href", "price", "alt"]) expect(data, key).not.toContain(`"${key}"`);
    // A drawing's text is sent without the car's name: one string for all of them.
    expect(data).toContain('", вид спереди-сбоку"');
    // No photo in the page by the long address, and the short ones have no query.
    expect(html).not.toContain("/images/v1/");
    expect(data).not.toContain("/images/v1/");
    if (path === "/catalog") expect(html).toMatch(/<img src="\/img\/v1\/480\/photos\/[\w-]+\.jpg" srcSet="\/img\/v1\/320\/photos\/[\w-]+\.jpg 320w,/);
  });
}

test("the catalogue and a brand page hydrate to what the server sent, and render the same cards from their data, with no React error", async ({ page, request }, testInfo) => {
  test.skip(isNoJs(testInfo), "hydration is the JavaScript project's");
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  for (const path of ["/catalog", "/cars/toyota"]) {
    const served = await (await request.get(path)).text();
    // The fixture's goto returns once React has the page.
    await page.goto(path);
    const cards = page.locator(".car-grid .car-card");
    // What a card says and shows: its text, its photo's attributes, its link (JavaScript adds
    // its own hidden field to the toggles' forms, which is not the card's content).
    const expected = await page.evaluate((html) => {
      const doc = new DOMParser().parseFromString(html, "text/html");
      return [...doc.querySelectorAll(".car-grid .car-card")].map((card) => {
        const img = card.querySelector("img")!;
        return [card.textContent, ...["src", "srcset", "sizes", "alt", "width", "height", "loading"].map((name) => img.getAttribute(name)), card.querySelector("h2 a")?.getAttribute("href")];
      });
    }, served);
    expect(expected.length).toBeGreaterThan(0);
    await expect(cards).toHaveCount(expected.length);
    const read = () =>
      cards.evaluateAll((nodes) =>
        nodes.map((card) => {
          const img = card.querySelector("img")!;
          return [card.textContent, ...["src", "srcset", "sizes", "alt", "width", "height", "loading"].map((name) => img.getAttribute(name)), card.querySelector("h2 a")?.getAttribute("href")];
        }),
      );
    expect(await read()).toEqual(expected);

    // A toggle's post revalidates the page: its data brings the cards, and the grid is drawn
    // from them (a new list element), to the same cards, the toggled one pressed.
    await page.locator(".car-grid").evaluate((grid) => grid.setAttribute("data-served", ""));
    const toggle = cards.first().getByRole("button", { name: "Добавить в избранное" });
    const revalidated = page.waitForResponse((response) => response.request().method() === "GET" && new URL(response.url()).pathname === `${path}.data`);
    await toggle.click();
    await revalidated;
    await expect(page.locator(".car-grid:not([data-served])")).toHaveCount(1);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(await read()).toEqual(expected);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
  }
  expect(errors.filter((text) => /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(text))).toEqual([]);
});

test("a toggle of the grid kept as the server drew it says why its post was refused", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the kept grid is the browser's: without JavaScript the post lands on its page");
  await page.goto("/catalog");
  // The server refuses what no button sends: the post goes out with a car that is not one.
  await page.route("**/favorites.data", (route) => route.continue({ postData: route.request().postData()?.replace(/\badd=\d+/, "add=abc") }));
  const toggle = page.locator(".car-grid .car-card").first().getByRole("button", { name: "Добавить в избранное" });
  const refused = page.waitForResponse((response) => response.request().method() === "POST" && response.status() === 400);
  await toggle.click();
  await refused;
  // The grid asks for its cards, and the toggle, rendered, says why and shows it unpressed.
  await expect(page.locator(".car-grid .car-card").first().getByRole("alert")).not.toBeEmpty();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByRole("link", { name: /Избранное/ }).first()).not.toContainText("1");
});

test("a toggle of the kept grid clicked again before the grid is rendered undoes the first click", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the kept grid is the browser's: without JavaScript each click is a page");
  await page.goto("/catalog");
  // The page's data is held back, so the grid stays the served one between the two clicks.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/catalog.data*", async (route) => {
    await held;
    await route.continue();
  });
  const toggle = page.locator(".car-grid .car-card").nth(3).getByRole("button", { name: "Добавить к сравнению" });
  const added = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/comparison.data");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await added;
  const removed = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/comparison.data");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await removed;
  release();
  await expect(page.locator(".car-grid .car-card").nth(3).getByRole("button", { name: "Добавить к сравнению" })).toHaveAttribute("aria-pressed", "false");
  await page.goto("/comparison");
  await expect(page.getByText("В сравнении пока нет автомобилей")).toBeVisible();
});

test("a list page reached from another page comes with its cards, never a heading over an empty grid", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the cards' chunk is the browser's: without JavaScript the page comes whole");
  await page.goto("/company");
  // Each moment the list's heading is on the page with no card under it is noted.
  await page.evaluate(() => {
    const marks = window as unknown as { emptyList: boolean };
    marks.emptyList = false;
    new MutationObserver(() => {
      if (document.getElementById("catalog-results-title") && !document.querySelector(".car-grid .car-card")) marks.emptyList = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  // The cards' code is not in this page's load: it is held back until the page has drawn what
  // it can without it and gone idle.
  let asked!: () => void;
  const chunkAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(/\/assets\/CatalogCards-[\w-]+\.js$/, async (route) => {
    asked();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
    await route.continue();
  });
  await page.getByRole("search").getByLabel("Поиск по марке и модели").fill("toyta");
  await page.getByRole("search").getByRole("button", { name: "Найти" }).click();
  await chunkAsked;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/cars\/toyota$/);
  await expect(page.locator(".car-grid .car-card").first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { emptyList: boolean }).emptyList)).toBe(false);
});
