import { useEffect } from "react";
import { type Cart, cartStorageEntries } from "~/utils/cart";

/**
 * Keeps localStorage (cartCar, totalPrice, totalCount, docs/product.md §4.1) in step with the session
 * cart after every load and revalidation. The server stays the source of truth: this only
 * writes, it never reads the mirror back.
 */
export function CartStorageMirror({ cart }: { cart: Cart }) {
  const key = JSON.stringify(cart);
  useEffect(() => {
    try {
      for (const [name, value] of cartStorageEntries(JSON.parse(key) as Cart)) window.localStorage.setItem(name, value);
    } catch {
      // Storage may be full or forbidden (private mode); the cart works without the mirror.
    }
  }, [key]);
  return null;
}
