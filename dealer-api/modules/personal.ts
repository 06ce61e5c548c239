import { z } from "zod/v4";
import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { ApiFailure, endpoint, fail, type ApiError } from "../http";
import { carDetail } from "./catalog";
import { findVisitor, isFUserId, issueVisitor, signedInUser, userOwnerKey } from "./identity";
import { LIST_LIMITS, type VisitorList } from "./visitor-lists";
import { findLocation } from "./locations";
import { registerGarage } from "./personal-garage";
import { cancelServiceBooking, serviceBookingsOf, type ServiceBooking } from "./service-bookings";
import { mergeRecentlyViewed } from "./recently-viewed";
import { AUTH_MESSAGES, CODE_RULES, DEMO_CODE, sendCode, verifyCode, type CodePurpose } from "./personal-auth";

/*
 * The personal area (docs/dealer-api.md, "Personal area"): sign-in by a one-time SMS code,
 * the profile with its loyalty level, and the user's car orders. Authorised is a fact about
 * one FUserId: sign-in issues a new one linked to the user, sign-out unlinks it.
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
  nameShort: "Введите не менее 2 букв",
  nameLong: "Введите не более 50 букв",
  nameLetters: "Введите имя, используя только буквы русского алфавита",
  email: "Введите корректный email",
  emailCyrillic: "Email не должен содержать русские буквы",
  birthday: "Введите дату рождения",
  city: "Выберите город из списка",
  samePhone: "Этот номер уже указан в профиле",
  phoneTaken: "Этот номер привязан к другому профилю",
  bookingNotFound: "Запись не найдена",
  bookingStarted: "Эту запись уже нельзя отменить: время визита наступило",
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

function knownVisitor(db: DB, input: Record<string, unknown>): string {
  const id = input.FUserId;
  if (!isFUserId(id) || !findVisitor(db, id)) fail(400, "VALIDATION", MESSAGES.visitor);
  return id;
}

function phoneOf(input: Record<string, unknown>): string {
  const phone = phoneDigits(input.PHONE);
  if (!phone) throw new ApiFailure(400, [{ code: "VALIDATION", message: MESSAGES.phone, field: "PHONE" } as ApiError]);
  return phone;
}

/** The client the per-client limit counts: the address the storefront reports, else the visitor. */
function clientOf(input: Record<string, unknown>, fuserId: string): string {
  const ip = input.sClientIp;
  return typeof ip === "string" && /^[0-9A-Fa-f:.]{2,64}$/.test(ip) ? `ip:${ip}` : `fuser:${fuserId}`;
}

