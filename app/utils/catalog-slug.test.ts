import { describe, expect, it } from "vitest";
import { carsPathFromSlug } from "./catalog-slug";

describe("catalogue slug redirect", () => {
  it("joins safe segments under /cars", () => {
    expect(carsPathFromSlug("haval/jolion/12")).toBe("/cars/haval/jolion/12");
    expect(carsPathFromSlug("mercedes-benz/gle")).toBe("/cars/mercedes-benz/gle");
    expect(carsPathFromSlug("kia/")).toBe("/cars/kia");
  });

  it.each([
    undefined,
    "",
    "a/b/c/d",
    "Haval/jolion/1",
    "../admin",
    "/evil.example",
    "haval//1",
    "haval%2F..",
    "haval\\..",
    "-haval",
    "haval-",
    "хавал",
    "a b",
    "x".repeat(65),
  ])("refuses %j", (slug) => {
    expect(carsPathFromSlug(slug)).toBeNull();
  });
});
