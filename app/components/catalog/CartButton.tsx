import { Link, useFetcher, useLocation } from "@remix-run/react";
import { PostRouting } from "~/components/PostRouting";
import { href } from "~/paths";
import { type PostReply, refusalMessage } from "~/forms/reply";
import { CartIcon } from "~/components/icons";


/**
 * «В корзину»: a post to the cart's action. The cart holds one car, so when another car is
 * there the action refuses and the reason is shown here (with JS) or on the cart page.
 */
export function CartButton({ carId, inCart }: { carId: number; inCart: boolean }) {
  const fetcher = useFetcher<PostReply>({ key: `cart-add-${carId}` });
  const location = useLocation();
  const adding = fetcher.state !== "idle";
  if (inCart) {
    return (
      <Link to={href("cart")} className="btn btn--secondary">
        <CartIcon size={20} /> В корзине — оформить
      </Link>
    );
  }
  const refused = fetcher.state === "idle" ? refusalMessage(fetcher.data) : undefined;
  return (
    <fetcher.Form method="post" action={href("cart_items")} className="cart-button">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="id" value={carId} />
      <PostRouting returnTo={location.pathname + location.search} fetcher />
      <button type="submit" className="btn btn--primary" disabled={adding}>
        <CartIcon size={20} /> В корзину
      </button>
      <div role="alert" className="form-error">
        {refused ?? null}
      </div>
    </fetcher.Form>
  );
}
