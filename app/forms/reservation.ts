import { z } from "zod/v4";
import { CONSENT_MESSAGES } from "./consents";
import { handoverField } from "./handover";
import { agreementField, carIdField, consentField, nameField, phoneField } from "./rules";

/**
 * «Забронировать онлайн» (docs/product.md, "Reservation"; ReservationForm): the car, the
 * buyer's name and phone, the consent, and the idempotency key the page was rendered with,
 * so a double submit is one reservation and one payment.
 */
export const reservationSchema = z.object({
  CAR_ID: carIdField,
  /** Where the buyer takes the car over (ADR 075); left out: the car's own centre. */
  HANDOVER: handoverField,
  KEY: z.string({ error: "Обновите страницу и попробуйте ещё раз" }).regex(/^[A-Za-z0-9-]{16,64}$/, { error: "Обновите страницу и попробуйте ещё раз" }),
  NAME: nameField,
  PHONE: phoneField,
  AGREE: agreementField,
  // The offer (offer-reservation): no prepayment without it (ЗоЗПП ст. 26.1, ADR 067).
  OFFER: consentField(CONSENT_MESSAGES.offer),
});

/** «Отменить бронирование»: on the reservation's page and in «Мои заказы». */
export const reservationCancelSchema = z.object({
  intent: z.literal("cancel-reservation", { error: "Бронирование не найдено" }),
  id: z.string({ error: "Бронирование не найдено" }).regex(/^\d{1,12}$/, { error: "Бронирование не найдено" }).transform(Number),
});
