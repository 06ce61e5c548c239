import { expect, isNoJs, test } from "./fixtures";

/*
 * The catalogue's HTML stays cheap to render and send (ADR 028, ADR 029): one form for the
 * grid's toggles as small as a form of their own allows (ADR 045), icons from one cached sprite,
 * and a bounded size.
 */

/**
 * The first page of the catalogue (24 cards, default sort) for a first-time visitor. It was
 * 130 KB with a form per toggle and inline icons, 96 KB before the cards, the filters and the
 * loader data were trimmed to what they render (ADR 028's addendum) and the shell's second
 * navigation and closed dialogs went (ADR 030), 69.5 KB after (issue 17's goal was 70 KB).
 * Issue 28 put «от N ₽/мес» on every card with the ПСК range and «Не является публичной
 * офертой» the law asks for beside it (about 200 bytes a card, mostly Cyrillic) and the
 * programmes' terms in root data: 76.3 KB (ADR 040); each of the page's three photographed
 * cards adds about 1 KB of variant lists (ADR 037); a form of its own per toggle, which text
 * browsers need, and their labels as text cost 5.5 KB (ADR 045); the header search, the
 * filter «Без ДТП» and «Сохранить поиск» about 2 KB more: 87.3 KB when the round was merged.
 * Issue 40 asks for 70 KB again. A photographed card's three variant lists became one (ADR 070),
 * 12 KB less; issue 41 then made each card's line the whole credit disclosure the law asks for
 * (the programme, rate, down payment, term, the bank's full name and licence: ADR 066), about
 * 400 bytes more a card: 98.1 KB. A list's card then showed the compact disclosure (the ПСК, the
 * payment, the bank) and linked its programme's conditions, printed once under the cards
 * (ADR 077): 93.7 KB. The cards' delivery lines and promotions then brought it to 98.5 KB;
 * photos by short addresses and the cards as tuples in the hydration data took 4.4 KB off
 * (ADR 079): 94.1 KB. A card's credit line lost the marker React puts between two text nodes
 * (192 bytes a page): 93.8 KB. The root's credit programmes as tuples took 1.3 KB off every
 * page: 92.5 KB. A card toggle's label is hidden by its place, not by a class each of the 48
 * repeats: 91.4 KB. The document's data no longer says the cards the markup draws: the grid
 * stays the server's markup until the browser's own request brings them (ADR 082): 85.6 KB.
 * Issue 40's 70 KB is not reached yet: the cards' toggle forms (about 600 bytes a card) and the
 * rest of the root's data on every page are what is left (ADR 079, ADR 082); the budget goes
 * down to 70 000 with them.
 */
const CATALOG_HTML_BUDGET = 86_000;

test("the catalogue's HTML is bounded, each toggle is the form it submits and icons come from the sprite", async ({ request }, testInfo) => {
  test.skip(isNoJs(testInfo), "HTTP only: the same in both projects");
  const response = await request.get("/catalog", { headers: { "Accept-Encoding": "identity" } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/<article class="car-card"/g)).toHaveLength(24);
  // A photo is one <img> with one srcset of short addresses, whatever the browser (ADR 070, ADR 079).
  expect(html.includes("<picture"), "a <picture> in the page").toBe(false);
  expect(html).toMatch(/<img src="\/img\/v1\/\d+\/[^"?]+" srcSet="[^"]+" sizes=/);
  expect(Buffer.byteLength(html), "catalogue HTML bytes").toBeLessThanOrEqual(CATALOG_HTML_BUDGET);

  // Each toggle is a form of its own around its one button (a text browser knows neither
  // form= nor formaction, ADR 045): no field but the button, where a plain post returns in
  // the action's query and the card's place as its fragment.
  const gridStart = html.indexOf('<ul class="car-grid');
  const lastCard = html.lastIndexOf("</article>");
  const cards = html.slice(gridStart, lastCard);
  expect(cards).not.toMatch(/<input\b/);
  expect(html).not.toMatch(/\s(form|formaction)="/);
  const forms = [...cards.matchAll(/<form [^>]*>/g)].map((m) => m[0]);
  for (const list of ["favorites", "comparison"]) {
    expect(forms.filter((f) => /action="\/LIST\?returnTo=%2Fcatalog#catalog-lists-\d+"/.test(f.replace(`/${list}`, "/LIST"))), list).toHaveLength(24);
  }
  const buttons = [...cards.matchAll(/<form [^>]*><button [^>]*>/g)].map((m) => m[0]);
  expect(buttons.filter((b) => /\bname="add"/.test(b) && /\bvalue="\d+"/.test(b) && /type="submit"/.test(b))).toHaveLength(48);

  // Icons: no inline paths; one fingerprinted, immutable sprite holds every symbol used.
  const uses = [...html.matchAll(/<use href="([^"#]+)#([\w-]+)"/g)];
  expect(uses.length).toBeGreaterThanOrEqual(48);
  expect(new Set(uses.map((m) => m[1])).size).toBe(1);
  expect(html).not.toMatch(/<svg class="icon[^>]*>\s*<path/);
  const spriteUrl = uses[0][1];
  expect(spriteUrl).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
  const sprite = await request.get(spriteUrl);
  expect(sprite.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(sprite.headers()["cache-control"]).toContain("immutable");
  const symbols = await sprite.text();
  for (const name of new Set(uses.map((m) => m[2]))) expect(symbols, name).toContain(`<symbol id="${name}"`);
});

test("a card's toggle still adds and removes, back on the same page (no reload with JavaScript)", async ({ page }, testInfo) => {
  await page.goto("/catalog");
  const card = page.locator(".car-grid .car-card").nth(1);
  const compare = card.getByRole("button", { name: "Добавить к сравнению" });
  const favourite = card.getByRole("button", { name: "Добавить в избранное" });
  await expect(compare).toHaveAttribute("aria-pressed", "false");
  // With JavaScript the page stays the same document: a mark set on it survives the toggles.
  if (!isNoJs(testInfo)) await page.evaluate(() => ((window as { perfMark?: number }).perfMark = 1));

  const posted = (path: string) => page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith(path));
  await Promise.all([posted("/comparison"), compare.click()]);
  await expect(compare).toHaveAttribute("aria-pressed", "true");
  await Promise.all([posted("/favorites"), favourite.click()]);
  await expect(favourite).toHaveAttribute("aria-pressed", "true");
  // The hint on hover and focus says the state once pressed (catalog.css, from the label).
  await expect.poll(() => favourite.evaluate((button) => getComputedStyle(button, "::after").content)).toBe('"В избранном"');
  await expect(page).toHaveURL(/\/catalog(#catalog-lists-\d+)?$/);

  await Promise.all([posted("/comparison"), compare.click()]);
  await expect(compare).toHaveAttribute("aria-pressed", "false");
  if (!isNoJs(testInfo)) expect(await page.evaluate(() => (window as { perfMark?: number }).perfMark)).toBe(1);

  // The lists hold what the buttons say.
  await page.goto("/favorites");
  await expect(page.getByText("В избранном: 1")).toBeVisible();
  await page.goto("/comparison");
  await expect(page.getByText("В сравнении пока нет автомобилей")).toBeVisible();
});
