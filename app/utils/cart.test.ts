import { describe, expect, it } from "vitest";
import { addToCart, CART_MESSAGES, cartStorageEntries, clearCart, EMPTY_CART, normalizeCart, removeFromCart } from "./cart";

describe("the one-car cart", () => {
  it("adds a car to an empty cart and counts it", () => {
    const result = addToCart(EMPTY_CART, { id: 7, price: 1_500_000 });
    expect(result).toEqual({ ok: true, changed: true, cart: { car: { id: 7, price: 1_500_000 }, totalPrice: 1_500_000, totalCount: 1 } });
  });

  it("refuses a second car and says why", () => {
    const full = addToCart(EMPTY_CART, { id: 7, price: 100 }).cart;
    const result = addToCart(full, { id: 8, price: 200 });
    expect(result).toEqual({ ok: false, cart: full, message: CART_MESSAGES.occupied });
  });

  it("adding the same car again changes nothing", () => {
    const full = addToCart(EMPTY_CART, { id: 7, price: 100 }).cart;
    expect(addToCart(full, { id: 7, price: 100 })).toEqual({ ok: true, changed: false, cart: full });
  });

  it("removes only the car that is there", () => {
    const full = addToCart(EMPTY_CART, { id: 7, price: 100 }).cart;
    expect(removeFromCart(full, 8)).toMatchObject({ ok: false, cart: full });
    expect(removeFromCart(full, 7)).toEqual({ ok: true, changed: true, cart: { car: null, totalPrice: 0, totalCount: 0 } });
    expect(removeFromCart(EMPTY_CART, 7).ok).toBe(false);
  });

  it("clearing resets both totals to 0", () => {
    expect(clearCart()).toEqual({ car: null, totalPrice: 0, totalCount: 0 });
  });

  it("treats a stored cart it cannot trust as empty and recomputes totals", () => {
    expect(normalizeCart(undefined)).toEqual(EMPTY_CART);
    expect(normalizeCart({ car: { id: "7", price: 1 } })).toEqual(EMPTY_CART);
    expect(normalizeCart({ car: { id: 7, price: -1 } })).toEqual(EMPTY_CART);
    expect(normalizeCart({ car: { id: 7, price: 10 }, totalPrice: 999, totalCount: 5 })).toEqual({
      car: { id: 7, price: 10 },
      totalPrice: 10,
      totalCount: 1,
    });
  });

  it("mirrors to the documented localStorage keys", () => {
    expect(cartStorageEntries({ car: { id: 7, price: 10 }, totalPrice: 10, totalCount: 1 })).toEqual([
      ["cartCar", '{"id":7,"price":10}'],
      ["totalPrice", "10"],
      ["totalCount", "1"],
    ]);
    expect(cartStorageEntries(EMPTY_CART)[0]).toEqual(["cartCar", "null"]);
  });
});
