import { describe, expect, it } from "vitest";
import { scriptJson } from "~/utils/script-json";
import { EMPTY_CART } from "~/utils/cart";
import type { Visitor } from "~/services/visitor.server";
import { pageCacheControl, PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE } from "./http-cache.server";

describe("page caching", () => {
  const context = (visitor: Partial<Visitor>) => ({ favorites: [], compare: [], isAuthorized: false, fiasId: undefined, ...visitor });

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
