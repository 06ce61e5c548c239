/*
 * The maintenance step a car is due for (docs/dealer-api.md, "Maintenance"; ADR 071): a
 * regulation names a step every `km` kilometres or `months` months, whichever comes first,
 * so step n is due at n·km or at n·months of age, whichever the car reaches first. Pure: the
 * clock is an argument.
 */

export type Interval = { km: number; months: number };

export type StepDue = {
  /** ТО-n. */
  number: number;
  /** The step's marks: n·km and n·months. */
  km: number;
  months: number;
  /** Which mark decided: the car's mileage, or its age. */
  by: "mileage" | "age";
};

/**
 * How far past a step's mark a car may come and still be on time for it: a car at 45 800 km
 * is coming for the 45 000 km step, not the next one; so is a car a few weeks past a year.
 */
export const TOLERANCE = { km: 1_000, months: 1 } as const;

/**
 * Only the model year is known, so the car's age counts from the middle of that year: a
 * 2019 car is taken as first registered on 1 July 2019.
 */
export function ageInMonths(year: number, now: Date): number {
  // From 1 July: whole calendar months (July is month 6), none before it.
  return Math.max(0, (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() - 6));
}

/** The first step whose mark the car has not passed by more than the tolerance; ТО-1 at least. */
function stepBy(value: number, interval: number, tolerance: number): number {
  return Math.max(1, Math.ceil((value - tolerance) / interval));
}

/**
 * The step due for a car of `year` with `mileage` km: whichever of its mileage and its age
 * has come further through the regulation. A car that drives little is due by age (a 2019
 * car at 44 000 km in late 2026 is due its eighth yearly step, not the third by mileage); one
 * that drives a lot, by mileage.
 */
export function stepDue(interval: Interval, car: { year: number; mileage: number }, now: Date): StepDue {
  const byMileage = stepBy(car.mileage, interval.km, TOLERANCE.km);
  const byAge = stepBy(ageInMonths(car.year, now), interval.months, TOLERANCE.months);
  const number = Math.max(byMileage, byAge);
  return { number, km: number * interval.km, months: number * interval.months, by: byAge > byMileage ? "age" : "mileage" };
}

/** Whether a regulation line done every `every`-th step is done at step `number`. */
export const doneAtStep = (every: number, number: number) => number % every === 0;

const plural = (n: number, one: string, few: string, many: string) => {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  return units === 1 ? one : units >= 2 && units <= 4 ? few : many;
};

/** «45 000 км»: grouped by thousands with spaces, as the storefront prints numbers. */
export const groups = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ");

/** «ТО-3, 45 000 км или 3 года»: the step as the issue and the dealer's price lists name it. */
export function stepLabel(step: Pick<StepDue, "number" | "km" | "months">): string {
  const age =
    step.months % 12 === 0
      ? `${step.months / 12} ${plural(step.months / 12, "год", "года", "лет")}`
      : `${step.months} ${plural(step.months, "месяц", "месяца", "месяцев")}`;
  return `ТО-${step.number}, ${groups(step.km)} км или ${age}`;
}
