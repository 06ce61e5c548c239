import { describe, expect, it } from "vitest";
import { ageInMonths, doneAtStep, stepDue, stepLabel } from "./service-regulation-step";

const YEARLY_15K = { km: 15_000, months: 12 };
const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("ageInMonths", () => {
  it("counts from 1 July of the model year, whole months", () => {
    expect(ageInMonths(2019, at("2019-07-01"))).toBe(0);
    expect(ageInMonths(2019, at("2019-07-31"))).toBe(0);
    expect(ageInMonths(2019, at("2019-08-01"))).toBe(1);
    expect(ageInMonths(2019, at("2026-11-27"))).toBe(88);
  });

  it("is never negative (next year's model on the road already)", () => {
    expect(ageInMonths(2027, at("2026-11-27"))).toBe(0);
  });
});

describe("stepDue: by mileage or by age, whichever comes first", () => {
  it("a car that drives a lot is due by mileage", () => {
    // Three years old (36 months: ТО-3 by age), 44 000 km: ТО-3 at 45 000 km is due by either.
    expect(stepDue(YEARLY_15K, { year: 2022, mileage: 44_000 }, at("2025-07-15"))).toEqual({ number: 3, km: 45_000, months: 36, by: "mileage" });
    // Two years old (ТО-2 by age), 58 000 km: the mileage has come further, ТО-4 at 60 000 km.
    expect(stepDue(YEARLY_15K, { year: 2023, mileage: 58_000 }, at("2025-07-15"))).toEqual({ number: 4, km: 60_000, months: 48, by: "mileage" });
  });

  it("a car that drives little is due by age", () => {
    // Kia Rio 2019 at 44 000 km in late 2026: 88 months old, past seven yearly steps: ТО-8.
    expect(stepDue(YEARLY_15K, { year: 2019, mileage: 44_000 }, at("2026-11-27"))).toEqual({ number: 8, km: 120_000, months: 96, by: "age" });
    // Eight months old with 3 000 km: ТО-1 at a year.
    expect(stepDue(YEARLY_15K, { year: 2025, mileage: 3_000 }, at("2026-03-10")).number).toBe(1);
  });

  it("a step stays due up to its tolerance past the mark, then the next one is", () => {
    const now = at("2024-01-15"); // a 2023 car: 6 months, ТО-1 by age
    expect(stepDue(YEARLY_15K, { year: 2023, mileage: 45_000 }, now).number).toBe(3);
    expect(stepDue(YEARLY_15K, { year: 2023, mileage: 45_999 }, now).number).toBe(3);
    expect(stepDue(YEARLY_15K, { year: 2023, mileage: 46_000 }, now).number).toBe(3);
    expect(stepDue(YEARLY_15K, { year: 2023, mileage: 46_001 }, now).number).toBe(4);
    // 36 months old to the day: ТО-3 by age; 37 months still ТО-3; 38 months ТО-4.
    expect(stepDue(YEARLY_15K, { year: 2020, mileage: 0 }, at("2023-07-20")).number).toBe(3);
    expect(stepDue(YEARLY_15K, { year: 2020, mileage: 0 }, at("2023-08-20")).number).toBe(3);
    expect(stepDue(YEARLY_15K, { year: 2020, mileage: 0 }, at("2023-09-20")).number).toBe(4);
  });

  it("a new car is due ТО-1", () => {
    expect(stepDue(YEARLY_15K, { year: 2026, mileage: 0 }, at("2026-07-01"))).toEqual({ number: 1, km: 15_000, months: 12, by: "mileage" });
  });

  it("follows the regulation's own interval", () => {
    const often = { km: 10_000, months: 12 };
    expect(stepDue(often, { year: 2024, mileage: 29_500 }, at("2025-01-10")).number).toBe(3);
    expect(stepDue({ km: 7_500, months: 6 }, { year: 2024, mileage: 1_000 }, at("2026-01-10"))).toEqual({ number: 3, km: 22_500, months: 18, by: "age" });
  });

  it("the same step whichever way it is reached", () => {
    const byKm = stepDue(YEARLY_15K, { year: 2025, mileage: 89_000 }, at("2026-01-10"));
    const byAge = stepDue(YEARLY_15K, { year: 2019, mileage: 10_000 }, at("2025-06-10"));
    expect(byKm.number).toBe(6);
    expect(byAge.number).toBe(6);
  });
});

describe("the regulation's lines and the step's name", () => {
  it("a line every n-th step", () => {
    expect([1, 2, 3, 4, 8].filter((n) => doneAtStep(2, n))).toEqual([2, 4, 8]);
    expect([1, 2, 3, 4, 8].filter((n) => doneAtStep(4, n))).toEqual([4, 8]);
    expect([1, 2, 3].every((n) => doneAtStep(1, n))).toBe(true);
  });

  it("names the step as the dealers do", () => {
    expect(stepLabel({ number: 3, km: 45_000, months: 36 })).toBe("ТО-3, 45 000 км или 3 года");
    expect(stepLabel({ number: 1, km: 15_000, months: 12 })).toBe("ТО-1, 15 000 км или 1 год");
    expect(stepLabel({ number: 8, km: 120_000, months: 96 })).toBe("ТО-8, 120 000 км или 8 лет");
    expect(stepLabel({ number: 3, km: 22_500, months: 18 })).toBe("ТО-3, 22 500 км или 18 месяцев");
  });
});
