import { expect, expectAccessible, test } from "./fixtures";

test("the cookie notice expands, collapses, and 'Понятно' hides it for a year", async ({ page, context }) => {
  await page.goto("/policy");
  const notice = page.getByRole("region", { name: "Уведомление о файлах cookie" });
  await expect(notice).toBeVisible();
  const full = notice.getByText(/Cookie — небольшие файлы/);
  await expect(full).toBeHidden();

  await notice.getByText("Подробнее").click();
  await expect(full).toBeVisible();
  await expect(notice.getByText("Подробнее")).toBeHidden();
  await expectAccessible(page);
  await notice.getByText("Скрыть").click();
  await expect(full).toBeHidden();

  await notice.getByRole("button", { name: "Понятно" }).click();
  await expect(notice).toHaveCount(0);
  await expect(page).toHaveURL(/\/policy$/);

  // With JS the notice goes before the fetcher's answer (and its cookie) arrives.
  const noticeCookie = async () => (await context.cookies()).find((c) => c.name === "messages_cookies");
  await expect.poll(noticeCookie).toBeTruthy();
  const cookie = await noticeCookie();
  expect(cookie?.path).toBe("/");
  const yearFromNow = Date.now() / 1000 + 31556926;
  expect(Math.abs((cookie?.expires ?? 0) - yearFromNow)).toBeLessThan(120);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Уведомление о файлах cookie" })).toHaveCount(0);
});

test("the cookie action never redirects off the site", async ({ request }) => {
  const response = await request.post("/cookie-notice", { form: { returnTo: "https://evil.example/" }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toBe("/");
  expect(response.headers()["set-cookie"]).toContain("messages_cookies=");
});
