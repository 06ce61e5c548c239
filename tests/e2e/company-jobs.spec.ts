import type { Page } from "@playwright/test";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { leadsWhere, openPage, SITE_URL, trackPosts, uniquePhone, waitForLeads } from "./forms-helpers";

const crumbs = (page: Page) => page.getByRole("navigation", { name: "Хлебные крошки" }).getByRole("listitem");
const vacancies = (page: Page) => page.locator(".vacancy-list > li");

test("jobs: twelve vacancies, the recruiting site in a new tab, and a city filter as a GET form", async ({ page, baseURL }) => {
  // Several page loads, each checked by axe and html-validate: slow on a busy machine.
  test.slow();
  const response = await page.goto("/company/jobs");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Вакансии - Меридиан Авто");
  await expect(crumbs(page)).toHaveText(["Главная", "О компании", "Вакансии"]);
  await expect(vacancies(page)).toHaveCount(12);
  await expect(vacancies(page).first()).toContainText(/от \d[\d\s]* до \d[\d\s]*\s₽/);
  const recruiting = page.getByRole("link", { name: /карьерном сайте/ });
  await expect(recruiting).toHaveAttribute("target", "_blank");
  await expect(recruiting).toHaveAttribute("rel", "noopener noreferrer");
  await expect(recruiting).toHaveAttribute("href", /^https:\/\//);

  await page.getByLabel("Город", { exact: true }).selectOption({ label: "Казань (2)" });
  await page.getByRole("button", { name: "Показать" }).click();
  await expect(page).toHaveURL(new RegExp(`^${baseURL}/company/jobs\\?city=[0-9a-f-]{36}$`));
  await expect(page).toHaveTitle("Вакансии: Казань - Меридиан Авто");
  await expect(vacancies(page)).toHaveCount(2);
  for (const place of await vacancies(page).locator(".vacancy-card__place").allTextContents()) expect(place).toMatch(/^Казань, /);
  await expectAccessible(page);
});

test("a vacancy: four crumbs, the external link and its JobPosting JSON-LD; its id answers 301", async ({ page, request }) => {
  // Several page loads, each checked by axe and html-validate: slow on a busy machine.
  test.slow();
  await page.goto("/company/jobs");
  const title = (await vacancies(page).nth(2).getByRole("heading").textContent())!.trim();
  await vacancies(page).nth(2).getByRole("link").click();
  await expect(page).toHaveURL(/\/company\/jobs\/[a-z0-9-]+$/);
  const path = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(crumbs(page)).toHaveText(["Главная", "О компании", "Вакансии", title]);
  for (const heading of ["Обязанности", "Требования", "Условия"]) await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  const respond = page.getByRole("link", { name: /Откликнуться на карьерном сайте/ });
  await expect(respond).toHaveAttribute("target", "_blank");
  await expect(respond).toHaveAttribute("rel", "noopener noreferrer");

  const text = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = text.map((t) => JSON.parse(t) as Record<string, unknown>).find((ld) => ld["@type"] === "JobPosting")!;
  expect(posting).toMatchObject({
    "@context": "https://schema.org",
    title,
    url: `${SITE_URL}${path}`,
    employmentType: expect.stringMatching(/^(FULL_TIME|PART_TIME)$/),
    hiringOrganization: { "@type": "Organization", name: "Меридиан Авто" },
    jobLocation: { "@type": "Place", address: { addressLocality: "Вологда", addressCountry: "RU" } },
    baseSalary: { currency: "RUB", value: { unitText: "MONTH", minValue: expect.any(Number), maxValue: expect.any(Number) } },
  });
  expect(String(posting.description)).toContain("<li>");
  expect(String(posting.datePosted)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(Date.parse(String(posting.datePosted)));
  await expectAccessible(page);

  const byId = await request.get("/company/jobs/3", { maxRedirects: 0 });
  expect(byId.status()).toBe(301);
  expect(byId.headers()["location"]).toBe(path);
  expect((await request.get("/company/jobs/kosmonavt")).status()).toBe(404);
  expect((await request.get("/company/jobs?city=no-such-city")).status()).toBe(404);
});

test("a call-back about a vacancy is one lead that names the vacancy's page", async ({ page }, testInfo) => {
  const noJs = isNoJs(testInfo);
  const phone = uniquePhone();
  await openPage(page, "/company/jobs/avtomekhanik-kazan", noJs);
  const form = page.getByRole("region", { name: "Вопрос о вакансии" });
  await form.getByLabel("Имя").fill("Ильдар");
  await form.getByLabel("Телефон").fill(`+7 ${phone.typed}`);
  await form.getByLabel("Ваш вопрос о вакансии").fill("Есть ли общежитие?");
  await form.getByRole("checkbox").check();
  const posts = trackPosts(page);
  await form.getByRole("button", { name: "Перезвоните мне" }).dblclick();
  if (noJs) {
    // The result in view (ADR 045): the address ends at the form.
    await expect(page).toHaveURL(/\/company\/jobs\/avtomekhanik-kazan#vacancy-callback$/);
    await expect(form.getByRole("status")).toContainText("Cпасибо, Ваша заявка успешно отправлена!");
  } else {
    await expect(page.getByRole("dialog", { name: "Cпасибо, Ваша заявка успешно отправлена!" })).toBeVisible();
  }
  const leads = await waitForLeads(() => leadsWhere("CallBackBodyPageForm", (p) => p.PHONE === phone.api), 1);
  await posts.settled();
  expect(leadsWhere("CallBackBodyPageForm", (p) => p.PHONE === phone.api)).toHaveLength(1);
  expect(leads[0]!.payload).toMatchObject({ NAME: "Ильдар", COMMENT: "Есть ли общежитие?", URL: `${SITE_URL}/company/jobs/avtomekhanik-kazan` });
});
