import Database from "better-sqlite3";
import { FLAGS_OFF_URL } from "../../playwright.config";
import { expect, test } from "./fixtures";

// The flags-off server (playwright.config.ts) runs with `service=0`.
const flagsOffDb = `.e2e/${new URL(FLAGS_OFF_URL).port}/dealer.sqlite`;

test("with the service flag off the page redirects home, its links are gone and a booking post changes nothing", async ({ page, request }) => {
  for (const path of ["/service", "/service?centre=avtodom-pulkovo", "/service/booking.ics", "/service/models?brand=Haval"]) {
    await page.goto(FLAGS_OFF_URL + path);
    await expect(page, path).toHaveURL(`${FLAGS_OFF_URL}/`);
  }
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Автомобили в наличии");
  await expect(page.locator('a[href^="/service"]')).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Сервис", exact: true })).toHaveCount(0);

  const response = await request.post(`${FLAGS_OFF_URL}/service`, {
    form: { CENTER: "avtodom-pulkovo", DATE: "2030-01-10", TIME: "10:00", WORK: "maintenance", BRAND: "Lada", MODEL: "Vesta", YEAR: "2020", NAME: "Иван", PHONE: "9110000000", AGREE: "on" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/");
  const db = new Database(flagsOffDb, { readonly: true, fileMustExist: true });
  try {
    expect(db.prepare("SELECT COUNT(*) FROM service_bookings").pluck().get()).toBe(0);
  } finally {
    db.close();
  }
});
