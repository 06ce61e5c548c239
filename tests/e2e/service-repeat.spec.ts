import Database from "better-sqlite3";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH, openPage, trackPosts, uniquePhone } from "./forms-helpers";

/*
 * The same service visit booked again from another browser (same phone, centre and slot) is
 * the booking already made; what the visitor wrote the second time reaches the centre, and the
 * visitor is told so (issue 30 item 14). Each project books at a centre no other test uses.
 */

function commentsOf(phone: string): { bookings: number; comments: string[] } {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true });
  try {
    const ids = db.prepare("SELECT id FROM service_bookings WHERE phone = ?").pluck().all(phone) as number[];
    const first = db.prepare("SELECT comment FROM service_bookings WHERE phone = ?").pluck().all(phone) as Array<string | null>;
    const added = ids.length
      ? (db.prepare(`SELECT comment FROM service_booking_comments WHERE booking_id = ? ORDER BY id`).pluck().all(ids[0]) as string[])
      : [];
    return { bookings: ids.length, comments: [...first.filter((c): c is string => !!c), ...added] };
  } finally {
    db.close();
  }
}

test("a repeated booking keeps its new comment and says so", async ({ page, request }, testInfo) => {
  test.slow();
  const noJs = isNoJs(testInfo);
  const centre = noJs ? "avtodom-moskovsky" : "avtodom-okruzhnoe";
  const phone = uniquePhone();

  // The slot: the first free time of the page's first day with places.
  await openPage(page, `/service?centre=${centre}`, noJs);
  const date = await page.locator('input[name="DATE"]').inputValue();
  const time = await page.locator('input[name="TIME"]:not([disabled])').first().inputValue();
  const car = { WORK: "maintenance", BRAND: "Kia", MODEL: "Rio", YEAR: "2019" };

  // The first booking, from another browser (a plain form post, as without JS), which opened the page first (ADR 064).
  await request.get(`/service?centre=${centre}&date=${date}`);
  const first = await request.post(`/service?centre=${centre}&date=${date}`, {
    form: { CENTER: centre, DATE: date, TIME: time, ...car, NAME: "Игорь", PHONE: phone.typed, COMMENT: "Стучит подвеска справа", AGREE: "on" },
    maxRedirects: 0,
  });
  expect(first.status()).toBe(303);

  // The same visit from this browser, with something more to say.
  await openPage(page, `/service?centre=${centre}&date=${date}`, noJs);
  const form = page.locator("form.service-form");
  const slot = form.locator(`input[name="TIME"][value="${time}"]`);
  await form.locator(`label[for="${await slot.getAttribute("id")}"]`).click();
  await form.getByLabel("Вид работ").selectOption(car.WORK);
  await form.getByLabel("Марка").fill(car.BRAND);
  await form.getByLabel("Модель").fill(car.MODEL);
  await form.getByLabel("Год выпуска").fill(car.YEAR);
  await form.getByLabel("Имя").fill("Игорь");
  await form.getByLabel("Телефон").fill(`+7 ${phone.typed}`);
  await form.getByLabel(/^Комментарий/).fill("Ещё проверьте кондиционер");
  await form.getByRole("checkbox").check();
  const posts = trackPosts(page);
  await form.getByRole("button", { name: "Записаться" }).click();

  await expect(page).toHaveURL(/\/service\?booked=1(#service-booking)?$/);
  const summary = page.getByRole("region", { name: "Вы записаны на сервис" });
  await expect(summary).toContainText(`${time}–`);
  await expect(summary).toContainText("Вы уже записаны на это время, поэтому новая запись не создана. Ваш комментарий мы добавили к этой записи.");
  await expectAccessible(page);

  await posts.settled();
  expect(commentsOf(phone.api)).toEqual({ bookings: 1, comments: ["Стучит подвеска справа", "Ещё проверьте кондиционер"] });
});
