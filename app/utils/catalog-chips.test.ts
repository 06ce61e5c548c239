import { describe, expect, it } from "vitest";
import { filterChips, type ChipNames } from "./catalog-chips";
import { EMPTY_QUERY, serializeCatalogQuery } from "./catalog-filters";
import { carsCount, discountPercent, groupDigits } from "./format";

const names: ChipNames = {
  brand: [["haval", "Haval", 32]],
  model: [["jolion", "Jolion", 9]],
  condition: [["used", "С пробегом", 124]],
  body: [["suv", "Внедорожник", 44], ["sedan", "Седан", 56]],
  fuel: [],
  transmission: [],
  drive: [],
  city: [],
  dealer: [],
};

describe("filterChips", () => {
  it("has no chips without filters, whatever the sort and page", () => {
    expect(filterChips({ ...EMPTY_QUERY, sort: "price_asc", page: 3 }, names)).toEqual([]);
  });

  it("makes one chip per set filter, each leading to the others on page 1 with the sort kept", () => {
    const query = { ...EMPTY_QUERY, brand: "haval", model: "jolion", priceTo: 3_000_000, body: ["sedan", "suv"], sort: "price_asc" as const, page: 4 };
    const chips = filterChips(query, names);
    expect(chips.map((c) => c.label)).toEqual(["Haval", "Jolion", "Цена до 3 000 000 ₽", "Седан", "Внедорожник"]);
    expect(serializeCatalogQuery(chips[2].without)).toBe("brand=haval&model=jolion&body=sedan&body=suv&sort=price_asc");
    expect(serializeCatalogQuery(chips[4].without)).toBe("brand=haval&model=jolion&priceTo=3000000&body=sedan&sort=price_asc");
  });

  it("takes the model away with its brand, and shows an unnamed code as it is", () => {
    const chips = filterChips({ ...EMPTY_QUERY, brand: "haval", model: "jolion", city: "x-1" }, names);
    expect(serializeCatalogQuery(chips[0].without)).toBe("city=x-1");
    expect(chips.at(-1)?.label).toBe("x-1");
  });
});

describe("groupDigits and discountPercent", () => {
  it("groups digits by three and drops anything else", () => {
    expect(groupDigits("2500000")).toBe("2 500 000");
    expect(groupDigits("25 00a000")).toBe("2 500 000");
    expect(groupDigits(950)).toBe("950");
    expect(groupDigits("")).toBe("");
  });

  it("rounds the discount to whole per cent, only when the price is lower", () => {
    expect(discountPercent(1_900_000, 2_080_000)).toBe(9);
    expect(discountPercent(2_000_000, 2_000_000)).toBeNull();
    expect(discountPercent(2_000_000, null)).toBeNull();
    expect(discountPercent(2_000_000, 2_001_000)).toBeNull();
  });
});

describe("carsCount", () => {
  it("puts the noun in its plural form", () => {
    expect([1, 2, 5, 11, 21, 22, 112, 1500].map(carsCount)).toEqual([
      "1 автомобиль",
      "2 автомобиля",
      "5 автомобилей",
      "11 автомобилей",
      "21 автомобиль",
      "22 автомобиля",
      "112 автомобилей",
      "1 500 автомобилей",
    ]);
  });
});
