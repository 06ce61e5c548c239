import { describe, expect, it } from "vitest";
import { href, routeNameOf } from "./paths";

describe("href", () => {
  it("builds a static path", () => {
    expect(href("catalog")).toBe("/catalog");
    expect(href("index")).toBe("/");
  });

  it("fills and encodes parameters", () => {
    expect(href("car_detail", { brand: "haval", model: "jolion", id: 7 })).toBe("/cars/haval/jolion/7");
    expect(href("news_detail", { slug: "a b/c" })).toBe("/company/news/a%20b%2Fc");
  });

  it("appends the query, skipping empty values and repeating arrays", () => {
    expect(href("catalog", undefined, { brand: ["kia", "lada"], page: 2, sort: "", diff: false })).toBe(
      "/catalog?brand=kia&brand=lada&page=2",
    );
  });

  it("refuses a missing parameter", () => {
    expect(() => href("car_detail", { brand: "kia", model: "", id: 1 })).toThrow(/missing parameter model/);
  });
});

describe("routeNameOf", () => {
  it("finds the route of a path", () => {
    expect(routeNameOf("/")).toBe("index");
    expect(routeNameOf("/cart")).toBe("cart");
    expect(routeNameOf("/cart/")).toBe("cart");
    expect(routeNameOf("/cars/kia/rio/12")).toBe("car_detail");
    expect(routeNameOf("/company/jobs/driver")).toBe("jobs_detail");
    expect(routeNameOf("/nowhere")).toBeUndefined();
  });
});
