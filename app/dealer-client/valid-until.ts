/*
 * What ends at a set time (a promotion) and how long an answer holding it may be kept
 * (docs/decisions/074-deal-price-and-promotions.md). The dealer API says how many seconds are
 * left by its own clock; the schema turns that into `validUntil` by this process's clock as the
 * answer is read, so a clock that differs between the two never keeps an ended promotion.
 */

/** `secondsLeft` from the API as the moment (ms since the epoch, this process's clock) it ends. */
export function validUntilFrom(secondsLeft: number, now = Date.now()): number {
  return now + secondsLeft * 1000;
}

const earliest = new WeakMap<object, number>();

/**
 * The earliest `validUntil` anywhere in an answer, or Infinity. Worked out once per answer: a
 * cached answer is the same frozen object for every request that reads it.
 */
export function validUntilOf(answer: unknown): number {
  if (!answer || typeof answer !== "object") return Infinity;
  const known = earliest.get(answer);
  if (known !== undefined) return known;
  let until = Infinity;
  const own = (answer as { validUntil?: unknown }).validUntil;
  if (typeof own === "number") until = own;
  for (const value of Array.isArray(answer) ? answer : Object.values(answer)) {
    if (value && typeof value === "object") until = Math.min(until, validUntilOf(value));
  }
  earliest.set(answer, until);
  return until;
}
