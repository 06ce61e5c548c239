import { expect, test } from "./fixtures";

test.describe("the /catalog/{slug} redirect", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

  test("answers 301 to /cars/{slug parts}, keeping the query string", async ({ request }) => {
    const response = await request.get("/catalog/haval/jolion/12?utm_source=x", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/cars/haval/jolion/12?utm_source=x");
  });

  for (const slug of ["a/b/c/d", "Haval/Jolion/1", "..%2F..%2Fetc", "%2F%2Fevil.example", "haval%5C..", "хавал"]) {
    test(`refuses the unsafe slug ${slug} with 404`, async ({ request }) => {
      const response = await request.get(`/catalog/${slug}`, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
    });
  }
});

test("an old catalogue link lands on the car page", async ({ page }) => {
  await page.goto("/catalog");
  const href = (await page.locator(".car-card :is(h2, h3) > a").first().getAttribute("href"))!;
  await page.goto(href.replace("/cars/", "/catalog/"));
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
