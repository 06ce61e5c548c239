import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { scriptJson } from "~/components/catalog/carJsonLd";
import { EMPTY_CART } from "~/utils/cart";
import { formCarId, safeReturnPath } from "./catalog.server";
import { pageCacheControl, PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from "./http-cache.server";

describe("form posts", () => {
  it("returns only to same-origin paths", () => {
    expect(safeReturnPath("/catalog?brand=kia", "/x")).toBe("/catalog?brand=kia");
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example", "catalog", "/a\nb", null, "/" + "a".repeat(2001)]) {
      expect(safeReturnPath(bad, "/favorites")).toBe("/favorites");
    }
  });

  it("reads a car id as a positive whole number", () => {
    expect(formCarId("42")).toBe(42);
    expect(formCarId(" 7 ")).toBe(7);
    for (const bad of ["0", "-1", "1.5", "abc", "", null, "1".repeat(13)]) expect(formCarId(bad)).toBeNull();
  });
});

describe("page caching", () => {
  const context = (visitor: Partial<AppLoadContext["visitor"]>) =>
    ({ visitor: { favorites: [], compare: [], isAuthorized: false, fiasId: undefined, ...visitor } }) as unknown as AppLoadContext;

  it("lets a CDN keep the page of a visitor with nothing personal in it", () => {
    expect(pageCacheControl(context({}), EMPTY_CART, "spb")).toBe(PUBLIC_PAGE_CACHE);
    expect(pageCacheControl(context({ fiasId: "spb" }), EMPTY_CART, "spb")).toBe(PUBLIC_PAGE_CACHE);
  });

  it("keeps it private when counters, the user or the city are in the HTML", () => {
    expect(pageCacheControl(context({ favorites: [1] }), EMPTY_CART, "spb")).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheControl(context({ compare: [1] }), EMPTY_CART, "spb")).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheControl(context({ isAuthorized: true }), EMPTY_CART, "spb")).toBe(PRIVATE_PAGE_CACHE);
    expect(pageCacheControl(context({ fiasId: "kzn" }), EMPTY_CART, "spb")).toBe(PRIVATE_PAGE_CACHE);
    const cart = { car: { id: 1, price: 1 }, totalPrice: 1, totalCount: 1 };
    expect(pageCacheControl(context({}), cart, "spb")).toBe(PRIVATE_PAGE_CACHE);
  });
});

describe("structured data", () => {
  it("cannot end its script element early", () => {
    const json = scriptJson({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
