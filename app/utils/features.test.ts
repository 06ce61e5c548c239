import { describe, expect, it } from "vitest";
import { disabledFeatureFor, enabledNavItems, isFeatureEnabled, isLinkEnabled } from "./features";

describe("feature flags", () => {
  it("counts a missing flag as on", () => {
    expect(isFeatureEnabled({}, "cart")).toBe(true);
    expect(isFeatureEnabled({ cart: true }, "cart")).toBe(true);
    expect(isFeatureEnabled({ cart: false }, "cart")).toBe(false);
  });

  it("finds the false flag of a link's page and its sub-pages", () => {
    const features = { cart: false, news: false, personal: false, favorites: true };
    expect(disabledFeatureFor("/cart", features)).toBe("cart");
    expect(disabledFeatureFor("/cart/", features)).toBe("cart");
    expect(disabledFeatureFor("/company/news/new-showroom", features)).toBe("news");
    expect(disabledFeatureFor("/personal/garage/add-car", features)).toBe("personal");
    expect(disabledFeatureFor("/favorites", features)).toBeUndefined();
    expect(disabledFeatureFor("/", features)).toBeUndefined();
    expect(disabledFeatureFor("/company/jobs", features)).toBeUndefined();
  });

  it("hides a link exactly when its page would redirect home", () => {
    const features = { catalog: false, company: false, trade_in: true };
    expect(isLinkEnabled("/catalog", features)).toBe(false);
    expect(isLinkEnabled("/catalog?brand=haval#list", features)).toBe(false);
    expect(isLinkEnabled("/company/news/new-showroom", features)).toBe(false);
    expect(isLinkEnabled("/trade-in", features)).toBe(true);
    expect(isLinkEnabled("/", features)).toBe(true);
    expect(isLinkEnabled("/cars/haval/jolion/7", features)).toBe(true);
    // Other sites and schemes carry no flag of ours.
    expect(isLinkEnabled("https://auction.example.ru/catalog", features)).toBe(true);
    expect(isLinkEnabled("//example.ru/catalog", features)).toBe(true);
    expect(isLinkEnabled("tel:+78120000000", features)).toBe(true);
    expect(isLinkEnabled("/catalog", {})).toBe(true);
  });

  it("drops switched-off pages from the navigation, with their sub-items", () => {
    type Item = { link: string; items: Item[] };
    const item = (link: string, items: Item[] = []): Item => ({ link, items });
    const nav = [
      item("/"),
      item("/catalog"),
      item("/company", [item("/company/news"), item("/company/jobs")]),
      item("/service", [item("/company/jobs")]),
      item("https://auction.example.ru/"),
    ];
    expect(enabledNavItems(nav, { catalog: false, jobs: false }).map((i) => [i.link, i.items.map((c) => c.link)])).toEqual([
      ["/", []],
      ["/company", ["/company/news"]],
      ["/service", []],
      ["https://auction.example.ru/", []],
    ]);
    expect(enabledNavItems(nav, { company: false }).map((i) => i.link)).toEqual(["/", "/catalog", "/service", "https://auction.example.ru/"]);
  });
});
