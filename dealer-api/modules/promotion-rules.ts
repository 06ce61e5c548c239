import type { DB } from "../db";
import { referenceNow } from "./reference-clock";

/*
 * Which promotions are on and what a car gets of them (ADR 074): a promotion is in no answer
 * past its end by the API's clock (reference-clock.ts). Apart from promotions.ts, which lists
 * them, so that the catalogue's cards can name theirs without importing the list's module.
 */

export type Requirement = "tradein" | "credit";

export type PromotionRow = {
  id: number; code: string; title: string; text: string; amount: number; requires: Requirement | null;
  brand_code: string | null; model_code: string | null; condition: "new" | "used" | null; city_fias: string | null;
  starts_at: number; ends_at: number;
};

/** What a card says of the promotion that gives its car the most. */
export type CardPromotion = {
  code: string;
  title: string;
  amount: number;
  requires: Requirement | null;
  /** The buyer's condition in words («при сдаче автомобиля в трейд-ин»); null when it needs nothing of the buyer. */
  condition: string | null;
  endsAt: string;
  /** Whole seconds from this answer to the end, by the API's clock: callers keep the answer no longer. */
  secondsLeft: number;
};

/** The words the storefront shows beside a discount that needs a buyer's choice. */
export const REQUIREMENT_TEXT: Record<Requirement, string> = {
  tradein: "при сдаче автомобиля в трейд-ин",
  credit: "при покупке в кредит через дилера",
};

export function currentPromotions(db: DB, now = referenceNow(db)): PromotionRow[] {
  return db
    .prepare("SELECT * FROM promotions WHERE starts_at <= ? AND ends_at > ? ORDER BY sort, ends_at, id")
    .all(now, now) as PromotionRow[];
}

type CarFacts = { brand_code: string; model_code: string; condition: "new" | "used"; city_fias: string };

export function appliesTo(promotion: PromotionRow, car: CarFacts): boolean {
  return (
    (promotion.brand_code === null || promotion.brand_code === car.brand_code) &&
    (promotion.model_code === null || promotion.model_code === car.model_code) &&
    (promotion.condition === null || promotion.condition === car.condition) &&
    (promotion.city_fias === null || promotion.city_fias === car.city_fias)
  );
}

export const secondsLeft = (endsAt: number, now: number) => Math.max(0, Math.floor((endsAt - now) / 1000));

export function cardPromotionOf(row: PromotionRow, now: number): CardPromotion {
  return {
    code: row.code,
    title: row.title,
    amount: row.amount,
    requires: row.requires,
    condition: row.requires ? REQUIREMENT_TEXT[row.requires] : null,
    endsAt: new Date(row.ends_at).toISOString(),
    secondsLeft: secondsLeft(row.ends_at, now),
  };
}

/** The current promotion that gives the car the most, or null. */
export function cardPromotion(db: DB, car: CarFacts): CardPromotion | null {
  const now = referenceNow(db);
  const best = currentPromotions(db, now)
    .filter((promotion) => appliesTo(promotion, car))
    .sort((a, b) => b.amount - a.amount)[0];
  return best ? cardPromotionOf(best, now) : null;
}
