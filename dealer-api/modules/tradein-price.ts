/**
 * The reference API's price model (docs/dealer-api.md, "Trade-in"): what a used car is
 * worth on the market and what the dealer pays for it, from the price of its modification
 * new. Pure and deterministic, so the evaluation, the catalogue's market-price badges and
 * the garage all give the same number for the same car.
 *
 *   market = new price
 *          × 0.91 ^ age                        (9% a year, compounding; age = this year − model year)
 *          × (1 − min(15%, 0.6% per 10 000 km))
 *          × owners   (1: 1, 2: 0.97, 3 or more: 0.94)
 *          × condition (excellent 1.03, good 1, fair 0.9, needs repair 0.75)
 *          × region   (the city's demand, 0.96–1.02; 1 when unknown)
 *   never below the floor: 8% of the new price, at least 100 000 ₽; rounded to 10 000 ₽.
 *   range  = market ± 6%, rounded to 10 000 ₽.
 *   buyout = market × (90% − 1% a year of age, at most 10 points less), rounded down to
 *            5 000 ₽; the dealer's margin covers preparation, warranty and the time to sell.
 */

/** The year prices are worked out for: the catalogue's "now" (dealer-api/seed/catalog-reference.ts). */
export const PRICE_YEAR = 2026;

export const CONDITIONS = ["excellent", "good", "fair", "repair"] as const;
export type CarCondition = (typeof CONDITIONS)[number];

export const CONDITION_NAMES: Record<CarCondition, string> = {
  excellent: "Отличное",
  good: "Хорошее",
  fair: "Удовлетворительное",
  repair: "Требует ремонта",
};

const CONDITION_FACTOR: Record<CarCondition, number> = { excellent: 1.03, good: 1, fair: 0.9, repair: 0.75 };

export const MODEL = {
  yearlyRetention: 0.91,
  mileageStepKm: 10_000,
  mileageStepLoss: 0.006,
  mileageMaxLoss: 0.15,
  ownersFactor: [1, 1, 0.97, 0.94] as const,
  floorShare: 0.08,
  floorMin: 100_000,
  rangeShare: 0.06,
  buyoutShare: 0.9,
  buyoutShareLossPerYear: 0.01,
  buyoutShareMaxLoss: 0.1,
} as const;

export type PriceInput = {
  /** The modification's price new, roubles. */
  newPrice: number;
  year: number;
  mileage: number;
  /** Owners by the registration document; 3 stands for three or more. */
  owners?: number;
  condition?: CarCondition;
  /** The city's demand factor (regionFactor()). */
  region?: number;
};

export type PriceEstimate = {
  marketPrice: number;
  marketMin: number;
  marketMax: number;
  buyout: number;
};

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

export function ageOf(year: number, now = PRICE_YEAR): number {
  return Math.max(0, now - year);
}

/** The share of its price new a car keeps at this age and mileage, before owners, condition and city. */
export function retention(age: number, mileage: number): number {
  const mileageLoss = Math.min(
    MODEL.mileageMaxLoss,
    (Math.max(0, mileage) / MODEL.mileageStepKm) * MODEL.mileageStepLoss,
  );
  return MODEL.yearlyRetention ** Math.max(0, age) * (1 - mileageLoss);
}

export function estimatePrice(input: PriceInput, now = PRICE_YEAR): PriceEstimate {
  const age = ageOf(input.year, now);
  const owners = Math.min(3, Math.max(1, Math.floor(input.owners ?? 1)));
  const value =
    input.newPrice *
    retention(age, input.mileage) *
    MODEL.ownersFactor[owners] *
    CONDITION_FACTOR[input.condition ?? "good"] *
    (input.region ?? 1);
  const floor = Math.max(MODEL.floorMin, input.newPrice * MODEL.floorShare);
  const market = roundTo(Math.max(floor, value), 10_000);
  const share = MODEL.buyoutShare - Math.min(MODEL.buyoutShareMaxLoss, age * MODEL.buyoutShareLossPerYear);
  return {
    marketPrice: market,
    marketMin: roundTo(market * (1 - MODEL.rangeShare), 10_000),
    marketMax: roundTo(market * (1 + MODEL.rangeShare), 10_000),
    buyout: Math.floor((market * share) / 5_000) * 5_000,
  };
}

/**
 * Demand by city, by FIAS id: used cars sell dearer where fewer are offered (Murmansk) and
 * cheaper in small markets near bigger ones (Pskov, Vologda).
 */
const REGION_FACTOR: Record<string, number> = {
  "c2deb16a-0330-4f05-821f-1d09c93331e6": 1, // Санкт-Петербург
  "023484a5-f98d-4849-82e1-b7e0444b54ef": 0.97, // Вологда
  "5bf5ddff-6353-4a3d-80c4-6fb27f00c6c1": 0.98, // Воронеж
  "93b3df57-4c89-44df-ac42-96f05e9cd3b9": 0.99, // Казань
  "1c727518-c96a-4f34-9ae6-fd510da3be03": 1.02, // Мурманск
  "2858811e-448a-482e-9863-e03bf06bb5d4": 0.96, // Псков
};

export function regionFactor(fiasId: string | undefined): number {
  return (fiasId && REGION_FACTOR[fiasId]) || 1;
}
