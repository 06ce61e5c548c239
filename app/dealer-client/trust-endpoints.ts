import { z } from "zod/v4";
import { carCardSchema } from "./catalog-endpoints";

/*
 * What helps a buyer trust a car and come back to it (docs/dealer-api.md, "Used car report"
 * and "Recently viewed"): a used car's report, and the cars the visitor opened last.
 */

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const carReportSchema = z.object({
  vin: z.string(),
  checkedAt: date,
  owners: z.number().int().nonnegative(),
  registrations: z.array(z.object({ owner: z.enum(["person", "company"]), from: date, to: date })),
  mileage: z.array(z.object({ date, km: z.number().int().nonnegative(), source: z.string() })),
  accidents: z.array(z.object({ date, kind: z.string(), damage: z.string(), repair: z.string() })),
  checks: z.array(z.object({ code: z.string(), name: z.string(), found: z.boolean() })),
  inspection: z.object({
    points: z.number().int().positive(),
    date,
    groups: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        points: z.number().int().nonnegative(),
        findings: z.array(z.object({ item: z.string(), found: z.string(), fixed: z.boolean(), action: z.string() })),
      }),
    ),
  }),
  warranty: z.preprocess((v) => v ?? null, z.object({ months: z.number().int().positive(), km: z.number().int().nonnegative(), terms: z.string() }).nullable()),
});
export type CarReport = z.infer<typeof carReportSchema>;

const cards = z.object({ items: z.preprocess((v) => v ?? [], z.array(carCardSchema)) });

export const trustEndpoints = {
  getCarReport: {
    method: "GET",
    path: "/api/rrt/catalog/CarReport/get",
    pageData: true,
    // A new car has none: `report` is null.
    response: z.object({ report: z.preprocess((v) => v ?? null, carReportSchema.nullable()) }),
    // The same for every visitor and city; a report changes when the car is inspected again.
    cache: { ttlMs: 60_000, everyCity: true },
  },
  // Records the view and answers the list as it now is, newest first (the car page's call).
  recentlyViewedAdd: {
    method: "POST",
    path: "/api/rrt/catalog/RecentlyViewed/add",
    pageData: true,
    response: cards,
  },
  recentlyViewedList: {
    method: "POST",
    path: "/api/rrt/catalog/RecentlyViewed/getList",
    effect: "read",
    pageData: true,
    response: cards,
  },
} as const;
