import { describe, expect, it } from "vitest";
import { CONDITIONS, MODEL, PRICE_YEAR, estimatePrice, regionFactor, type CarCondition } from "./tradein-price";

const NEW = 2_000_000;
const years = Array.from({ length: 22 }, (_, i) => PRICE_YEAR - i);
const mileages = [0, 5_000, 30_000, 80_000, 150_000, 250_000, 400_000, 900_000];

describe("the trade-in price model", () => {
  it("is deterministic", () => {
    const input = { newPrice: NEW, year: 2019, mileage: 95_000, owners: 2, condition: "fair" as const, region: 0.97 };
    expect(estimatePrice(input)).toEqual(estimatePrice({ ...input }));
  });

  it("falls (never rises) with age at any mileage, and with mileage at any age", () => {
    for (const mileage of mileages) {
      const byAge = years.map((year) => estimatePrice({ newPrice: NEW, year, mileage }));
      for (let i = 1; i < byAge.length; i++) {
        expect(byAge[i].marketPrice).toBeLessThanOrEqual(byAge[i - 1].marketPrice);
        expect(byAge[i].buyout).toBeLessThanOrEqual(byAge[i - 1].buyout);
      }
    }
    for (const year of years) {
      const byMileage = mileages.map((mileage) => estimatePrice({ newPrice: NEW, year, mileage }));
      for (let i = 1; i < byMileage.length; i++) {
        expect(byMileage[i].marketPrice).toBeLessThanOrEqual(byMileage[i - 1].marketPrice);
        expect(byMileage[i].buyout).toBeLessThanOrEqual(byMileage[i - 1].buyout);
      }
    }
  });

  it("strictly falls year by year until the floor", () => {
    const prices = [0, 1, 2, 3, 4, 5].map((age) => estimatePrice({ newPrice: NEW, year: PRICE_YEAR - age, mileage: 15_000 * age }).marketPrice);
    expect(new Set(prices).size).toBe(prices.length);
  });

  it("values more owners and a worse condition lower, and a dearer city higher", () => {
    const base = { newPrice: NEW, year: 2020, mileage: 90_000 };
    const owners = [1, 2, 3].map((n) => estimatePrice({ ...base, owners: n }).marketPrice);
    expect(owners[0]).toBeGreaterThan(owners[1]);
    expect(owners[1]).toBeGreaterThan(owners[2]);
    const conditions = CONDITIONS.map((condition: CarCondition) => estimatePrice({ ...base, condition }).marketPrice);
    for (let i = 1; i < conditions.length; i++) expect(conditions[i]).toBeLessThan(conditions[i - 1]);
    expect(estimatePrice({ ...base, region: regionFactor("1c727518-c96a-4f34-9ae6-fd510da3be03") }).marketPrice).toBeGreaterThan(
      estimatePrice({ ...base, region: regionFactor("2858811e-448a-482e-9863-e03bf06bb5d4") }).marketPrice,
    );
    expect(regionFactor("unknown")).toBe(1);
  });

  it("never goes below the floor, however old, worn and damaged", () => {
    const wreck = estimatePrice({ newPrice: NEW, year: 1990, mileage: 2_000_000, owners: 9, condition: "repair", region: 0.96 });
    expect(wreck.marketPrice).toBe(Math.max(MODEL.floorMin, NEW * MODEL.floorShare));
    expect(wreck.buyout).toBeGreaterThanOrEqual(wreck.marketPrice * 0.8 - 5_000);
    const cheap = estimatePrice({ newPrice: 500_000, year: 2005, mileage: 400_000, condition: "repair" });
    expect(cheap.marketPrice).toBe(MODEL.floorMin);
  });

  it("stays within plausible bands: a car keeps 85–95% new after a year, 45–65% after five, 20–40% after ten", () => {
    const share = (age: number, mileage: number) => estimatePrice({ newPrice: NEW, year: PRICE_YEAR - age, mileage }).marketPrice / NEW;
    expect(share(1, 15_000)).toBeGreaterThanOrEqual(0.85);
    expect(share(1, 15_000)).toBeLessThanOrEqual(0.95);
    expect(share(5, 75_000)).toBeGreaterThanOrEqual(0.45);
    expect(share(5, 75_000)).toBeLessThanOrEqual(0.65);
    expect(share(10, 150_000)).toBeGreaterThanOrEqual(0.2);
    expect(share(10, 150_000)).toBeLessThanOrEqual(0.4);
  });

  it("offers a buyout of 80–90% of the market price, inside a ±6% market range", () => {
    for (const year of years) {
      for (const mileage of mileages) {
        const e = estimatePrice({ newPrice: 3_300_000, year, mileage });
        expect(e.buyout / e.marketPrice).toBeGreaterThanOrEqual(0.79);
        expect(e.buyout / e.marketPrice).toBeLessThanOrEqual(0.9);
        expect(e.marketMin).toBeLessThan(e.marketPrice);
        expect(e.marketMax).toBeGreaterThan(e.marketPrice);
        expect(e.buyout % 5_000).toBe(0);
        expect(e.marketPrice % 10_000).toBe(0);
      }
    }
  });

  it("treats a model year after this one and a negative mileage as new and unused", () => {
    expect(estimatePrice({ newPrice: NEW, year: PRICE_YEAR + 1, mileage: -5 })).toEqual(estimatePrice({ newPrice: NEW, year: PRICE_YEAR, mileage: 0 }));
  });
});
