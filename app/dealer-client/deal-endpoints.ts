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

export const dealPriceSchema = z.object({
  carId: z.number().int(),
  choices: z.object({ tradein: z.boolean(), credit: z.boolean(), extras: z.array(z.string()) }),
  lines: z.array(dealLineSchema),
  totals: z.object({ withChoices: z.number().int(), withoutConditions: z.number().int() }),
  estimates: z.preprocess(
    (v) => v ?? [],
    z.array(z.object({ code: z.string(), label: z.string(), min: z.number(), max: z.number(), basis: z.string() })),
  ),
});
export type DealPrice = z.infer<typeof dealPriceSchema>;

export const dealEndpoints = {
  // The buyer's choices are the fields (tradein, credit, extras): one answer per car, city and choices.
  getDealPrice: {
    method: "GET",
    path: "/api/rrt/deal/Price/get",
    pageData: true,
    response: dealPriceSchema,
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
