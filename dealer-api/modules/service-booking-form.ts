import { z } from "zod/v4";
import type { DB } from "../db";
import { ApiFailure } from "../http";
import { ANY_CONTROL, consultationSchema, fieldError, fieldErrors, type FieldError } from "./forms";
import { centreByCode, type ServiceCentre, serviceWork, type ServiceWork } from "./service-centres";
import { MAINTENANCE_WORK, readQuoteInput } from "./service-regulations";
import { isIsoDate, parseTime } from "./service-schedule";
import { SLOT_MESSAGES } from "./slots";

/*
 * The service booking form as posted (docs/dealer-api.md, "Service"): every field's check,
 * one message per field, before anything is booked. Whether the slot is still bookable and
 * free is the booking's own question (service-bookings.ts).
 */

export const SERVICE_MESSAGES = {
  center: "Выберите сервисный центр",
  work: "Выберите вид работ",
  ...SLOT_MESSAGES,
  brand: "Укажите марку автомобиля",
  model: "Укажите модель автомобиля",
  year: (max: number) => `Укажите год выпуска от 1950 до ${max}`,
  plate: "Госномер: только буквы и цифры, не длиннее 12 символов",
} as const;

const bookingFields = z.object({
  CENTER: z.string({ error: SERVICE_MESSAGES.center }).trim().min(1, { error: SERVICE_MESSAGES.center }),
  WORK: z.string({ error: SERVICE_MESSAGES.work }).trim().min(1, { error: SERVICE_MESSAGES.work }),
  DATE: z.string({ error: SERVICE_MESSAGES.date }).refine(isIsoDate, { error: SERVICE_MESSAGES.date }),
  TIME: z.string({ error: SERVICE_MESSAGES.time }).refine((v) => parseTime(v) !== null, { error: SERVICE_MESSAGES.time }),
  BRAND: z.string({ error: SERVICE_MESSAGES.brand }).trim().min(1, { error: SERVICE_MESSAGES.brand }).max(50, { error: SERVICE_MESSAGES.brand }),
  MODEL: z.string({ error: SERVICE_MESSAGES.model }).trim().min(1, { error: SERVICE_MESSAGES.model }).max(50, { error: SERVICE_MESSAGES.model }),
  YEAR: z.unknown(),
  PLATE: z
    .union([z.string(), z.null(), z.undefined()], { error: SERVICE_MESSAGES.plate })
    .transform((v) => (v ?? "").toUpperCase().replace(/[\s-]+/g, ""))
    .refine((v) => v.length <= 12 && /^[0-9A-ZА-ЯЁ]*$/.test(v), { error: SERVICE_MESSAGES.plate })
    .transform((v) => v || undefined),
  NAME: consultationSchema.shape.NAME,
  PHONE: consultationSchema.shape.PHONE,
  COMMENT: consultationSchema.shape.COMMENT,
  AGREE: consultationSchema.shape.AGREE,
  URL: consultationSchema.shape.URL,
  FUserId: z
    .unknown()
    .transform((v) => (typeof v === "string" ? v.slice(0, 64) : "")),
});

export type BookingForm = z.infer<typeof bookingFields>;

/**
 * A regulation's maintenance as the calculator quoted it: the car it was worked out for and
 * the price the visitor was shown, which the booking must agree with.
 */
export type QuotedMaintenance = { car: { modificationId: string; year: number; mileage: number }; price: number };

/** A posted booking whose every field is good: the centre and the work as they are stored. */
export type BookingRequest = { form: BookingForm; centre: ServiceCentre; work: ServiceWork; year: number; quoted: QuotedMaintenance | null };

const PRICE_MESSAGE = "Цена ТО не указана: рассчитайте ТО ещё раз";

/**
 * `MODIFICATION`, `MILEAGE` and `PRICE` of a maintenance booked from the calculator, when
 * `MODIFICATION` is sent; other bookings carry none. Throws the field's 400.
 */
function readQuoted(input: Record<string, unknown>, work: string, now: number): QuotedMaintenance | null {
  if (typeof input.MODIFICATION !== "string" || input.MODIFICATION.trim() === "" || work !== MAINTENANCE_WORK) return null;
  const car = readQuoteInput(input, new Date(now), { modificationId: "MODIFICATION", year: "YEAR", mileage: "MILEAGE" });
  const price = typeof input.PRICE === "number" ? input.PRICE : typeof input.PRICE === "string" && /^\d{1,9}$/.test(input.PRICE) ? Number(input.PRICE) : NaN;
  if (!Number.isSafeInteger(price)) throw new ApiFailure(400, [fieldError("PRICE", PRICE_MESSAGE)]);
  return { car, price };
}

function yearOf(value: unknown, now: number): number | null {
  const max = new Date(now).getUTCFullYear() + 1;
  const year = typeof value === "number" ? value : typeof value === "string" && /^\s*\d{4}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(year) && year >= 1950 && year <= max ? year : null;
}

/** The fields the visitor types: control characters are refused in each (the comment's own check keeps its line breaks). */
const TYPED_FIELDS = { CENTER: SERVICE_MESSAGES.center, WORK: SERVICE_MESSAGES.work, BRAND: SERVICE_MESSAGES.brand, MODEL: SERVICE_MESSAGES.model };

/** The posted form read and checked; else the 400 with one error per field, the first found. */
export function readBookingForm(db: DB, input: Record<string, unknown>, now: number): BookingRequest {
  const errors: FieldError[] = [];
  const parsed = bookingFields.safeParse(input);
  if (!parsed.success) errors.push(...fieldErrors(parsed.error));
  const year = yearOf(input.YEAR, now);
  if (year === null) errors.push(fieldError("YEAR", SERVICE_MESSAGES.year(new Date(now).getUTCFullYear() + 1)));
  if (parsed.success) {
    for (const [field, message] of Object.entries(TYPED_FIELDS) as Array<[keyof typeof TYPED_FIELDS, string]>) {
      if (ANY_CONTROL.test(parsed.data[field])) errors.push(fieldError(field, message));
    }
  }
  const centre = parsed.success ? centreByCode(db, parsed.data.CENTER) : undefined;
  if (parsed.success && !centre) errors.push(fieldError("CENTER", SERVICE_MESSAGES.center));
  const work = parsed.success ? serviceWork(db, parsed.data.WORK) : undefined;
  if (parsed.success && !work) errors.push(fieldError("WORK", SERVICE_MESSAGES.work));
  if (errors.length || !parsed.success || !centre || !work || year === null) throw new ApiFailure(400, firstPerField(errors));
  return { form: parsed.data, centre, work, year, quoted: readQuoted(input, work.code, now) };
}

function firstPerField(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.field) && seen.add(e.field));
}
