import { describe, expect, it } from "vitest";
import { listingAddress } from "./brand-form-target";
import { listingHref, optionNamed } from "./brand-pages";
import { EMPTY_QUERY } from "./catalog-filters";

const toyota = { brand: "toyota", model: null };
const rav4 = { brand: "toyota", model: "rav4" };
const fields = (qs: string) => new URLSearchParams(qs);

describe("a list's own address", () => {
  it("writes the brand and model into the path, the other filters into the query", () => {
    expect(listingHref({ ...EMPTY_QUERY, brand: "toyota" })).toBe("/cars/toyota");
    expect(listingHref({ ...EMPTY_QUERY, brand: "toyota", model: "rav4", priceTo: 3_000_000, sort: "price_asc", page: 2 })).toBe(
      "/cars/toyota/rav4?priceTo=3000000&sort=price_asc&page=2",
    );
  });

  it("is the catalogue's without a brand", () => {
    expect(listingHref({ ...EMPTY_QUERY, condition: "used" })).toBe("/catalog?condition=used");
    expect(listingHref({ ...EMPTY_QUERY, model: "rav4" })).toBe("/catalog");
  });
});

describe("where a brand page's filter form leads", () => {
  it("stays on the page for its own brand and model, keeping the set fields only", () => {
    expect(listingAddress(fields("brand=toyota&model=&priceFrom=&priceTo=3+000+000&sort=newest"), toyota)).toBe("/cars/toyota?priceTo=3000000");
    expect(listingAddress(fields("brand=toyota&model=rav4&sort=price_desc"), rav4)).toBe("/cars/toyota/rav4?sort=price_desc");
    expect(listingAddress(fields(""), rav4)).toBe("/cars/toyota/rav4");
  });

  it("goes to the model's page for a model, and to the brand's for «Все модели»", () => {
    expect(listingAddress(fields("brand=toyota&model=camry&condition=used"), toyota)).toBe("/cars/toyota/camry?condition=used");
    expect(listingAddress(fields("brand=toyota&model="), rav4)).toBe("/cars/toyota");
  });

  it("goes to another brand's page without the old brand's model, and to the catalogue for «Все марки»", () => {
    expect(listingAddress(fields("brand=kia&model=rav4&priceTo=2000000"), rav4)).toBe("/cars/kia?priceTo=2000000");
    expect(listingAddress(fields("brand=&model=rav4&city=abc"), rav4)).toBe("/catalog?city=abc");
  });

  it("keeps campaign tags and takes a brand in any case, never an unsafe one", () => {
    expect(listingAddress(fields("utm_source=mail&sort=year_desc"), toyota)).toBe("/cars/toyota?utm_source=mail&sort=year_desc");
    expect(listingAddress(fields("brand=KIA"), toyota)).toBe("/cars/kia");
    expect(listingAddress(fields("brand=%2F%2Fevil.example"), toyota)).toBe("/catalog");
  });
});

describe("the brand or model an address segment names", () => {
  const brands = [
    { code: "toyota", name: "Toyota" },
    { code: "mercedes-benz", name: "Mercedes-Benz" },
    { code: "land-rover", name: "Land Rover" },
  ];
  const models = [{ code: "tiggo-4", name: "Tiggo 4" }];

  it("is found by its code in any case and by its name as shown", () => {
    expect(optionNamed(brands, "toyota")?.code).toBe("toyota");
    expect(optionNamed(brands, "TOYOTA")?.code).toBe("toyota");
    expect(optionNamed(brands, "Mercedes-Benz")?.code).toBe("mercedes-benz");
    expect(optionNamed(brands, "Land Rover")?.code).toBe("land-rover");
    expect(optionNamed(models, "Tiggo 4")?.code).toBe("tiggo-4");
  });

  it.each(["", " ", "toyot", "тойота", "../toyota", "toyota rav4"])("is nothing for %j", (segment) => {
    expect(optionNamed(brands, segment)).toBeUndefined();
  });
});
