import { expect, test } from "./fixtures";

/* Texts a careful visitor reads (issue 30): the FAQ reachable, counts in their Russian form. */

test("the FAQ is linked from the footer", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await footer.getByRole("link", { name: "Вопросы и ответы" }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1, name: "Вопросы и ответы" })).toBeVisible();
});

test("the home brand tiles count further models in their Russian form", async ({ page }) => {
  await page.goto("/");
  const more = await page.locator(".brand-tile__models a").evaluateAll((links) =>
    links.map((a) => (a.textContent ?? "").replace(/\s+/g, " ").trim()).filter((text) => text.startsWith("ещё")),
  );
  expect(more.length).toBeGreaterThan(0);
  const form = (n: number) => {
    const mod10 = n % 10;
    const mod100 = n % 100;
    return mod10 === 1 && mod100 !== 11 ? "модель" : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? "модели" : "моделей";
  };
  for (const text of more) {
    const n = Number(/^ещё (\d+)/.exec(text)![1]);
    expect(text).toMatch(new RegExp(`^ещё ${n} ${form(n)} \\S`));
  }
});

test("the 404 page has the whole footer, and a post to an unknown address gets it too", async ({ page, baseURL }) => {
  const response = await page.goto("/nowhere-at-all");
  expect(response!.status()).toBe(404);
  const footer = page.locator("footer");
  await expect(footer.getByRole("region", { name: "Подпишитесь на новости" })).toBeVisible();
  await expect(footer.getByRole("button", { name: "Подписаться" })).toBeVisible();

  const posted = await page.request.post("/nowhere-at-all", { form: { a: "1" }, headers: { Origin: baseURL! } });
  expect(posted.status()).toBe(404);
  const html = await posted.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)![1];
  expect(title).toMatch(/^Ошибка 404 - /);
  expect(title).not.toBe("Ошибка 404 - Автосалон");
  expect(html).toContain('id="newsletter"');
  expect(html).toContain("Вопросы и ответы");
});
