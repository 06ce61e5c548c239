import type { DB } from "../db";
import { ApiFailure, fail } from "../http";
import { fieldError } from "./forms";
import { findVisitor, isFUserId, issueVisitor, signedInUser } from "./identity";
import { userOwnerKey } from "./list-owner";
import { type CodePurpose, sendCode, verifyCode } from "./personal-auth";
import { mergeRecentlyViewed } from "./recently-viewed";
import { LIST_LIMITS, type VisitorList } from "./visitor-lists";

/*
 * Who is signed in (docs/dealer-api.md, "Personal area"): the one-time SMS code asked for
 * and checked, sign-in and sign-out, and the signed-in user of a call. Authorised is a fact
 * about one FUserId: sign-in issues a new one linked to the user, sign-out unlinks it.
 */

export type User = {
  id: number;
  phone: string;
  name: string;
  email: string;
  birthday: string | null;
  cityFiasId: string | null;
};

const USER_COLUMNS = "id, phone, name, email, birthday, city_fias_id AS cityFiasId";

const MESSAGES = {
  phone: "Введите номер телефона",
  visitor: "Не передан идентификатор посетителя",
  unauthorized: "Войдите в личный кабинет",
  samePhone: "Этот номер уже указан в профиле",
} as const;

/** `+7 (911) 123-45-67`, `89111234567`, `+79111234567` → `79111234567`; undefined if not a Russian mobile-style number. */
export function phoneDigits(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > 40) return undefined;
  const digits = value.replace(/[\s()+-]/g, "");
  if (!/^\d+$/.test(digits)) return undefined;
  if (/^[78]\d{10}$/.test(digits)) return `7${digits.slice(1)}`;
  if (/^\d{10}$/.test(digits)) return `7${digits}`;
  return undefined;
}

export function knownVisitor(db: DB, input: Record<string, unknown>): string {
  const id = input.FUserId;
  if (!isFUserId(id) || !findVisitor(db, id)) fail(400, "VALIDATION", MESSAGES.visitor);
  return id;
}

function phoneOf(input: Record<string, unknown>): string {
  const phone = phoneDigits(input.PHONE);
  if (!phone) throw new ApiFailure(400, [fieldError("PHONE", MESSAGES.phone)]);
  return phone;
}

/** The client the per-client limit counts: the address the storefront reports, else the visitor. */
function clientOf(input: Record<string, unknown>, fuserId: string): string {
  const ip = input.sClientIp;
  return typeof ip === "string" && /^[0-9A-Fa-f:.]{2,64}$/.test(ip) ? `ip:${ip}` : `fuser:${fuserId}`;
}

