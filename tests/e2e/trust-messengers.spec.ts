import Database from "better-sqlite3";
import { expect, expectAccessible, test } from "./fixtures";
import { DB_PATH } from "./forms-helpers";
import { TILES } from "./home-helpers";

type Centre = { code: string; telegram: string; max: string; whatsapp: string };

function centres(): Centre[] {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT d.code, m.telegram, m.max, m.whatsapp FROM dealer_centers d JOIN dealer_center_messengers m ON m.dealer_id = d.id ORDER BY d.sort")
      .all() as Centre[];
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ page }) => {
  await page.route(TILES, (route) => route.abort());
});

test("the car page links to its centre's Telegram, MAX and WhatsApp, WhatsApp with the car's name and link", async ({ page }) => {
  await page.goto("/catalog");
  const href = (await page.locator(".car-card :is(h2, h3) > a").first().getAttribute("href"))!;
  await page.goto(href);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
  const links = page.getByRole("list", { name: "Написать в мессенджер" });
  await expect(links.getByRole("link", { name: /^Telegram/ })).toHaveAttribute("href", /^https:\/\/t\.me\/[A-Za-z0-9_]{5,32}$/);
  await expect(links.getByRole("link", { name: /^MAX/ })).toHaveAttribute("href", /^https:\/\/max\.ru\/\S+$/);
  const whatsapp = new URL((await links.getByRole("link", { name: /^WhatsApp/ }).getAttribute("href"))!);
  expect(whatsapp.origin + whatsapp.pathname).toMatch(/^https:\/\/wa\.me\/79\d{9}$/);
  const text = whatsapp.searchParams.get("text")!;
  expect(text).toContain(name);
  expect(text).toContain(href);
  await expectAccessible(page);
});

test("the contacts page and a centre's page give each centre's messengers", async ({ page }) => {
  const all = centres();
  await page.goto("/company/contacts");
  const first = all[0];
  const card = page.locator(`#dealer-${first.code}`);
  await expect(card.getByRole("link", { name: /^Telegram/ })).toHaveAttribute("href", `https://t.me/${first.telegram}`);
  await expect(card.getByRole("link", { name: /^MAX/ })).toHaveAttribute("href", `https://max.ru/${first.max}`);
  await expect(card.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", `https://wa.me/${first.whatsapp}`);
  await expect(page.locator(".messengers")).toHaveCount(all.length);
  await expectAccessible(page);

  await page.goto(`/company/contacts/${first.code}`);
  await expect(page.getByRole("list", { name: "Написать в мессенджер" }).getByRole("link", { name: /^Telegram/ })).toHaveAttribute(
    "href",
    `https://t.me/${first.telegram}`,
  );
});
