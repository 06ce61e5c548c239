import { describe, expect, it } from "vitest";
import {
  applyApiFilters,
  EMPTY_QUERY,
  hasFilters,
  pageWindow,
  parseCatalogQuery,
  serializeCatalogQuery,
  setFieldsOnly,
  toListPayload,
} from "./catalog-filters";

const parse = (qs: string) => parseCatalogQuery(new URLSearchParams(qs));

describe("catalogue URL state", () => {
  it("reads every filter and writes it back in one canonical order", () => {
    const q = parse("sort=price_asc&fuel=petrol&brand=Haval&model=jolion&priceTo=3000000&priceFrom=1 500 000&body=suv&body=crossover&page=2");
    expect(q).toMatchObject({ brand: "haval", model: "jolion", priceFrom: 1_500_000, priceTo: 3_000_000, body: ["suv", "crossover"], page: 2 });
    expect(serializeCatalogQuery(q)).toBe(
      "brand=haval&model=jolion&priceFrom=1500000&priceTo=3000000&body=crossover&body=suv&fuel=petrol&sort=price_asc&page=2",
    );
    expect(serializeCatalogQuery(parse(serializeCatalogQuery(q)))).toBe(serializeCatalogQuery(q));
  });

  it("leaves defaults out, so the bare catalogue is /catalog", () => {
    expect(serializeCatalogQuery(parse("page=1&sort=newest&brand="))).toBe("");
    expect(hasFilters(parse("page=3&sort=price_desc"))).toBe(false);
    expect(hasFilters(parse("fuel=diesel"))).toBe(true);
  });

  it("drops nonsense instead of failing", () => {
    const q = parse("brand=<script>&priceFrom=abc&priceTo=-5&yearFrom=1.5&condition=broken&sort=evil&page=0&body=%00&mileageTo=1e9");
    expect(q).toEqual(EMPTY_QUERY);
  });

  it("swaps reversed ranges and clamps the page", () => {
    const q = parse("priceFrom=5000000&priceTo=1000000&yearFrom=2024&yearTo=2019&page=999999999");
    expect([q.priceFrom, q.priceTo, q.yearFrom, q.yearTo]).toEqual([1_000_000, 5_000_000, 2019, 2024]);
    expect(q.page).toBe(10_000);
  });

  it("ignores a model without a brand", () => {
    expect(parse("model=jolion").model).toBeNull();
  });

  it("sends the API only what is set, lists as comma lists", () => {
    expect(toListPayload(parse("brand=kia&body=suv&body=sedan&page=3"), 24)).toEqual({
      brand: "kia",
      body: "suv,sedan",
      page: 3,
      pageSize: 24,
      sort: "newest",
    });
  });

  it("keeps only what the API applied", () => {
    const q = parse("brand=kia&model=nope&body=suv&city=xyz&page=50");
    const applied = { brand: ["kia"], model: [], body: ["suv"], fuel: [], transmission: [], drive: [], condition: [], city: [], dealer: [] };
    expect(serializeCatalogQuery(applyApiFilters(q, applied, 4))).toBe("brand=kia&body=suv&page=4");
  });

  it("numbers pages around the current one with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });

  it("keeps only the set fields of a form sent as it is", () => {
    // What the filter form sends without JS with one brand chosen and the rest left alone.
    const sent = "brand=haval&model=&priceFrom=&priceTo=+&yearFrom=&yearTo=&condition=&city=&dealer=&mileageTo=&sort=newest";
    expect(setFieldsOnly(new URLSearchParams(sent)).toString()).toBe("brand=haval");
    expect(setFieldsOnly(new URLSearchParams("priceTo=2000000&body=suv&body=&sort=price_asc&page=1&utm_source=mail")).toString()).toBe(
      "priceTo=2000000&body=suv&sort=price_asc&utm_source=mail",
    );
    expect(setFieldsOnly(new URLSearchParams("page=3")).toString()).toBe("page=3");
    expect(setFieldsOnly(new URLSearchParams("sort=&page=")).toString()).toBe("");
    // The filter form shows grouped numbers; the address has the digits only.
    expect(setFieldsOnly(new URLSearchParams("priceFrom=1 500 000&mileageTo=+&q=a b")).toString()).toBe("priceFrom=1500000&q=a+b");
  });
});
