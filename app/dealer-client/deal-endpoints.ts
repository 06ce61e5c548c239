import { z } from "zod/v4";
import { validUntilFrom } from "./valid-until";

/*
 * The deal (docs/dealer-api.md, «Deal»): a car's итоговая цена line by line, and the dealer's
 * current promotions. Whatever ends at a time carries `validUntil` (valid-until.ts), which
 * bounds how long the answer and the pages made of it are kept.
 */

const coded = z.object({ code: z.string(), name: z.string() });
const requirement = z.preprocess((v) => v ?? null, z.enum(["tradein", "credit"]).nullable());

/** A promotion as a card names it: its title, amount, the buyer's condition in words (null: none), its end. */
export const cardPromotionSchema = z
  .object({
    code: z.string().min(1),
    title: z.string(),
    amount: z.number().int().positive(),
    requires: requirement,
    condition: z.preprocess((v) => v ?? null, z.string().nullable()),
    endsAt: z.string(),
    secondsLeft: z.number().nonnegative(),
  })
  .transform(({ secondsLeft, ...promotion }) => ({ ...promotion, validUntil: validUntilFrom(secondsLeft) }));
export type CardPromotion = z.infer<typeof cardPromotionSchema>;

export const promotionSchema = z
  .object({
    code: z.string().min(1),
    title: z.string(),
    text: z.string(),
    amount: z.number().int().positive(),
    requires: requirement,
    condition: z.preprocess((v) => v ?? null, z.string().nullable()),
    endsAt: z.string(),
    secondsLeft: z.number().nonnegative(),
    city: z.preprocess((v) => v ?? null, z.object({ fiasId: z.string(), name: z.string() }).nullable()),
    cars: z.object({
      brand: z.preprocess((v) => v ?? null, coded.nullable()),
      model: z.preprocess((v) => v ?? null, coded.nullable()),
      condition: z.preprocess((v) => v ?? null, z.enum(["new", "used"]).nullable()),
      city: z.preprocess((v) => v ?? null, z.string().nullable()),
      count: z.number().int().nonnegative(),
    }),
  })
  .transform(({ secondsLeft, ...promotion }) => ({ ...promotion, validUntil: validUntilFrom(secondsLeft) }));
export type Promotion = z.infer<typeof promotionSchema>;

const lineCondition = z
  .object({
    code: z.string(),
    text: z.string(),
    endsAt: z.preprocess((v) => v ?? null, z.string().nullable()),
    secondsLeft: z.preprocess((v) => v ?? null, z.number().nonnegative().nullable()),
  })
  .transform(({ secondsLeft, ...condition }) => ({
    ...condition,
    ...(secondsLeft === null ? {} : { validUntil: validUntilFrom(secondsLeft) }),
  }));

/**
 * One line of the итоговая цена. `kind` is open: a kind the storefront does not know (delivery)
 * is shown like any other line, by its label, amount and condition.
 */
export const dealLineSchema = z.object({
  kind: z.string(),
  code: z.string(),
  label: z.string(),
  amount: z.number().int(),
  condition: z.preprocess((v) => v ?? null, lineCondition.nullable()),
  met: z.boolean(),
});
export type DealLine = z.infer<typeof dealLineSchema>;

/**
 * A trade-in estimate the dealer holds for the visitor's car (ADR 078): its buyout until
 * `validUntil` («Оценка действует до …»), and, once renewed after it ran out, the amount before.
 */
export const heldEstimateSchema = z
  .object({
    id: z.number().int().positive(),
    car: z.object({ brand: z.string(), model: z.string(), generation: z.string(), modification: z.string(), year: z.number().int(), mileage: z.number().int() }),
    buyout: z.number().int().nonnegative(),
    marketPrice: z.number().int().nonnegative(),
    validDays: z.number().int().positive(),
    valuedAt: z.string(),
    validUntil: z.string(),
    secondsLeft: z.number().nonnegative(),
    renewed: z.preprocess((v) => v ?? null, z.object({ previousBuyout: z.number().int().nonnegative() }).nullable()),
  })
  // As a promotion's: `endsAt` the ISO to show, `validUntil` this process's moment it ends (valid-until.ts).
  .transform(({ secondsLeft, validUntil, ...estimate }) => ({ ...estimate, endsAt: validUntil, validUntil: validUntilFrom(secondsLeft) }));
export type HeldEstimate = z.infer<typeof heldEstimateSchema>;

export const dealPriceSchema = z.object({
  carId: z.number().int(),
  choices: z.object({
    tradein: z.boolean(),
    credit: z.boolean(),
    extras: z.array(z.string()),
    // A dealer API before the deal builder (ADR 078) answers neither.
    delivery: z.preprocess((v) => v ?? false, z.boolean()),
    tradeinEstimate: z.preprocess((v) => v ?? null, z.number().int().nullable()),
  }),
  lines: z.array(dealLineSchema),
  totals: z.object({ withChoices: z.number().int(), withoutConditions: z.number().int() }),
  estimates: z.preprocess(
    (v) => v ?? [],
    z.array(z.object({ code: z.string(), label: z.string(), min: z.number(), max: z.number(), basis: z.string() })),
  ),
  /** The held estimate the trade-in line is from (`tradeinEstimate` asked and the visitor's own). */
  tradeinEstimate: z.preprocess((v) => v ?? null, heldEstimateSchema.nullable()),
});
export type DealPrice = z.infer<typeof dealPriceSchema>;

export const dealEndpoints = {
  // The buyer's choices are the fields (tradein, credit, extras, delivery, tradeinEstimate): one
  // answer per car, city and choices; the estimate's line is the visitor's own (FUserId).
  getDealPrice: {
    method: "GET",
    path: "/api/rrt/deal/Price/get",
    pageData: true,
    response: dealPriceSchema,
  },
  holdTradeInEstimate: {
    method: "POST",
    path: "/api/rrt/tradein/Estimate/hold",
    // The same car of the same visitor answers the same held estimate: sent again, nothing new.
    effect: "read",
    pageData: true,
    response: heldEstimateSchema,
  },
  createDeal: {
    method: "POST",
    path: "/api/rrt/form/DealForm/create",
    // With the visitor's id (the estimate is theirs; the personal area lists the deal) and city (delivery, the loan).
    pageData: true,
    response: z.object({ id: z.number().int(), duplicate: z.boolean() }),
  },
  getPromotions: {
    method: "GET",
    path: "/api/rrt/deal/Promotions/getList",
    pageData: true,
    response: z.object({ items: z.preprocess((v) => v ?? [], z.array(promotionSchema)) }),
    // The same for every visitor of a city; an answer is never kept past its first promotion's end.
    cache: { ttlMs: 60_000 },
  },
} as const;
