import Database from "better-sqlite3";
import { cardLinks } from "./catalog-helpers";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH } from "./forms-helpers";
import { signIn } from "./personal-helpers";

/**
 * A coming service visit booked from the user's phone, put straight into the reference
 * API's table (the booking form is the service page's own, tested there).
 */
function bookVisit(phone: string, daysAhead: number, comments: string[] = []): number {
  const db = new Database(DB_PATH, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    const dealerId = db.prepare("SELECT dealer_id FROM service_centers ORDER BY dealer_id LIMIT 1").pluck().get() as number;
    const start = new Date(Date.now() + daysAhead * 86_400_000);
    start.setUTCHours(7, 0, 0, 0);
    const date = start.toISOString().slice(0, 10);
    const result = db
      .prepare(
        `INSERT INTO service_bookings (dealer_id, slot_date, slot_time, starts_at, ends_at, status, work_code, fuser_id, phone, name,
           car_brand, car_model, car_year, comment, created_at) VALUES (?, ?, '10:00', ?, ?, 'booked', 'maintenance', '', ?, 'Иван', 'Haval', 'Jolion', 2021, ?, ?)`,
      )
      .run(dealerId, date, start.getTime(), start.getTime() + 3_600_000, `+7${phone}`, comments[0] ?? null, Date.now());
    const id = Number(result.lastInsertRowid);
    // Those sent later with the same visit booked again.
    for (const comment of comments.slice(1)) db.prepare("INSERT INTO service_booking_comments (booking_id, comment, fuser_id, created_at) VALUES (?, ?, '', ?)").run(id, comment, Date.now());
    return id;
  } finally {
    db.close();
  }
}

/** «Санкт-Петербург, Санкт-Петербург»: a city said twice in a row. */
const CITY_TWICE = /([А-ЯЁ][А-Яа-яЁё-]+), \1(?![А-Яа-яЁё])/;

test("orders placed while signed in and service visits are listed; a visit is cancelled after a confirmation", async ({ page }, testInfo) => {
  test.slow();
  const phone = await signIn(page);

  // An order placed while signed in, from another phone, is the user's.
  await page.goto("/catalog");
  const car = (await cardLinks(page))[isNoJs(testInfo) ? 5 : 4]!;
  await page.goto(car);
  const carName = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
  const form = page.locator(".order-form");
  await form.getByLabel("Имя").fill("Ольга");
  await form.getByLabel("Телефон").fill("+7 (911) 000-00-01");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Заказать автомобиль" }).click();
  // With JS the order confirms in the success dialog like every lead form (issue 30 item 16).
  await expect(isNoJs(testInfo) ? page.locator("#order").getByRole("status") : page.getByRole("dialog")).toContainText("Cпасибо");
  await page.goto("/personal/orders");
  const order = page.getByRole("main").getByRole("listitem").filter({ hasText: "Заявка получена" });
  await expect(order).toHaveCount(1);
  await expect(order.getByRole("link")).toHaveAttribute("href", car);
  await expect(order).toContainText(carName.split(",")[0]!);
  // The centre's address names its city once (issue 30 item 9).
  await expect(order).not.toContainText(CITY_TWICE);
  await expectAccessible(page);

  // Two coming visits; one is cancelled after its question is answered.
  bookVisit(phone, 3);
  bookVisit(phone, 5, ["Стучит подвеска справа", "Ещё проверьте кондиционер"]);
  await page.goto("/personal/service");
  const upcoming = page.getByRole("region", { name: "Предстоящие визиты" }).getByRole("listitem");
  await expect(upcoming).toHaveCount(2);
  // What the visitor wrote, the first comment and the one sent with the same visit again.
  await expect(upcoming.nth(1)).toContainText("Комментарий: Стучит подвеска справа");
  await expect(upcoming.nth(1)).toContainText("Дополнение: Ещё проверьте кондиционер");
  await expect(upcoming.first()).not.toContainText(CITY_TWICE);
  await upcoming.first().getByText("Отменить запись").click();
  await expect(upcoming.first().getByText(/Время станет свободным для других/)).toBeVisible();
  await expectAccessible(page);
  await upcoming.first().getByRole("button", { name: "Да, отменить" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Запись отменена" })).toBeVisible();
  await expect(upcoming).toHaveCount(1);
  await expect(page.getByRole("region", { name: "Прошедшие и отменённые" }).getByText("Отменена")).toBeVisible();

  // The profile home sums it up.
  await page.getByRole("link", { name: "Профиль" }).click();
  await expect(page.getByRole("main").getByText(/Ближайший визит: /)).toBeVisible();
});
