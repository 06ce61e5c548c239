import { describe, expect, it } from "vitest";
import type { CreditTerms } from "~/utils/credit";
import { fromCreditTermsTuple, toCreditTermsTuple } from "./credit-terms-tuple";

const partner: CreditTerms = {
  code: "alfa-partner",
  name: "Партнёрская программа дилера",
  bank: { name: "АО «Альфа-Банк»", license: "Генеральная лицензия Банка России № 1326" },
  rate: 15.9,
  minDownPercent: 20,
  termMin: 12,
  termMax: 60,
  carCondition: "new",
  priceMin: 1000000,
  priceMax: 8000000,
  isState: false,
  eligibility: null,
  psk: { min: 16.104, max: 22.815 },
};

describe("credit terms as a tuple", () => {
  it("gives back the programme it was made from, with or without price limits", () => {
    const anyPrice: CreditTerms = { ...partner, code: "gpb-any", carCondition: "any", priceMin: null, priceMax: null };
    for (const terms of [partner, anyPrice]) expect(fromCreditTermsTuple(toCreditTermsTuple(terms))).toEqual(terms);
  });

  it("refuses a programme not every buyer may use: the tuple does not say who may", () => {
    expect(() => toCreditTermsTuple({ ...partner, isState: true })).toThrow(/alfa-partner/);
    expect(() => toCreditTermsTuple({ ...partner, eligibility: "family" })).toThrow(/alfa-partner/);
  });
});
