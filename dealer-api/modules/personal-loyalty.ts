/*
 * The loyalty level of the personal area's profile (docs/dealer-api.md, "Personal area"):
 * points from the cars bought and the service visits made, and the level they reach.
 */

/** Levels by points; points are 1 per 1 000 ₽ of cars bought and 300 per service visit. */
export const LOYALTY_LEVELS = [
  { code: "standard", name: "Стандарт", from: 0 },
  { code: "silver", name: "Серебряный", from: 1_000 },
  { code: "gold", name: "Золотой", from: 3_000 },
  { code: "platinum", name: "Платиновый", from: 7_000 },
] as const;
export const POINTS_PER_SERVICE_VISIT = 300;
export const RUBLES_PER_POINT = 1_000;

export function loyaltyFor(purchasesRub: number, serviceVisits: number) {
  const points = Math.floor(purchasesRub / RUBLES_PER_POINT) + serviceVisits * POINTS_PER_SERVICE_VISIT;
  let index = 0;
  LOYALTY_LEVELS.forEach((level, i) => {
    if (points >= level.from) index = i;
  });
  const level = LOYALTY_LEVELS[index]!;
  const next = LOYALTY_LEVELS[index + 1];
  return {
    level: { code: level.code, name: level.name },
    points,
    purchases: purchasesRub,
    serviceVisits,
    next: next ? { code: next.code, name: next.name, pointsNeeded: next.from - points } : null,
  };
}