export function userById(db: DB, id: number): User | undefined {
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`).get(id) as User | undefined;
}

/** The signed-in user of this call, or 401 UNAUTHORIZED. */
export function requireUser(db: DB, input: Record<string, unknown>): User {
  const user = signedInUser(db, input.FUserId);
  if (!user) fail(401, "UNAUTHORIZED", MESSAGES.unauthorized);
  return userById(db, user.id)!;
}

/**
 * Sends a code to the posted phone, for signing in or for the signed-in user's new phone
 * (which must differ from the profile's).
 */
export function requestCode(db: DB, input: Record<string, unknown>, purpose: CodePurpose, perClientPerHour: number | undefined) {
  const fuserId = knownVisitor(db, input);
  const phone = phoneOf(input);
  if (purpose === "phone-change") {
    const user = requireUser(db, input);
    if (user.phone === phone) throw new ApiFailure(400, [fieldError("PHONE", MESSAGES.samePhone)]);
  }
  return sendCode(db, { purpose, phone, fuserId, client: clientOf(input, fuserId), perClientPerHour });
}

/** The posted code checked against the last one sent to the posted phone: the visitor and the phone it proves. */
export function confirmCode(db: DB, input: Record<string, unknown>, purpose: CodePurpose, demo: boolean): { fuserId: string; phone: string } {
  const fuserId = knownVisitor(db, input);
  const phone = phoneOf(input);
  const code = typeof input.CODE === "string" ? input.CODE.replace(/\s/g, "") : "";
  verifyCode(db, { purpose, phone, fuserId, code, demo });
  return { fuserId, phone };
}

/**
 * Signs the visitor in as the phone's user (made now if new): a new FUserId linked to the
 * user, the visitor's favourites and comparison merged into the user's, the old id left
 * anonymous (so an id planted before sign-in or copied from the visitor is worth nothing).
 */
export function signIn(db: DB, fuserId: string, phone: string, now = Date.now()) {
  return db.transaction(() => {
    const existing = db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE phone = ?`).get(phone) as User | undefined;
    const userId =
      existing?.id ??
      Number(db.prepare("INSERT INTO users (phone, created_at, updated_at) VALUES (?, ?, ?)").run(phone, now, now).lastInsertRowid);
    const previous = findVisitor(db, fuserId);
    const owner = userOwnerKey(userId);
    if (previous && !previous.userId) {
      for (const list of ["favorites", "compare"] as VisitorList[]) mergeList(db, fuserId, owner, list, now);
      mergeRecentlyViewed(db, fuserId, owner);
    }
    db.prepare("UPDATE visitors SET user_id = NULL WHERE fuser_id = ?").run(fuserId);
    db.prepare("UPDATE user_sessions SET ended_at = ? WHERE fuser_id = ? AND ended_at IS NULL").run(now, fuserId);

    const fresh = issueVisitor(db, now);
    db.prepare("UPDATE visitors SET user_id = ?, city_fias_id = ? WHERE fuser_id = ?").run(
      userId,
      previous?.cityFiasId ?? existing?.cityFiasId ?? null,
      fresh,
    );
    db.prepare("INSERT INTO user_sessions (fuser_id, user_id, created_at) VALUES (?, ?, ?)").run(fresh, userId, now);
    const user = userById(db, userId)!;
    return { FUserId: fresh, IsAuthorized: true, NewUser: !existing, sUserName: user.name, sUserPhone: user.phone };
  }).immediate();
}

/** The anonymous visitor's cars join the user's list, oldest first, up to the list's limit. */
function mergeList(db: DB, from: string, owner: string, list: VisitorList, now: number) {
  const cars = db
    .prepare("SELECT car_id FROM visitor_cars WHERE fuser_id = ? AND list = ? ORDER BY added_at, rowid")
    .pluck()
    .all(from, list) as number[];
  for (const carId of cars) {
    const count = db.prepare("SELECT count(*) FROM visitor_cars WHERE fuser_id = ? AND list = ?").pluck().get(owner, list) as number;
    if (count >= LIST_LIMITS[list]) break;
    db.prepare("INSERT OR IGNORE INTO visitor_cars (fuser_id, list, car_id, added_at) VALUES (?, ?, ?, ?)").run(owner, list, carId, now);
  }
  db.prepare("DELETE FROM visitor_cars WHERE fuser_id = ? AND list = ?").run(from, list);
}

/** Sign-out: the id is unlinked for good and the browser gets a new anonymous one. */
export function signOut(db: DB, fuserId: string, now = Date.now()) {
  return db.transaction(() => {
    const city = findVisitor(db, fuserId)?.cityFiasId ?? null;
    db.prepare("UPDATE visitors SET user_id = NULL WHERE fuser_id = ?").run(fuserId);
    db.prepare("UPDATE user_sessions SET ended_at = ? WHERE fuser_id = ? AND ended_at IS NULL").run(now, fuserId);
    const fresh = issueVisitor(db, now);
    db.prepare("UPDATE visitors SET city_fias_id = ? WHERE fuser_id = ?").run(city, fresh);
    return { FUserId: fresh, IsAuthorized: false };
  }).immediate();
}
