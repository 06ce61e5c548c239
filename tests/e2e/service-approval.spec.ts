import Database from "better-sqlite3";
import type { Locator, Page } from "@playwright/test";
import { addFoundWork, driveVisit } from "../../dealer-api/modules/service-visits";
import { expect, expectAccessible, isNoJs, test } from "./fixtures";
import { DB_PATH } from "./forms-helpers";
import { signIn } from "./personal-helpers";

/*
 * Approval of work found during a service visit (docs/product.md, «Мой сервис»; ADR 073;
 * issue 43, item 3). The workshop's side is driven in the reference API as its
 * development-only endpoints drive it, through the same functions on the server's database
 * (the browser tests' server runs as production, which refuses them over HTTP).
 */

const PRICE = 17_930;
const FOUND = [
  { name: "Замена передних тормозных колодок", price: 4_800, urgent: true },
  { name: "Замена щёток стеклоочистителя", price: 1_250, urgent: false },
  { name: "Замена салонного фильтра", price: 990, urgent: false },
];

const rub = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ")} ₽`;

function withDb<T>(work: (db: Database.Database) => T): T {
  const db = new Database(DB_PATH, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** A maintenance booked from the user's phone at a fixed price, today, already at the workshop's door. */
function bookedVisit(phone: string): number {
  return withDb((db) => {
    const dealerId = db.prepare("SELECT dealer_id FROM service_centers ORDER BY dealer_id LIMIT 1").pluck().get() as number;
    const start = Date.now() - 3_600_000;
    const date = new Date(start).toISOString().slice(0, 10);
    const booked = db
      .prepare(
        `INSERT INTO service_bookings (dealer_id, slot_date, slot_time, starts_at, ends_at, status, work_code, fuser_id, phone, name,
           car_brand, car_model, car_year, page, created_at, price, regulation_step) VALUES (?, ?, '09:00', ?, ?, 'booked', 'maintenance', '', ?,
           'Ирина', 'Kia', 'Rio', 2019, 'http://localhost/service', ?, ?, 3)`,
      )
      .run(dealerId, date, start, start + 3_600_000, `+7${phone}`, Date.now(), PRICE);
    return Number(booked.lastInsertRowid);
  });
}

const notices = (phone: string) =>
  withDb((db) => db.prepare("SELECT text FROM sms_outbox WHERE phone = ? AND text LIKE 'При осмотре%'").pluck().all(`7${phone}`) as string[]);

function lineOf(visit: Locator, name: string): Locator {
  return visit.getByRole("listitem").filter({ hasText: name });
}

/** Presses a line's button and waits for the decision to show (a fetcher with JS, a 303 back to the visit without). */
async function decide(page: Page, visit: Locator, name: string, button: "Согласовать" | "Отказаться", shows: string) {
  await lineOf(visit, name).getByRole("button", { name: new RegExp(`^${button}`) }).click();
  await expect(lineOf(visit, name)).toContainText(shows);
}

test("a visit driven to «ждёт согласования» is approved line by line, its total right and one notice in the outbox", async ({ page }, testInfo) => {
  test.slow(); // a sign-in and half a dozen posts without JS, on a shared machine
  const noJs = isNoJs(testInfo);
  const phone = await signIn(page);
  const id = bookedVisit(phone);
  withDb((db) => {
    driveVisit(db, id, "in_work");
    addFoundWork(db, id, FOUND);
    // The workshop's program sending the same batch again is the same batch: still one notice.
    addFoundWork(db, id, FOUND);
  });
  expect(notices(phone)).toEqual([expect.stringContaining(`3 на ${rub(7_040)}, из них срочных: 1`)]);

  await page.goto("/personal/service");
  const visit = page.getByRole("region", { name: "Сейчас в сервисе" }).locator(`#visit-${id}`);
  await expect(visit).toContainText("Ждёт согласования");
  await expect(lineOf(visit, FOUND[0]!.name)).toContainText(`${rub(4_800)}`);
  await expect(lineOf(visit, FOUND[0]!.name)).toContainText("Срочно");
  await expect(lineOf(visit, FOUND[1]!.name)).not.toContainText("Срочно");
  await expect(visit.getByRole("button", { name: "Согласовать всё" })).toBeVisible();
  await expect(visit.getByRole("button", { name: "Отказаться от всего" })).toBeVisible();
  await expect(visit.getByTestId("visit-total")).toHaveText(rub(PRICE));
  await expectAccessible(page);
  // Usable at the narrowest width: nothing wider than the screen, the buttons in view.
  await page.setViewportSize({ width: 340, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(340);
  await lineOf(visit, FOUND[0]!.name).getByRole("button", { name: /^Отказаться/ }).scrollIntoViewIfNeeded();
  await expect(lineOf(visit, FOUND[0]!.name).getByRole("button", { name: /^Отказаться/ })).toBeInViewport();
  await page.setViewportSize({ width: 1280, height: 800 });

  // With JS the decisions are posted by a fetcher: the document stays, and this mark with it.
  if (!noJs) await page.evaluate(() => document.documentElement.setAttribute("data-same-document", ""));
  await decide(page, visit, FOUND[0]!.name, "Согласовать", "Согласовано");
  // Without JS the post came back to the visit itself.
  if (noJs) await expect(page).toHaveURL(new RegExp(`/personal/service#visit-${id}$`));
  await expect(visit.getByTestId("visit-total")).toHaveText(rub(PRICE + 4_800));
  await decide(page, visit, FOUND[1]!.name, "Отказаться", "Отказ");
  await expect(visit.getByTestId("visit-total")).toHaveText(rub(PRICE + 4_800));
  await decide(page, visit, FOUND[2]!.name, "Согласовать", "Согласовано");
  await expect(visit.getByTestId("visit-total")).toHaveText(rub(PRICE + 4_800 + 990));
  // A changed mind while the visit still waits is taken.
  await decide(page, visit, FOUND[1]!.name, "Согласовать", "Согласовано");
  await expect(visit.getByTestId("visit-total")).toHaveText(rub(PRICE + 4_800 + 1_250 + 990));

  if (!noJs) await expect(page.locator("html[data-same-document]")).toHaveCount(1);

  // The master goes on; the page still open offers a change of mind, which is refused (409).
  withDb((db) => driveVisit(db, id, "in_work"));
  const answer = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/personal/service"));
  await lineOf(visit, FOUND[0]!.name).getByRole("button", { name: /^Отказаться/ }).click();
  expect((await answer).status()).toBe(409);
  await expect(visit.getByRole("alert")).toContainText("Мастер уже продолжил работу по визиту, и решение изменить нельзя");

  await page.goto("/personal/service");
  await expect(visit).toContainText("В работе");
  await expect(visit.getByRole("button")).toHaveCount(0);
  await expect(visit.getByTestId("visit-total")).toHaveText(rub(PRICE + 4_800 + 1_250 + 990));
  expect(withDb((db) => db.prepare("SELECT status FROM service_booking_lines WHERE booking_id = ? AND kind = 'found' ORDER BY sort").pluck().all(id))).toEqual([
    "approved",
    "approved",
    "approved",
  ]);
  expect(notices(phone)).toHaveLength(1);
});

test("only the owner decides: another signed-in user's post on the visit is refused with 404 and changes nothing", async ({ page, browser }, testInfo) => {
  test.slow();
  const phone = await signIn(page);
  const id = bookedVisit(phone);
  const lineId = withDb((db) => {
    driveVisit(db, id, "in_work");
    return addFoundWork(db, id, FOUND.slice(0, 1)).found[0]!.id;
  });
  const stranger = await browser.newContext({ javaScriptEnabled: !isNoJs(testInfo), baseURL: testInfo.project.use.baseURL });
  try {
    const other = await stranger.newPage();
    await signIn(other);
    const posted = await other.request.post("/personal/service", {
      // As a fetcher posts it (`_js`), so the answer is the reply with its message rather than a page without the visit.
      form: { intent: "decide", id: String(id), line: String(lineId), decision: "approve", _js: "1" },
      headers: { Origin: new URL(other.url()).origin },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(404);
    expect(await posted.text()).toContain("Запись не найдена");
  } finally {
    await stranger.close();
  }
  expect(withDb((db) => db.prepare("SELECT status FROM service_booking_lines WHERE id = ?").pluck().get(lineId))).toBe("proposed");
});
