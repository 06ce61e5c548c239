import { z } from "zod/v4";
import { handoverSchema } from "./delivery-endpoints";
import { bookingQuoteSchema } from "./service-endpoints";

/*
 * The personal area of the dealer API (docs/dealer-api.md, "Personal area"): sign-in by a
 * one-time SMS code, sign-out, the profile and the user's orders. Every call carries the
 * visitor's FUserId (page data), which is what the API knows the user by. None is retried:
 * they change state or spend a code try.
 */

const textOrEmpty = z.preprocess((value) => value ?? "", z.string());
const nullableNumber = z.preprocess((value) => value ?? null, z.number().nullable());
const nullableText = z.preprocess((value) => value ?? null, z.string().nullable());

/** What «send a code» answers, the same for a known and a new phone. */
export const codeSentSchema = z.object({
  /** Seconds until another code may be asked for. */
  resendAfter: z.number().int().nonnegative(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int().positive(),
  length: z.number().int().positive(),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export const signedInSchema = z.object({
  /** The new id of the signed-in visitor: the old one is anonymous from now on. */
  FUserId: z.string().min(1),
  IsAuthorized: z.boolean(),
  sUserName: textOrEmpty,
  sUserPhone: textOrEmpty,
});

export const signedOutSchema = z.object({ FUserId: z.string().min(1), IsAuthorized: z.boolean() });

export const loyaltySchema = z.object({
  level: z.object({ code: z.string(), name: z.string() }),
  points: z.number().int().nonnegative(),
  purchases: z.number().nonnegative(),
  serviceVisits: z.number().int().nonnegative(),
  next: z.preprocess((value) => value ?? null, z.object({ code: z.string(), name: z.string(), pointsNeeded: z.number().int().positive() }).nullable()),
});
export type Loyalty = z.infer<typeof loyaltySchema>;

export const profileSchema = z.object({
  name: textOrEmpty,
  /** 11 digits starting with 7. */
  phone: z.string(),
  email: textOrEmpty,
  /** YYYY-MM-DD or empty. */
  birthday: textOrEmpty,
  city: z.preprocess((value) => value ?? null, z.object({ fiasId: z.string(), name: z.string() }).nullable()),
  loyalty: loyaltySchema,
  ordersCount: z.number().int().nonnegative(),
  garageCount: z.number().int().nonnegative(),
});
export type Profile = z.infer<typeof profileSchema>;

export const userOrderSchema = z.object({
  id: z.number().int(),
  /** ISO date-time. */
  createdAt: z.string(),
  status: z.string(),
  statusName: z.string(),
  car: z.object({
    id: nullableNumber,
    name: textOrEmpty,
    modification: textOrEmpty,
    year: nullableNumber,
    price: nullableNumber,
    brandCode: nullableText,
    modelCode: nullableText,
  }),
  dealer: z.preprocess(
    (value) => value ?? null,
    z.object({ sCode: z.string(), sName: z.string(), sAddressForView: z.string(), sCityName: z.string() }).nullable(),
  ),
  /** Where the buyer takes the car over when it is brought from its own centre (ADR 075). */
  handover: handoverSchema,
  /** Set for a credit application: the loan asked for. */
  credit: z.preprocess(
    (value) => value ?? null,
    z.object({ programName: z.string(), bank: z.string(), downPayment: z.number(), term: z.number().int(), monthly: z.number() }).nullable(),
  ),
  /** Set for a deal (ADR 078): its lines as sent, both totals, and the reservation of its car made since. */
  deal: z.preprocess(
    (value) => value ?? null,
    z
      .object({
        lines: z.array(
          z.object({
            code: z.string(),
            kind: z.string(),
            label: z.string(),
            amount: z.number().int(),
            condition: z.preprocess((v) => v ?? null, z.string().nullable()),
            met: z.boolean(),
          }),
        ),
        totals: z.object({ withChoices: z.number().int(), withoutConditions: z.number().int() }),
        reservation: z.preprocess((v) => v ?? null, z.object({ id: z.number().int(), status: z.string(), statusName: z.string() }).nullable()),
      })
      .nullable(),
  ),
});
export type UserOrder = z.infer<typeof userOrderSchema>;

/** Work found during a visit, with the owner's decision (docs/dealer-api.md, "Service visits"). */
export const foundLineSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().nonnegative(),
  urgent: z.boolean(),
  status: z.enum(["proposed", "approved", "declined"]),
  /** The owner may still decide, or change their mind: the visit waits for this line. */
  open: z.boolean(),
  decidedAt: nullableText,
});
export type FoundLine = z.infer<typeof foundLineSchema>;

/** A service booking as the personal area shows it (docs/dealer-api.md, "Service booking"). */
export const userBookingSchema = z.object({
  id: z.number().int(),
  status: z.enum(["booked", "cancelled"]),
  sName: z.string(),
  sAddressForView: z.string(),
  sPhone: z.string(),
  sCityName: z.string(),
  /** The slot on the centre's wall clock. */
  date: z.string(),
  time: z.string(),
  endTime: z.string(),
  /** ISO instants. */
  startsAt: z.string(),
  endsAt: z.string(),
  work: z.object({ code: z.string(), name: z.string() }),
  /** The fixed price it was booked at; null: the work's «от …» of the price list. */
  quote: bookingQuoteSchema,
  car: z.object({ brand: z.string(), model: z.string(), year: z.number().int(), plate: nullableText }),
  /** What the visitor wrote for the service: the first comment, then those sent with the same visit again. */
  comments: z.preprocess((value) => value ?? [], z.array(z.string())),
  /** Where the car is at the workshop: accepted, in_work, awaiting_approval, ready, handed_over (a string: a dealer may add one). */
  state: z.preprocess((value) => value ?? "accepted", z.string()),
  /** The state as the owner reads it: «Принят», «В работе», «Ждёт согласования», «Готов», «Выдан». */
  stateName: textOrEmpty,
  found: z.preprocess((value) => value ?? [], z.array(foundLineSchema)),
  /** The approved found lines' sum, on top of the booked price. */
  extra: z.preprocess((value) => value ?? 0, z.number().nonnegative()),
});
export type UserBooking = z.infer<typeof userBookingSchema>;

const money = z.number().nonnegative();

/** A car of the garage, described by the trade-in lookups, with today's estimate (null when it cannot be valued). */
export const garageCarSchema = z.object({
  id: z.number().int(),
  modificationId: z.string(),
  brandCode: z.string(),
  brand: z.string(),
  modelCode: z.string(),
  model: z.string(),
  generationCode: z.string(),
  generation: z.string(),
  modification: z.string(),
  year: z.number().int(),
  mileage: z.number().int(),
  plate: nullableText,
  vin: nullableText,
  estimate: z.preprocess(
    (value) => value ?? null,
    z.object({ buyout: money, marketPrice: money, marketMin: money, marketMax: money }).nullable(),
  ),
});
export type GarageCar = z.infer<typeof garageCarSchema>;
const garageList = z.object({ items: z.preprocess((v) => v ?? [], z.array(garageCarSchema)) });

const post = <S extends z.ZodType>(path: string, response: S) => ({ method: "POST" as const, path, pageData: true, response });
/** A POST that only reads: retried once like any read (docs/decisions/020). */
const read = <S extends z.ZodType>(path: string, response: S) => ({ ...post(path, response), effect: "read" as const });

export const personalEndpoints = {
  personalSendCode: post("/api/rrt/personal/Auth/sendCode", codeSentSchema),
  personalCheckCode: post("/api/rrt/personal/Auth/checkCode", signedInSchema),
  personalLogout: post("/api/rrt/personal/Auth/logout", signedOutSchema),
  personalProfile: read("/api/rrt/personal/Profile/get", profileSchema),
  personalProfileUpdate: post("/api/rrt/personal/Profile/update", profileSchema),
  personalSendPhoneCode: post("/api/rrt/personal/Profile/sendPhoneCode", codeSentSchema),
  personalConfirmPhone: post("/api/rrt/personal/Profile/confirmPhone", profileSchema),
  personalOrders: read("/api/rrt/personal/Orders/getList", z.object({ items: z.preprocess((v) => v ?? [], z.array(userOrderSchema)) })),
  personalGarageAdd: post("/api/rrt/personal/Garage/add", garageCarSchema),
  personalGarage: read("/api/rrt/personal/Garage/getList", garageList),
  personalGarageCar: read("/api/rrt/personal/Garage/get", garageCarSchema),
  personalGarageUpdate: post("/api/rrt/personal/Garage/update", garageCarSchema),
  personalGarageDelete: post("/api/rrt/personal/Garage/delete", garageList),
  personalBookings: read("/api/rrt/personal/Service/getList", z.object({ items: z.preprocess((v) => v ?? [], z.array(userBookingSchema)) })),
  // Before the cancel: the contract test decides on the booking it then cancels.
  personalServiceDecide: post("/api/rrt/personal/Service/decide", userBookingSchema),
  personalBookingCancel: post("/api/rrt/personal/Service/cancel", userBookingSchema),
} as const;
