import { z } from "zod/v4";
import type { CreditProgram } from "../../lib/credit";

/*
 * Car loans (docs/dealer-api.md, «Credit»): the banks' programmes offered in the visitor's
 * city, and the credit application.
 */

export const creditProgramSchema = z.object({
  code: z.string().min(1),
  name: z.string(),
  bank: z.object({ code: z.string(), name: z.string(), license: z.preprocess((v) => v ?? "", z.string()) }),
  rate: z.number().nonnegative(),
  minDownPercent: z.number().min(0).max(100),
  termMin: z.number().int().positive(),
  termMax: z.number().int().positive(),
  carCondition: z.enum(["new", "used", "any"]),
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  isState: z.boolean(),
  // Who may use the programme; a dealer API that does not say is read as "any buyer" (a state programme is still marked).
  eligibility: z.preprocess((v) => v ?? null, z.string().nullable()),
  psk: z.object({ min: z.number(), max: z.number() }),
}) satisfies z.ZodType<CreditProgram>;

export const creditEndpoints = {
  // Page data of every page (the root loader): the same for everyone in a city for a minute.
  getCreditPrograms: {
    method: "GET",
    path: "/api/rrt/credit/Programs/getList",
    pageData: true,
    response: z.object({ items: z.preprocess((v) => v ?? [], z.array(creditProgramSchema)) }),
    cache: { ttlMs: 60_000 },
  },
  createCreditApplication: {
    method: "POST",
    path: "/api/rrt/form/CreditApplicationForm/create",
    // With the visitor's id (the personal area lists it) and city (where the programme must be offered).
    pageData: true,
    response: z.object({ id: z.number().int(), duplicate: z.boolean() }),
  },
} as const;
