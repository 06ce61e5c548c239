/**
 * The one-car cart (docs/product.md §4.5): it holds at most one car; adding works only while it is
 * empty, removing only when the id matches, clearing resets both totals to 0. Pure, so the
 * same rules serve the session on the server and the localStorage mirror in the browser.
 */
export type CartCar = { id: number; price: number };
export type Cart = { car: CartCar | null; totalPrice: number; totalCount: number };

export const EMPTY_CART: Cart = { car: null, totalPrice: 0, totalCount: 0 };

export const CART_MESSAGES = {
  occupied: "В корзине уже есть автомобиль. Удалите его, чтобы добавить другой.",
  notInCart: "Этого автомобиля нет в корзине.",
} as const;

export type CartResult = { ok: true; cart: Cart; changed: boolean } | { ok: false; cart: Cart; message: string };

export function addToCart(cart: Cart, car: CartCar): CartResult {
  if (cart.car?.id === car.id) return { ok: true, cart, changed: false };
  if (cart.car) return { ok: false, cart, message: CART_MESSAGES.occupied };
  return { ok: true, changed: true, cart: { car: { id: car.id, price: car.price }, totalPrice: car.price, totalCount: 1 } };
}

export function removeFromCart(cart: Cart, id: number): CartResult {
  if (cart.car?.id !== id) return { ok: false, cart, message: CART_MESSAGES.notInCart };
  return { ok: true, changed: true, cart: clearCart() };
}

export function clearCart(): Cart {
  return { car: null, totalPrice: 0, totalCount: 0 };
}

/**
 * A cart read back from storage (session cookie, localStorage) that may be old or tampered
 * with: anything that is not one valid car is an empty cart, and totals are recomputed.
 */
export function normalizeCart(value: unknown): Cart {
  const car = (value as { car?: unknown } | null | undefined)?.car as Partial<CartCar> | null | undefined;
  if (!car || !isPositiveInt(car.id) || !isNonNegativeInt(car.price)) return clearCart();
  return { car: { id: car.id, price: car.price }, totalPrice: car.price, totalCount: 1 };
}

function isPositiveInt(v: unknown): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v > 0;
}
function isNonNegativeInt(v: unknown): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}

/** The browser mirror (docs/product.md §4.1: localStorage keys cartCar, totalPrice, totalCount). */
export function cartStorageEntries(cart: Cart): Array<[key: string, value: string]> {
  return [
    ["cartCar", JSON.stringify(cart.car)],
    ["totalPrice", String(cart.totalPrice)],
    ["totalCount", String(cart.totalCount)],
  ];
}
