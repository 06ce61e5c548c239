import { z } from "zod/v4";
import { agreementField, commentField, nameField, phoneField, safePageUrl } from "./rules";
import { newestModelYear } from "~/utils/model-year";

/**
 * The service booking (docs/product.md, "Service booking"; ServiceRegisterForm): the slot (centre, date,
 * time), the kind of work, the car, and the shared contact fields. The messages are the
 * dealer API's own (docs/dealer-api.md, "Service"), so a value refused there reads the same.
 */
export const SERVICE_MESSAGES = {
  center: "Выберите сервисный центр",
  work: "Выберите вид работ",
  date: "Выберите дату в ближайшие 30 дней",
  time: "Выберите время",
  brand: "Укажите марку автомобиля",
  model: "Укажите модель автомобиля",
  year: (max: number) => `Укажите год выпуска от 1950 до ${max}`,
  plate: "Госномер: только буквы и цифры, не длиннее 12 символов",
} as const;

export const CAR_YEAR_MIN = 1950;
export const carYearMax = newestModelYear;

/** A required one-line text: conform reads an empty field as missing. */
function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .optional()
    .transform((value) => (value ?? "").trim().replace(/\s+/g, " "))
    .check((ctx) => {
      // eslint-disable-next-line no-control-regex
      if (ctx.value.length < 1 || ctx.value.length > max || /[\u0000-\u001F\u007F]/.test(ctx.value)) {
        ctx.issues.push({ code: "custom", message, input: ctx.value });
      }
    });
}

/** A hidden field the page fills in: anything but its own shape is dropped, so nothing is sent. */
function hiddenText(shape: RegExp) {
  return z
    .unknown()
    .transform((value) => (typeof value === "string" && shape.test(value.trim()) ? value.trim() : undefined));
}

/** A slot's date and time: the service booking's and the test drive's (one slot engine, the same messages). */
export const slotFields = {
  // Not .optional(): zod skips the checks of an optional key that is absent, and an unchosen radio is absent.
  DATE: z.string({ error: SERVICE_MESSAGES.date }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: SERVICE_MESSAGES.date }),
  TIME: z.string({ error: SERVICE_MESSAGES.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: SERVICE_MESSAGES.time }),
};

export const serviceSchema = z.object({
  CENTER: requiredText(SERVICE_MESSAGES.center, 100),
  ...slotFields,
  WORK: requiredText(SERVICE_MESSAGES.work, 100),
  BRAND: requiredText(SERVICE_MESSAGES.brand, 50),
  MODEL: requiredText(SERVICE_MESSAGES.model, 50),
  YEAR: z
    .string({ error: SERVICE_MESSAGES.year(carYearMax()) })
    .optional()
    .transform((value, ctx) => {
      const year = Number((value ?? "").trim());
      if (!/^\d{4}$/.test((value ?? "").trim()) || year < CAR_YEAR_MIN || year > carYearMax()) {
        ctx.issues.push({ code: "custom", message: SERVICE_MESSAGES.year(carYearMax()), input: value });
        return z.NEVER;
      }
      return year;
    }),
  PLATE: z
    .string({ error: SERVICE_MESSAGES.plate })
    .optional()
    .transform((value) => (value ?? "").toUpperCase().replace(/[\s-]+/g, ""))
    .refine((value) => value.length <= 12 && /^[0-9A-ZА-ЯЁ]*$/.test(value), { error: SERVICE_MESSAGES.plate })
    .transform((value) => value || undefined),
  // A regulation's maintenance opened from the calculator (/service/to) carries the car it was
  // worked out for and the price shown: hidden fields, which the dealer API checks against its
  // own quote (a stale price is refused with the new one). Absent for any other booking.
  MODIFICATION: hiddenText(/^[a-z0-9-]{1,120}$/),
  MILEAGE: hiddenText(/^\d{1,7}$/),
  PRICE: hiddenText(/^\d{1,9}$/),
  NAME: nameField,
  PHONE: phoneField,
  COMMENT: commentField,
  AGREE: agreementField,
  URL: z.unknown().transform(safePageUrl),
});

export type ServiceValues = z.output<typeof serviceSchema>;

