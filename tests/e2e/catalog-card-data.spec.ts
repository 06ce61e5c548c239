import { expect, isNoJs, test } from "./fixtures";

/*
 * A list page's cards travel in its hydration data as tuples, and its photos by their short
 * addresses (docs/decisions/079-short-photo-addresses-and-card-tuples.md): the page the browser
 * hydrates is the one the server sent, card for card, with no mismatch.
 */

/** The page's loader data as Remix inlines it: the turbo-stream's text, decoded from its script. */
function hydrationData(html: string): string {
  const chunk = /streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/.exec(html);
  expect(chunk, "the loader data's script").not.toBeNull();
  return JSON.parse(chunk![1]) as string;
}

for (const path of ["/catalog", "/cars/toyota"]) {
  test(`${path} sends its cards without a key per field, and its photos by their short addresses`, async ({ request }, testInfo) => {
    test.skip(isNoJs(testInfo), "HTTP only: the same in both projects");
    const html = await (await request.get(path, { headers: { "Accept-Encoding": "identity" } })).text();
    const data = hydrationData(html);
    // A card's fields were an object's keys; none of them is named in the data now.
    for (const key of ["specs", "photo", "href", "price", "alt"]) expect(data, key).not.toContain(`"${key}"`);
    // A drawing's text is sent without the car's name: one string for all of them.
    expect(data).toContain('", вид спереди-сбоку"');
    // No photo in the page by the long address, and the short ones have no query.
    expect(html).not.toContain("/images/v1/");
    if (path === "/catalog") expect(html).toMatch(/<img src="\/img\/v1\/480\/photos\/[\w-]+\.jpg" srcSet="\/img\/v1\/320\/photos\/[\w-]+\.jpg 320w,/);
  });
}

test("the catalogue and a brand page hydrate to what the server sent, with no React error", async ({ page, request }, testInfo) => {
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
    const hydrated = await cards.evaluateAll((nodes) =>
      nodes.map((card) => {
        const img = card.querySelector("img")!;
        return [card.textContent, ...["src", "srcset", "sizes", "alt", "width", "height", "loading"].map((name) => img.getAttribute(name)), card.querySelector("h2 a")?.getAttribute("href")];
      }),
    );
    expect(hydrated).toEqual(expected);
  }
  expect(errors.filter((text) => /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(text))).toEqual([]);
});
