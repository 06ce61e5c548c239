import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useFetcher, useFetchers, useLoaderData } from "@remix-run/react";
import { type RootLoader, useRootData } from "~/utils/root-data";
import { carHref, keySpecs } from "~/view-models/card-view";
import { ORDER_FETCHER_KEY, OrderForm, OrderSuccess, OrderSuccessDialog } from "~/components/catalog/OrderForm";
import { PostRouting } from "~/components/PostRouting";
import { UnavailableNote } from "~/components/catalog/UnavailableNote";
import { PageLink } from "~/components/PageLink";
import { CartTradeIn } from "~/components/tradein/CartTradeIn";
import { orderSchema } from "~/forms/order";
import { href } from "~/paths";
import { takeNotice } from "~/services/notice.server";
import { isSuccess, type PostReply, refusalMessage } from "~/forms/reply";
import { useEffect, useState } from "react";
import { requireFeature } from "~/services/features.server";
import { PRIVATE_PAGE_CACHE } from "~/server/http-cache.server";
import { leadPost } from "~/server/lead-post.server";
import { handlePost } from "~/server/post.server";
import { placeOrder } from "~/services/order.server";
import { notOnOffer } from "~/services/car-offer.server";
import { keptEstimate, tradeInEnabled } from "~/services/tradein.server";
import catalogStyles from "~/styles/catalog.css?url";
import tradeInStyles from "~/styles/tradein.css?url";
import { formatPrice } from "~/utils/format";
import { MonthlyFrom } from "~/components/credit/lazy";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";
import { safeReturnPath } from "~/utils/safe-redirect";
import { Photo, SMALL_PHOTO } from "~/components/catalog/Photo";
import { deliveryQuote } from "~/services/delivery.server";
import { deliveryText, handoverChoice } from "~/view-models/delivery";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: catalogStyles },
  { rel: "stylesheet", href: tradeInStyles },
];

export const handle = { breadcrumb: "cart", feature: "cart", noindex: true } satisfies RouteHandle;

export async function loader({ context }: LoaderFunctionArgs) {
  await requireFeature(context, handle.feature);
  const cart = context.cart();
  const { items } = cart.car ? await context.page(context.api.send("getCarsByIds", { ids: [cart.car.id] })) : { items: [] };
  const car = items[0] ?? null;
  const [tradeIn, tradeInOn, unavailable, quote] = await Promise.all([
    keptEstimate(context),
    tradeInEnabled(context),
    car ? notOnOffer(context, car) : null,
    car ? deliveryQuote(context, car.id) : null,
  ]);
  // The car's transfer to the visitor's city, and the centres the order may name (ADR 075).
  const delivery = quote ? deliveryText(quote) : null;
  return data(
    { cart, car, notice: takeNotice(context), tradeIn, tradeInOn, unavailable, delivery, handover: handoverChoice(quote) },
    { headers: { "Cache-Control": PRIVATE_PAGE_CACHE } },
  );
}

export const headers = pageHeaders;

/**
 * The order form, with the kept trade-in estimate's car (placeOrder); the cart's own buttons
 * post to /cart/items.
 */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const path = new URL(request.url).pathname;
  return handlePost(
    args,
    leadPost({
      form: "order",
      schema: orderSchema,
      // Posted to the cart's own address, where the estimate is shown.
      send: (value) => placeOrder(context, value, { fromCart: path === href("cart") }),
      success: safeReturnPath(path),
    }),
  );
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ matches }) => {
  return pageMeta(matches, "Корзина");
};

