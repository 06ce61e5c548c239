import Database from "better-sqlite3";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH } from "./forms-helpers";
import { TILES } from "./home-helpers";

/*
 * Issue 30 item 7: a centre page said «11 отзывов», showed 6 and offered no way to read the
 * rest. «Показать ещё» shows the next six, landing at the first new one, with JavaScript off
 * (a link and its fragment) and on (in place).
 */

test.beforeEach(async ({ page }) => {
  await page.route(TILES, (route) => route.abort());
});

test("a centre page's «Показать ещё» shows every review the count promises, landing at the first new one", async ({ page, request }, testInfo) => {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  // The centre with the most reviews: more than one «Показать ещё» where the seed allows it.
  const centre = db
    .prepare("SELECT d.code, COUNT(*) AS count FROM dealer_reviews r JOIN dealer_centers d ON d.id = r.dealer_id GROUP BY d.id ORDER BY count DESC, d.sort LIMIT 1")
    .get() as { code: string; count: number };
  const texts = db
    .prepare("SELECT r.text FROM dealer_reviews r JOIN dealer_centers d ON d.id = r.dealer_id WHERE d.code = ? ORDER BY r.created_on DESC, r.id DESC")
    .pluck()
    .all(centre.code) as string[];
  db.close();
  expect(centre.count).toBeGreaterThan(6);

  const address = `/company/contacts/${centre.code}`;
  expect((await request.get(`${address}?reviews=1`, { maxRedirects: 0 })).headers()["location"]).toBe(address);
  for (const bad of ["0", "abc", String(Math.ceil(centre.count / 6) + 1)]) {
    expect((await request.get(`${address}?reviews=${bad}`, { maxRedirects: 0 })).status()).toBe(404);
  }

  await page.goto(address);
  const reviews = page.getByRole("region", { name: "Отзывы" });
  await expect(reviews).toContainText(`${centre.count} отзыв`);
  await expect(reviews.locator(".review-card__text")).toHaveText(texts.slice(0, 6));
  await expect(reviews.locator(".dealer-reviews__shown")).toHaveText(`6 из ${centre.count}`);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  let shown = 6;
  while (shown < centre.count) {
    await reviews.getByRole("link", { name: "Показать ещё" }).click();
    const next = Math.min(shown + 6, centre.count);
    await expect(page).toHaveURL(`${address}?reviews=${Math.ceil(next / 6)}#review-${shown + 1}`);
    await expect(reviews.locator(".review-card__text")).toHaveText(texts.slice(0, next));
    // The visitor is at the first new review.
    await expect(reviews.locator(`#review-${shown + 1}`)).toBeInViewport();
    if (!isNoJs(testInfo)) {
      await expect(reviews.locator(`#review-${shown + 1}`)).toBeFocused();
      // Loaded in place: the same document.
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    }
    shown = next;
  }
  // Everything the count says can be read, and nothing more is offered.
  await expect(reviews.getByRole("link", { name: "Показать ещё" })).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${address}$`));
  await expectAccessible(page);
});

test("the home page's six reviews are six different texts in every city", async ({ page }) => {
  // Six home pages, one per city: on two cores shared with other jobs one load took five seconds.
  test.slow();
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  const cities = db.prepare("SELECT DISTINCT city_fias AS fiasId, city_name AS name FROM dealer_centers").all() as Array<{ fiasId: string; name: string }>;
  db.close();
  for (const { fiasId, name } of cities) {
    expect((await page.request.post("/city", { form: { fiasId, returnTo: "/" }, maxRedirects: 0 })).status()).toBe(303);
    await page.goto("/");
    // The city's own reviews come first: this is that city's six.
    await expect(page.locator(".review-card__dealer").first()).toContainText(name);
    const texts = await page.locator(".review-card__text").allTextContents();
    expect(texts, fiasId).toHaveLength(6);
    expect(new Set(texts).size, fiasId).toBe(6);
  }
});
