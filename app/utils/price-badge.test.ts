import { describe, expect, it } from "vitest";
import { priceExplanation, priceRating } from "./price-badge";

describe("price rating", () => {
  it("rates a price by how far it is from the market price", () => {
    expect(priceRating(900_000, 1_000_000)).toBe("excellent");
    expect(priceRating(970_000, 1_000_000)).toBe("excellent");
    expect(priceRating(980_000, 1_000_000)).toBe("good");
    expect(priceRating(1_050_000, 1_000_000)).toBe("good");
    expect(priceRating(1_060_000, 1_000_000)).toBe("high");
  });

  it("explains the rating in one line", () => {
    const car = { name: "Kia Rio", year: 2019 };
    expect(priceExplanation(930_000, 1_000_000, car)).toBe("Цена на 7% ниже средней рыночной цены Kia Rio 2019 года с таким пробегом (1 000 000 ₽).");
    expect(priceExplanation(1_100_000, 1_000_000, car)).toBe("Цена на 10% выше средней рыночной цены Kia Rio 2019 года с таким пробегом (1 000 000 ₽).");
    expect(priceExplanation(1_002_000, 1_000_000, car)).toBe("Цена на уровне средней рыночной цены Kia Rio 2019 года с таким пробегом (1 000 000 ₽).");
  });
});
