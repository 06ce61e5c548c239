import { z } from "zod/v4";
import { handoverSchema } from "./delivery-endpoints";

/*
 * Online reservation in the dealer API (docs/dealer-api.md, "Reservation"): a car's terms
 * (prepayment, hold days, free or not), the reservation form, the payment's id told back,
 * the reservation's state (the dealer API asks the provider itself), cancel, and the
 * personal area's list and cancel. None is cached or retried: they change state, or must be fresh.
 */

export const reservationTermsSchema = z.object({
  carId: z.number().int(),
  amount: z.number().int().positive(),
  holdDays: z.number().int().positive(),
  payMinutes: z.number().int().positive(),
  available: z.boolean(),
  reservedUntil: z.preprocess((v) => v ?? null, z.string().nullable()),
});
export type ReservationTerms = z.infer<typeof reservationTermsSchema>;

export const reservationSchema = z.object({
  id: z.number().int(),
  status: z.enum(["pending", "paid", "expired", "declined", "lapsed", "cancelled"]),
  statusName: z.string(),
  car: z.object({ id: z.number().int(), name: z.string(), year: z.number().int(), price: z.number(), url: z.string(), dealer: z.string() }),
  amount: z.number().int(),
  holdDays: z.number().int(),
  payBy: z.string(),
  holdUntil: z.preprocess((v) => v ?? null, z.string().nullable()),
  paymentId: z.preprocess((v) => v ?? null, z.string().nullable()),
  refunded: z.boolean(),
  cancellable: z.boolean(),
  createdAt: z.string(),
  // The buyer's as made (the owner's own): a new try after a declined card starts with them.
  name: z.preprocess((v) => v ?? "", z.string()),
  phone: z.preprocess((v) => v ?? "", z.string()),
  /** The offer the buyer accepted (ЗоЗПП ст. 26.1); null for reservations made before offers were asked. */
  offer: z.preprocess((v) => v ?? null, z.object({ code: z.string(), version: z.number().int() }).nullable()),
  /** Where the buyer takes the car over when it is brought from its own centre (ADR 075). */
  handover: handoverSchema,
});
export type Reservation = z.infer<typeof reservationSchema>;

const post = <S extends z.ZodType>(path: string, response: S) => ({ method: "POST" as const, path, pageData: true, response });

export const reservationEndpoints = {
  getReservationTerms: { method: "GET", path: "/api/rrt/reservation/Terms/get", pageData: false, response: reservationTermsSchema },
  createReservation: post("/api/rrt/form/ReservationForm/create", reservationSchema),
  reservationAttachPayment: post("/api/rrt/reservation/Reservation/attachPayment", reservationSchema),
  getReservation: { ...post("/api/rrt/reservation/Reservation/get", reservationSchema), effect: "read" as const },
  cancelReservation: post("/api/rrt/reservation/Reservation/cancel", reservationSchema),
  personalReservations: {
    ...post("/api/rrt/personal/Reservation/getList", z.object({ items: z.preprocess((v) => v ?? [], z.array(reservationSchema)) })),
    effect: "read" as const,
  },
  personalReservationCancel: post("/api/rrt/personal/Reservation/cancel", reservationSchema),
} as const;
