import { z } from "zod/v4";
import { parsePlate, parseVin } from "../../lib/vehicle-id";
import { emailField, MESSAGES, nameField, phoneField } from "./rules";

/*
 * The personal area's forms (docs/product.md §4.16): one schema per posted form, used by
 * conform in the browser and by the action. The sign-in page posts one of several intents.
 */

export const PERSONAL_MESSAGES = {
  code: "Введите 6 цифр из СМС",
  birthday: "Введите дату рождения",
  city: "Выберите город из списка",
  unavailable: "Не удалось выполнить запрос: сервис временно недоступен. Попробуйте позже.",
  saved: "Изменения сохранены",
  phoneChanged: "Номер телефона изменён",
} as const;

/** «Получить код»: the phone, with the shared mask and message. */
export const signInPhoneSchema = z.object({ intent: z.literal("send"), PHONE: phoneField });

/** The code from the SMS: six digits, spaces ignored. */
export const codeField = z
  .string({ error: PERSONAL_MESSAGES.code })
  .optional()
  .transform((value) => (value ?? "").replace(/\s/g, ""))
  .check((ctx) => {
    if (!/^\d{6}$/.test(ctx.value)) ctx.issues.push({ code: "custom", message: PERSONAL_MESSAGES.code, input: ctx.value });
  });

export const signInCodeSchema = z.object({ intent: z.literal("check"), CODE: codeField });

/** «Отправить код ещё раз» and «Изменить номер» carry nothing but their intent (on the profile page, `phone-…`). */
export const signInIntentSchema = z.object({ intent: z.enum(["resend", "restart", "phone-resend", "phone-restart"]) });

/** A post whose intent the page does not know: it is refused as a whole. */
export const unknownIntentSchema = z.object({}).check((ctx) => {
  ctx.issues.push({ code: "custom", message: "Неизвестное действие", input: ctx.value });
});

const recordId = (message: string) => z.string({ error: message }).regex(/^\d{1,12}$/, { error: message }).transform(Number);

/** «Да, удалить» of a garage car. */
export const garageDeleteSchema = z.object({
  intent: z.literal("delete", { error: "Автомобиль не найден" }),
  id: recordId("Автомобиль не найден"),
});

/** «Да, отменить» of a service visit. */
export const serviceCancelSchema = z.object({
  intent: z.literal("cancel", { error: "Запись не найдена" }),
  id: recordId("Запись не найдена"),
});

/** «Выйти» carries nothing. */
export const signOutSchema = z.object({});

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value ?? "").trim());

/** The profile: name (the name rules), email (the email rules, may stay empty), birthday, city. */
export const profileSchema = z.object({
  intent: z.literal("profile"),
  NAME: nameField,
  // Empty is allowed: an email is not required to sign in.
  EMAIL: optionalText.check((ctx) => {
    if (ctx.value === "") return;
    const email = emailField.safeParse(ctx.value);
    if (!email.success) ctx.issues.push({ code: "custom", message: email.error.issues[0]!.message, input: ctx.value });
  }),
  BIRTHDAY: optionalText.check((ctx) => {
    if (ctx.value !== "" && !/^\d{4}-\d{2}-\d{2}$/.test(ctx.value)) {
      ctx.issues.push({ code: "custom", message: PERSONAL_MESSAGES.birthday, input: ctx.value });
    }
  }),
  CITY: optionalText,
});

/** Changing the phone: first the new number, then the code sent to it. */
export const phoneChangeSendSchema = z.object({ intent: z.literal("phone-send"), PHONE: phoneField });
export const phoneChangeCheckSchema = z.object({ intent: z.literal("phone-check"), CODE: codeField });

export { MESSAGES };

export const GARAGE_MESSAGES = {
  modification: "Выберите модификацию",
  year: "Укажите год выпуска",
  mileage: "Укажите пробег от 0 до 1 000 000 км",
} as const;

const vehicleIdField = (parse: (raw: string) => { ok: true } | { ok: false; message: string }) =>
  optionalText.check((ctx) => {
    if (ctx.value === "") return;
    const parsed = parse(ctx.value);
    if (!parsed.ok) ctx.issues.push({ code: "custom", message: parsed.message, input: ctx.value });
  });

/** A garage car: the modification from the trade-in lookups, year, mileage, and plate and VIN if known. */
export const garageCarFormSchema = z.object({
  intent: z.literal("save"),
  MODIFICATION: optionalText.check((ctx) => {
    if (!/^[a-z0-9-]{1,120}$/.test(ctx.value)) ctx.issues.push({ code: "custom", message: GARAGE_MESSAGES.modification, input: ctx.value });
  }),
  YEAR: optionalText.check((ctx) => {
    if (!/^\d{4}$/.test(ctx.value)) ctx.issues.push({ code: "custom", message: GARAGE_MESSAGES.year, input: ctx.value });
  }),
  MILEAGE: optionalText
    .transform((value) => value.replace(/\s/g, ""))
    .check((ctx) => {
      if (!/^\d{1,7}$/.test(ctx.value) || Number(ctx.value) > 1_000_000) {
        ctx.issues.push({ code: "custom", message: GARAGE_MESSAGES.mileage, input: ctx.value });
      }
    }),
  PLATE: vehicleIdField(parsePlate),
  VIN: vehicleIdField(parseVin),
});
