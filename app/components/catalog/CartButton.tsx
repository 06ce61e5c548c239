import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { href } from "~/paths";
import { CartIcon } from "~/components/icons";

export type CartActionData = { ok: true } | { ok: false; message: string };

/**
 * «В корзину»: a post to the cart's action. The cart holds one car, so when another car is
 * there the action refuses and the reason is shown here (with JS) or on the cart page.
 */
export function CartButton({ carId, inCart }: { carId: number; inCart: boolean }) {
  const fetcher = useFetcher<CartActionData>({ key: `cart-add-${carId}` });
  const location = useLocation();
  const hydrated = useHydrated();
  const adding = fetcher.state !== "idle";
  if (inCart) {
    return (
      <Link to={href("cart")} className="btn btn--secondary">
        <CartIcon size={20} /> В корзине — оформить
      </Link>
    );
  }
  const refused = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return (
    <fetcher.Form method="post" action={href("cart")} className="cart-button">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="id" value={carId} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
      <button type="submit" className="btn btn--primary" disabled={adding}>
        <CartIcon size={20} /> В корзину
      </button>
      <div role="alert" className="form-error">
        {refused ?? null}
      </div>
    </fetcher.Form>
  );
}
