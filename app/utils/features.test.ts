import { describe, expect, it } from "vitest";
import { disabledFeatureFor, isFeatureEnabled, pagePathname } from "./features";

describe("feature flags", () => {
  it("counts a missing flag as on", () => {
    expect(isFeatureEnabled({}, "cart")).toBe(true);
    expect(isFeatureEnabled({ cart: true }, "cart")).toBe(true);
    expect(isFeatureEnabled({ cart: false }, "cart")).toBe(false);
  });

  it("maps single-fetch data URLs to their page", () => {
    expect(pagePathname("/cart.data")).toBe("/cart");
    expect(pagePathname("/_root.data")).toBe("/");
    expect(pagePathname("/company/news")).toBe("/company/news");
  });

  it("finds the false flag of a page, its data request and its sub-pages", () => {
    const features = { cart: false, news: false, personal: false, favorites: true };
    expect(disabledFeatureFor("/cart", features)).toBe("cart");
    expect(disabledFeatureFor("/cart.data", features)).toBe("cart");
    expect(disabledFeatureFor("/cart/", features)).toBe("cart");
    expect(disabledFeatureFor("/company/news/new-showroom", features)).toBe("news");
    expect(disabledFeatureFor("/personal/garage/add-car", features)).toBe("personal");
    expect(disabledFeatureFor("/favorites", features)).toBeUndefined();
    expect(disabledFeatureFor("/", features)).toBeUndefined();
    expect(disabledFeatureFor("/company/jobs", features)).toBeUndefined();
  });
});
