import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { DB_PATH } from "./forms-helpers";

/**
 * A phone number of this test alone (10 national digits): the API allows one code per phone
 * per 120 s and five an hour, so tests never share one.
 */
export function uniquePhone(): string {
  const tail = String((Date.now() * 1000 + Math.floor(Math.random() * 1000)) % 10_000_000).padStart(7, "0");
  return `900${tail}`;
}

/** The code of the last SMS to `phone`, read from the reference API's outbox as a phone would get it. */
export function codeFromOutbox(phone: string, dbPath = DB_PATH): string {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const text = db.prepare("SELECT text FROM sms_outbox WHERE phone = ? ORDER BY id DESC LIMIT 1").pluck().get(`7${phone}`) as
      | string
      | undefined;
    const code = text && /\b(\d{6})\b/.exec(text)?.[1];
    if (!code) throw new Error(`no SMS to ${phone} in the outbox`);
    return code;
  } finally {
    db.close();
  }
}

/** Asks for a code on the sign-in screen (already open): the code step appears. */
export async function askForCode(page: Page, phone: string) {
  await page.getByRole("main").getByLabel("Телефон", { exact: true }).fill(phone);
  await page.getByRole("main").getByRole("button", { name: "Получить код" }).click();
  await expect(page.getByRole("main").getByLabel("Код из СМС", { exact: true })).toBeVisible();
}

/** Signs in with a new phone from the sign-in screen, ending on the profile home. */
export async function signIn(page: Page, phone = uniquePhone()) {
  await page.goto("/personal");
  await askForCode(page, phone);
  await page.getByRole("main").getByLabel("Код из СМС", { exact: true }).fill(codeFromOutbox(phone));
  await page.getByRole("main").getByRole("button", { name: "Войти" }).click();
  await expect(page).toHaveURL(/\/personal\/rating$/);
  return phone;
}