export default function CartPage() {
  const { cart, car, notice, tradeIn, tradeInOn, unavailable, delivery, handover } = useLoaderData<typeof loader>();
  const changeFetchers = useFetchers().filter((f) => f.key.startsWith("cart-change-"));
  const refused = changeFetchers.map((f) => refusalMessage(f.data as PostReply | undefined)).find(Boolean);
  const message = refused ?? notice;
  return (
    <div className="cart-page page container">
      <h1 className="page__title">Корзина</h1>
      {message ? (
        <p className="notice notice--error" role="alert">
          {message}
        </p>
      ) : null}
      {!cart.car ? (
        <div className="empty-state">
          <OrderedHere />
          <p>Корзина пуста. Выберите автомобиль в каталоге и нажмите «В корзину».</p>
          <PageLink to={href("catalog")} className="btn btn--primary">
            Перейти в каталог
          </PageLink>
        </div>
      ) : (
        <div className="cart-layout">
          <section className="panel" aria-labelledby="cart-car-title">
            <h2 id="cart-car-title" className="visually-hidden">
              Автомобиль в корзине
            </h2>
            {car ? (
              <div className="cart-item">
                <Photo photo={car.photo} layout={SMALL_PHOTO} eager />
                <div>
                  <h3 className="car-card__title">
                    <Link to={carHref(car)}>
                      {car.name}, {car.year}
                    </Link>
                  </h3>
                  <p className="car-card__modification">{car.modification}</p>
                  <p>{keySpecs(car).join(" · ")}</p>
                  <p>
                    {car.city.name}, {car.dealer.sName}
                  </p>
                  {delivery ? <p className="delivery-note">{delivery}</p> : null}
                  {unavailable ? (
                    <p>
                      <span className="reserved-badge">{unavailable.text}</span>
                    </p>
                  ) : null}
                  <p className="price">{formatPrice(cart.car.price)}</p>
                  <p>
                    <MonthlyFrom price={cart.car.price} condition={car.condition} />
                  </p>
                </div>
              </div>
            ) : (
              <p>Этот автомобиль больше не продаётся. Удалите его из корзины, чтобы выбрать другой.</p>
            )}
            <div className="cart-total">
              <span>Итого: {cart.totalCount} авто</span>
              <strong className="price">{formatPrice(cart.totalPrice)}</strong>
            </div>
            {car && tradeInOn && !unavailable ? <CartTradeIn estimate={tradeIn} price={cart.car.price} /> : null}
            <div className="car-price__actions">
              <CartChange intent="remove" carId={cart.car.id} label="Удалить из корзины" />
              <CartChange intent="clear" label="Очистить корзину" />
            </div>
          </section>
          <section className="panel" aria-labelledby="order-title" id="order">
            {/* A car the visitor may not buy now: why, in the order form's place (ADR 063). */}
            <h2 id="order-title">{unavailable ? "Заказ недоступен" : "Оформить заказ"}</h2>
            {unavailable ? <UnavailableNote unavailable={unavailable} /> : car ? <OrderForm carId={car.id} handover={handover} /> : null}
          </section>
        </div>
      )}
    </div>
  );
}

/** A cart button of this page: a fetcher with JS (the page revalidates), a plain post without. */
function CartChange({ intent, carId, label }: { intent: "remove" | "clear"; carId?: number; label: string }) {
  const fetcher = useFetcher<PostReply>({ key: `cart-change-${intent}` });
  return (
    <fetcher.Form method="post" action={href("cart_items")}>
      <PostRouting returnTo={href("cart")} fetcher />
      <input type="hidden" name="intent" value={intent} />
      {carId !== undefined ? <input type="hidden" name="id" value={carId} /> : null}
      <button type="submit" className="btn btn--ghost" disabled={fetcher.state !== "idle"}>
        {label}
      </button>
    </fetcher.Form>
  );
}

/**
 * An order empties the cart of its car (placeOrder), and the order form goes with it: its
 * success is told here, in the empty cart — the text where a post without JS lands (the
 * form's fragment), the lead forms' dialog with JS.
 */
function OrderedHere() {
  const root = useRootData();
  const reply = useFetcher<PostReply>({ key: ORDER_FETCHER_KEY }).data;
  const [dialogOpen, setDialogOpen] = useState(false);
  const ordered = isSuccess(reply);
  useEffect(() => {
    if (ordered) setDialogOpen(true);
  }, [ordered, reply]);
  return (
    <>
      {root?.forms.success === "order" || ordered ? <OrderSuccess id="order-form" /> : null}
      <OrderSuccessDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
}
