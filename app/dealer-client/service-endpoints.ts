import { z } from "zod/v4";

/*
 * The service part of the dealer API (docs/dealer-api.md, "Service"): the page data, a
 * centre's free times, and the booking form. Dates and times are the centre's wall clock.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const clockTime = z.string().regex(/^\d{2}:\d{2}$/);
const list = <T extends z.ZodType>(item: T) => z.preprocess((value) => value ?? [], z.array(item));

export const serviceCentreSchema = z.object({
  sCode: z.string().min(1),
  sName: z.string(),
  sAddressForView: z.string(),
  sWork: z.string(),
  sPhone: z.string(),
  sCityFiasId: z.string(),
  sCityName: z.string(),
  iBays: z.number().int().positive(),
  iSlotMinutes: z.number().int().positive(),
  sTimeZone: z.string(),
  arBrands: list(z.object({ sBrandCode: z.string(), sBrandName: z.string() })),
});
export type ServiceCentre = z.infer<typeof serviceCentreSchema>;

export const serviceWorkSchema = z.object({
  code: z.string().min(1),
  name: z.string(),
  description: z.preprocess((value) => value ?? "", z.string()),
  priceFrom: z.number().nonnegative(),
});
export type ServiceWork = z.infer<typeof serviceWorkSchema>;

/** The workshops' price list of works (docs/dealer-api.md, "Maintenance"): the one source of every «от …» the site shows. */
export const servicePriceListSchema = z.object({
  works: list(serviceWorkSchema),
  /** The tyre hotel's price of one wheel for a season, alone or on its rim (ADR 072); none from an API without it. */
  tyreStorage: list(z.object({ rims: z.boolean(), name: z.string(), pricePerWheel: z.number().nonnegative() })),
});
export type ServicePriceList = z.infer<typeof servicePriceListSchema>;

/** One priced line of a regulation's step: labour in norm-hours, or a part, oil or filter. */
export const quoteLineSchema = z.object({
  kind: z.enum(["labour", "part", "consumable"]),
  name: z.string(),
  normHours: z.number().nullable(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  price: z.number().nonnegative(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

const quotedCarSchema = z.object({
  modificationId: z.string(),
  brand: z.string(),
  model: z.string(),
  generation: z.string(),
  modification: z.string(),
  year: z.number().int(),
  mileage: z.number().int(),
});

/** The step a car is due for with its fixed price, or, for a car whose regulation is not known, the work's «от …». */
export const maintenanceQuoteSchema = z.discriminatedUnion("known", [
  z.object({
    known: z.literal(true),
    car: quotedCarSchema,
    work: z.object({ code: z.string(), name: z.string() }),
    step: z.object({ number: z.number().int().positive(), km: z.number().int(), months: z.number().int(), by: z.enum(["mileage", "age"]), title: z.string(), label: z.string() }),
    interval: z.object({ km: z.number().int(), months: z.number().int() }),
    labourRate: z.number().nonnegative(),
    price: z.number().nonnegative(),
    lines: list(quoteLineSchema),
    recommended: list(quoteLineSchema),
  }),
  z.object({ known: z.literal(false), car: quotedCarSchema, work: z.object({ code: z.string(), name: z.string() }), priceFrom: z.number().nonnegative() }),
]);
export type MaintenanceQuote = z.infer<typeof maintenanceQuoteSchema>;

/** The fixed price a booking was made at (a regulation's step), with its lines; null for a work at its «от …». */
export const bookingQuoteSchema = z.preprocess(
  (value) => value ?? null,
  z
    .object({
      price: z.number().nonnegative(),
      step: z.number().int(),
      title: z.string(),
      mileage: z.number().int().nullable(),
      modificationId: z.string().nullable(),
      lines: list(quoteLineSchema),
      recommended: list(quoteLineSchema),
    })
    .nullable(),
);
export type BookingQuote = z.infer<typeof bookingQuoteSchema>;

export const servicePageDataSchema = z.object({
  meta: z.object({ title: z.string(), description: z.preprocess((value) => value ?? "", z.string()), h1: z.string() }),
  intro: z.preprocess((value) => value ?? "", z.string()),
  works: list(serviceWorkSchema),
  centres: list(serviceCentreSchema),
  sCityFiasId: z.string(),
  iDaysAhead: z.number().int().positive(),
});
export type ServicePageData = z.infer<typeof servicePageDataSchema>;

export const serviceSlotListSchema = z.object({
  sCode: z.string(),
  sTimeZone: z.string(),
  today: isoDate,
  date: isoDate,
  days: list(z.object({ date: isoDate, open: z.boolean(), free: z.number().int().nonnegative() })),
  slots: list(z.object({ time: clockTime, places: z.number().int().nonnegative(), free: z.number().int().nonnegative() })),
});
export type ServiceSlotList = z.infer<typeof serviceSlotListSchema>;

/** A booked slot of a centre: a service visit's and a test drive's (one slot engine) share these fields. */
export const bookedSlotSchema = z.object({
  id: z.number().int(),
  status: z.enum(["booked", "cancelled"]),
  sCode: z.string(),
  sName: z.string(),
  sAddressForView: z.string(),
  sPhone: z.string(),
  sCityName: z.string(),
  date: isoDate,
  time: clockTime,
  endTime: clockTime,
  startsAt: z.string(),
  endsAt: z.string(),
  sTimeZone: z.string(),
});
export type BookedSlot = z.infer<typeof bookedSlotSchema>;

/** The answer of a slot's booking form: the booking, and whether it was made before. */
export const slotBookingResult = <T extends z.ZodType>(booking: T) => z.object({ id: z.number().int(), duplicate: z.boolean(), booking });

export const serviceBookingSchema = bookedSlotSchema.extend({
  work: z.object({ code: z.string(), name: z.string(), priceFrom: z.number() }),
  quote: bookingQuoteSchema,
  car: z.object({ brand: z.string(), model: z.string(), year: z.number().int(), plate: z.string().nullable() }),
});
export type ServiceBooking = z.infer<typeof serviceBookingSchema>;

export const serviceEndpoints = {
  getServicePageData: {
    method: "GET",
    path: "/api/rrt/service/Controller/getPageData",
    pageData: true,
    response: servicePageDataSchema,
  },
  // Never cached: a price changed in the dealer API shows on the next request (docs/product.md, "Maintenance").
  getServicePriceList: {
    method: "GET",
    path: "/api/rrt/service/Prices/getList",
    pageData: false,
    response: servicePriceListSchema,
  },
  getMaintenanceQuote: {
    method: "GET",
    path: "/api/rrt/service/Regulation/getStep",
    pageData: false,
    response: maintenanceQuoteSchema,
  },
  // A read: GET, so the client retries it once. Never cached: every booking changes it.
  getServiceSlots: {
    method: "GET",
    path: "/api/rrt/service/Slots/getList",
    pageData: false,
    response: serviceSlotListSchema,
  },
  createServiceBooking: {
    method: "POST",
    path: "/api/rrt/form/ServiceRegisterForm/create",
    pageData: false,
    // commentAdded: the visit was booked already and this post's new comment was added to it (false from an API without it).
    response: slotBookingResult(serviceBookingSchema).extend({ commentAdded: z.boolean().default(false) }),
  },
} as const;