/** The signed-in user of this call, or 401 UNAUTHORIZED. */
export function requireUser(db: DB, input: Record<string, unknown>): User {
  const user = signedInUser(db, input.FUserId);
  if (!user) fail(401, "UNAUTHORIZED", MESSAGES.unauthorized);
  return db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`).get(user.id) as User;
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
    const user = db.prepare(`SELECT ${USER_COLUMNS} FROM users WHERE id = ?`).get(userId) as User;
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

// ---------------------------------------------------------------------------------------
// Loyalty

/** Levels by points; points are 1 per 1 000 ₽ of cars bought and 300 per service visit. */
export const LOYALTY_LEVELS = [
  { code: "standard", name: "Стандарт", from: 0 },
  { code: "silver", name: "Серебряный", from: 1_000 },
  { code: "gold", name: "Золотой", from: 3_000 },
  { code: "platinum", name: "Платиновый", from: 7_000 },
] as const;
export const POINTS_PER_SERVICE_VISIT = 300;
export const RUBLES_PER_POINT = 1_000;

export function loyaltyFor(purchasesRub: number, serviceVisits: number) {
  const points = Math.floor(purchasesRub / RUBLES_PER_POINT) + serviceVisits * POINTS_PER_SERVICE_VISIT;
  let index = 0;
  LOYALTY_LEVELS.forEach((level, i) => {
    if (points >= level.from) index = i;
  });
  const level = LOYALTY_LEVELS[index]!;
  const next = LOYALTY_LEVELS[index + 1];
  return {
    level: { code: level.code, name: level.name },
    points,
    purchases: purchasesRub,
    serviceVisits,
    next: next ? { code: next.code, name: next.name, pointsNeeded: next.from - points } : null,
  };
}

// ---------------------------------------------------------------------------------------
// Service bookings

/** Every FUserId the user has signed in with: what the user did while signed in belongs to it. */
function sessionIds(db: DB, user: User): string[] {
  return db.prepare("SELECT fuser_id FROM user_sessions WHERE user_id = ?").pluck().all(user.id) as string[];
}

/** The user's bookings: made while signed in, or from the user's phone; coming ones first. */
export function userBookings(db: DB, user: User, now = Date.now()): ServiceBooking[] {
  const byId = new Map<number, ServiceBooking>();
  for (const booking of serviceBookingsOf(db, { phone: `+${user.phone}` }, now)) byId.set(booking.id, booking);
  for (const fuserId of sessionIds(db, user)) {
    for (const booking of serviceBookingsOf(db, { fuserId }, now)) byId.set(booking.id, booking);
  }
  const upcoming = (b: ServiceBooking) => b.status === "booked" && Date.parse(b.startsAt) >= now;
  return [...byId.values()].sort((a, b) => {
    if (upcoming(a) !== upcoming(b)) return upcoming(a) ? -1 : 1;
    return upcoming(a) ? Date.parse(a.startsAt) - Date.parse(b.startsAt) : Date.parse(b.startsAt) - Date.parse(a.startsAt);
  });
}

/** A visit that took place: booked, not cancelled, and over. */
function serviceVisits(db: DB, user: User, now = Date.now()): number {
  return userBookings(db, user, now).filter((b) => b.status === "booked" && Date.parse(b.endsAt) <= now).length;
}

/** Cancels the user's coming booking `id`; another user's booking is not found (404). */
function cancelUserBooking(db: DB, user: User, id: unknown, now = Date.now()): ServiceBooking {
  const bookingId = typeof id === "number" ? id : typeof id === "string" && /^\d{1,12}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(bookingId)) fail(404, "NOT_FOUND", MESSAGES.bookingNotFound);
  const mine = userBookings(db, user, now).find((b) => b.id === bookingId);
  if (!mine) fail(404, "NOT_FOUND", MESSAGES.bookingNotFound);
  if (mine.status === "cancelled") return mine;
  const cancelled = cancelServiceBooking(db, bookingId, { phone: mine.phone }, now);
  if (!cancelled || cancelled.status !== "cancelled") fail(400, "TOO_LATE", MESSAGES.bookingStarted);
  return cancelled;
}

// ---------------------------------------------------------------------------------------
// Orders

export const ORDER_STATUS_NAMES = {
  received: "Заявка получена",
  confirmed: "Подтверждён",
  reserved: "Автомобиль забронирован",
  completed: "Автомобиль выдан",
  cancelled: "Отменён",
} as const;
type OrderStatus = keyof typeof ORDER_STATUS_NAMES;

type OrderRow = { id: number; payload: string; createdAt: number; status: OrderStatus | null };

/** The user's car orders and credit applications: those sent while signed in (any of its FUserIds) or from its phone. */
export function userOrders(db: DB, user: User) {
  const rows = db
    .prepare(
      `SELECT l.id, l.payload, l.created_at AS createdAt, s.status FROM leads l
       LEFT JOIN order_statuses s ON s.lead_id = l.id
       WHERE l.type IN ('OrderForm', 'CreditApplicationForm') AND (
         json_extract(l.payload, '$.FUserId') IN (SELECT fuser_id FROM user_sessions WHERE user_id = ?)
         OR json_extract(l.payload, '$.PHONE') = ?)
       ORDER BY l.created_at DESC, l.id DESC LIMIT 100`,
    )
    .all(user.id, `+${user.phone}`) as OrderRow[];
  const dealers = new Map(
    (db.prepare("SELECT code, name, address_view AS address, city_name AS city FROM dealer_centers").all() as Array<{
      code: string;
      name: string;
      address: string;
      city: string;
    }>).map((d) => [d.code, d]),
  );
  return rows.map((row) => {
    const payload = JSON.parse(row.payload) as {
      CAR_ID?: number;
      CAR?: { name?: string; modification?: string; year?: number; price?: number; dealer?: string };
      CREDIT?: { programName: string; bank: string; downPayment: number; term: number; monthly: number };
    };
    const status: OrderStatus = row.status ?? "received";
    const car = typeof payload.CAR_ID === "number" ? carDetail(db, payload.CAR_ID, false) : null;
    const dealer = payload.CAR?.dealer ? dealers.get(payload.CAR.dealer) : undefined;
    return {
      id: row.id,
      createdAt: new Date(row.createdAt).toISOString(),
      status,
      statusName: ORDER_STATUS_NAMES[status],
      car: {
        id: payload.CAR_ID ?? null,
        name: payload.CAR?.name ?? "",
        modification: payload.CAR?.modification ?? "",
        year: payload.CAR?.year ?? null,
        price: payload.CAR?.price ?? null,
        // Set while the car is still in the catalogue, so the order can link to it.
        brandCode: car?.brandCode ?? null,
        modelCode: car?.modelCode ?? null,
      },
      dealer: dealer ? { sCode: dealer.code, sName: dealer.name, sAddressForView: dealer.address, sCityName: dealer.city } : null,
      // A credit application (modules/credit.ts): the loan the visitor asked for.
      credit: payload.CREDIT
        ? { programName: payload.CREDIT.programName, bank: payload.CREDIT.bank, downPayment: payload.CREDIT.downPayment, term: payload.CREDIT.term, monthly: payload.CREDIT.monthly }
        : null,
    };
  });
}

function profileOf(db: DB, user: User) {
  const orders = userOrders(db, user);
  // A credit application is not a purchase of its own: the car's order is.
  const purchases = orders.filter((o) => o.status === "completed" && !o.credit).reduce((sum, o) => sum + (o.car.price ?? 0), 0);
  const visits = serviceVisits(db, user);
  const city = user.cityFiasId ? findLocation(db, user.cityFiasId) : undefined;
  return {
    name: user.name,
    phone: user.phone,
    email: user.email,
    birthday: user.birthday ?? "",
    city: city ? { fiasId: city.fiasId, name: city.name } : null,
    loyalty: loyaltyFor(purchases, visits),
    ordersCount: orders.length,
    garageCount: db.prepare("SELECT count(*) FROM garage_cars WHERE user_id = ?").pluck().get(user.id) as number,
  };
}

// ---------------------------------------------------------------------------------------
// Profile editing

const RUSSIAN_NAME = /^[А-Яа-яЁё -]+$/;

export const profileSchema = z.object({
  NAME: z
    .string({ error: MESSAGES.nameShort })
    .transform((v) => v.trim().replace(/\s+/g, " "))
    .check((ctx) => {
      const v = ctx.value;
      const message =
        v.length < 2 ? MESSAGES.nameShort : v.length > 50 ? MESSAGES.nameLong : RUSSIAN_NAME.test(v) && /[А-Яа-яЁё]/.test(v) ? null : MESSAGES.nameLetters;
      if (message) ctx.issues.push({ code: "custom", message, input: v });
    }),
  EMAIL: z
    .string({ error: MESSAGES.email })
    .optional()
    .transform((v) => (v ?? "").trim())
    .check((ctx) => {
      const v = ctx.value;
      if (v === "") return;
      if (/[\u0400-\u04FF]/.test(v)) ctx.issues.push({ code: "custom", message: MESSAGES.emailCyrillic, input: v });
      else if (v.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v)) ctx.issues.push({ code: "custom", message: MESSAGES.email, input: v });
    }),
  BIRTHDAY: z
    .string({ error: MESSAGES.birthday })
    .optional()
    .transform((v) => (v ?? "").trim())
    .check((ctx) => {
      if (ctx.value !== "" && !isBirthday(ctx.value)) ctx.issues.push({ code: "custom", message: MESSAGES.birthday, input: ctx.value });
    }),
  CITY: z
    .string({ error: MESSAGES.city })
    .optional()
    .transform((v) => (v ?? "").trim()),
});

/** A real calendar date, YYYY-MM-DD, of someone between 14 and 120 years old today. */
export function isBirthday(value: string, now = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  const year = now.getUTCFullYear();
  const latest = Date.UTC(year - 14, now.getUTCMonth(), now.getUTCDate());
  const earliest = Date.UTC(year - 120, now.getUTCMonth(), now.getUTCDate());
  return date.getTime() <= latest && date.getTime() >= earliest;
}

function validationFailure(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): never {
  const errors: ApiError[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (!errors.some((e) => (e as ApiError & { field?: string }).field === field)) {
      errors.push({ code: "VALIDATION", message: issue.message, field } as ApiError);
    }
  }
  throw new ApiFailure(400, errors);
}

// ---------------------------------------------------------------------------------------

export const personalModule: DealerApiModule = {
  name: "personal",
  register(router, { db, options }) {
    if (options.demo) {
      console.warn(
        JSON.stringify({
          level: "warn",
          msg: `dealer-api: DEMO MODE (DEALER_API_DEMO=1): sign-in accepts the fixed code ${DEMO_CODE} for any phone. Never use it in production.`,
        }),
      );
    }
    // Nothing about a person may be kept by a cache between the API and the storefront.
    router.use("/api/rrt/personal", (_req, res, next) => {
      res.set("Cache-Control", "private, no-store");
      next();
    });

    const send = (purpose: CodePurpose) => (input: Record<string, unknown>) => {
      const fuserId = knownVisitor(db, input);
      const phone = phoneOf(input);
      if (purpose === "phone-change") {
        const user = requireUser(db, input);
        if (user.phone === phone) throw new ApiFailure(400, [{ code: "VALIDATION", message: MESSAGES.samePhone, field: "PHONE" } as ApiError]);
      }
      return sendCode(db, { purpose, phone, fuserId, client: clientOf(input, fuserId), perClientPerHour: options.codesPerClientPerHour });
    };
    const code = (input: Record<string, unknown>) => (typeof input.CODE === "string" ? input.CODE.replace(/\s/g, "") : "");

    endpoint(router, ["POST"], "/api/rrt/personal/Auth/sendCode", send("sign-in"));

    endpoint(router, ["POST"], "/api/rrt/personal/Auth/checkCode", (input) => {
      const fuserId = knownVisitor(db, input);
      const phone = phoneOf(input);
      verifyCode(db, { purpose: "sign-in", phone, fuserId, code: code(input), demo: !!options.demo });
      return signIn(db, fuserId, phone);
    });

    endpoint(router, ["POST"], "/api/rrt/personal/Auth/logout", (input) => signOut(db, knownVisitor(db, input)));

    endpoint(router, ["POST"], "/api/rrt/personal/Profile/get", (input) => profileOf(db, requireUser(db, input)));

    endpoint(router, ["POST"], "/api/rrt/personal/Profile/update", (input) => {
      const user = requireUser(db, input);
      const parsed = profileSchema.safeParse(input);
      if (!parsed.success) validationFailure(parsed.error.issues);
      const form = parsed.data;
      if (form.CITY && !findLocation(db, form.CITY)) {
        throw new ApiFailure(400, [{ code: "VALIDATION", message: MESSAGES.city, field: "CITY" } as ApiError]);
      }
      db.prepare("UPDATE users SET name = ?, email = ?, birthday = ?, city_fias_id = ?, updated_at = ? WHERE id = ?").run(
        form.NAME,
        form.EMAIL,
        form.BIRTHDAY || null,
        form.CITY || null,
        Date.now(),
        user.id,
      );
      return profileOf(db, requireUser(db, input));
    });

    endpoint(router, ["POST"], "/api/rrt/personal/Profile/sendPhoneCode", send("phone-change"));

    endpoint(router, ["POST"], "/api/rrt/personal/Profile/confirmPhone", (input) => {
      const user = requireUser(db, input);
      const fuserId = knownVisitor(db, input);
      const phone = phoneOf(input);
      verifyCode(db, { purpose: "phone-change", phone, fuserId, code: code(input), demo: !!options.demo });
      const taken = db.prepare("SELECT id FROM users WHERE phone = ? AND id <> ?").pluck().get(phone, user.id);
      if (taken) throw new ApiFailure(400, [{ code: "PHONE_TAKEN", message: MESSAGES.phoneTaken, field: "PHONE" } as ApiError]);
      db.prepare("UPDATE users SET phone = ?, updated_at = ? WHERE id = ?").run(phone, Date.now(), user.id);
      return profileOf(db, requireUser(db, input));
    });

    endpoint(router, ["POST"], "/api/rrt/personal/Orders/getList", (input) => ({ items: userOrders(db, requireUser(db, input)) }));

    registerGarage(router, db);

    endpoint(router, ["POST"], "/api/rrt/personal/Service/getList", (input) => ({ items: userBookings(db, requireUser(db, input)) }));

    endpoint(router, ["POST"], "/api/rrt/personal/Service/cancel", (input) => cancelUserBooking(db, requireUser(db, input), input.id));
  },
};

export { AUTH_MESSAGES, CODE_RULES };
