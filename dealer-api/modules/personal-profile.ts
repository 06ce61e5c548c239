import { z } from "zod/v4";
import type { DB } from "../db";
import { ApiFailure } from "../http";
import { fieldError, fieldErrors } from "./forms";
import { findLocation } from "./locations";
import { serviceVisits } from "./personal-bookings";
import { loyaltyFor } from "./personal-loyalty";
import { userOrders } from "./personal-orders";
import { requireUser, type User } from "./personal-sign-in";

/*
 * The profile of the personal area (docs/dealer-api.md, "Personal area"): what the user
 * reads (with the loyalty level its orders and visits earn) and what the user may change,
 * the phone only after a code sent to the new one.
 */

const MESSAGES = {
  nameShort: "Введите не менее 2 букв",
  nameLong: "Введите не более 50 букв",
  nameLetters: "Введите имя, используя только буквы русского алфавита",
  email: "Введите корректный email",
  emailCyrillic: "Email не должен содержать русские буквы",
  birthday: "Введите дату рождения",
  city: "Выберите город из списка",
  phoneTaken: "Этот номер привязан к другому профилю",
} as const;

export function profileOf(db: DB, user: User) {
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

/** The signed-in user's name, email, birthday and city as posted, each checked; the profile as it now is. */
export function updateProfile(db: DB, input: Record<string, unknown>) {
  const user = requireUser(db, input);
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) throw new ApiFailure(400, fieldErrors(parsed.error));
  const form = parsed.data;
  if (form.CITY && !findLocation(db, form.CITY)) throw new ApiFailure(400, [fieldError("CITY", MESSAGES.city)]);
  db.prepare("UPDATE users SET name = ?, email = ?, birthday = ?, city_fias_id = ?, updated_at = ? WHERE id = ?").run(
    form.NAME,
    form.EMAIL,
    form.BIRTHDAY || null,
    form.CITY || null,
    Date.now(),
    user.id,
  );
  return profileOf(db, requireUser(db, input));
}

/** The user's phone becomes one a code has just proved; another profile's phone is refused. */
export function changePhone(db: DB, user: User, phone: string): void {
  const taken = db.prepare("SELECT id FROM users WHERE phone = ? AND id <> ?").pluck().get(phone, user.id);
  if (taken) throw new ApiFailure(400, [fieldError("PHONE", MESSAGES.phoneTaken, "PHONE_TAKEN")]);
  db.prepare("UPDATE users SET phone = ?, updated_at = ? WHERE id = ?").run(phone, Date.now(), user.id);
}
