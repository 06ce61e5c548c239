import { z } from "zod/v4";
import { serviceBookingSchema, serviceSlotListSchema } from "./service-endpoints";

/*
 * Tyre season in the dealer API (docs/dealer-api.md, "Tyres"; ADR 072): a centre's tyre bay
 * (short slots with places of their own, the city's change season marked), the booking of a
 * change with storage or a pickup, and the signed-in user's storage contracts.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clockTime = z.string().regex(/^\d{2}:\d{2}$/);
const list = <T extends z.ZodType>(item: T) => z.preprocess((value) => value ?? [], z.array(item));

export const tyreSeasonSchema = z.object({ kind: z.enum(["autumn", "spring"]), name: z.string(), starts: isoDate, ends: isoDate });
export type TyreSeason = z.infer<typeof tyreSeasonSchema>;

export const tyreSlotListSchema = serviceSlotListSchema.extend({
  // A day of the city's change season: the days that fill first.
  days: list(z.object({ date: isoDate, open: z.boolean(), free: z.number().int().nonnegative(), season: z.boolean().default(false) })),
  season: z.preprocess((value) => value ?? null, tyreSeasonSchema.nullable()),
  iPosts: z.number().int().positive(),
  iSlotMinutes: z.number().int().positive(),
});
export type TyreSlotList = z.infer<typeof tyreSlotListSchema>;

const contractVisitSchema = z.object({ bookingId: z.number().int(), date: isoDate, time: clockTime, endTime: clockTime });

export const tyreContractSchema = z.object({
  id: z.number().int(),
  sCode: z.string(),
  sName: z.string(),
  sAddressForView: z.string(),
  sPhone: z.string(),
  sCityName: z.string(),
  sizes: z.string(),
  wheels: z.number().int().positive(),
  rims: z.boolean(),
  tyres: z.enum(["summer", "winter"]),
  season: z.object({ code: z.string(), name: z.string() }),
  /** For the season, fixed when the contract was made. */
  price: z.number().nonnegative(),
  status: z.enum(["stored", "issued"]),
  made: z.preprocess((value) => value ?? null, contractVisitSchema.nullable()),
  pickup: z.preprocess((value) => value ?? null, contractVisitSchema.nullable()),
});
export type TyreContract = z.infer<typeof tyreContractSchema>;

export const tyreBookingResultSchema = z.object({
  id: z.number().int(),
  duplicate: z.boolean(),
  booking: serviceBookingSchema,
  storage: z.preprocess((value) => value ?? null, tyreContractSchema.nullable()),
  pickup: z.preprocess((value) => value ?? null, tyreContractSchema.nullable()),
});
export type TyreBookingResult = z.infer<typeof tyreBookingResultSchema>;

export const tyreEndpoints = {
  // A read, never cached: every booking changes it.
  getTyreSlots: {
    method: "GET",
    path: "/api/rrt/service/Tyres/getSlots",
    pageData: false,
    response: tyreSlotListSchema,
  },
  createTyreBooking: {
    method: "POST",
    path: "/api/rrt/form/TyreServiceForm/create",
    pageData: false,
    response: tyreBookingResultSchema,
  },
  // The signed-in user's contracts: the visitor's FUserId (page data) is who asks.
  personalTyreContracts: {
    method: "POST",
    path: "/api/rrt/personal/Tyres/getList",
    pageData: true,
    effect: "read",
    response: z.object({ items: list(tyreContractSchema) }),
  },
} as const;
