import { type ActionFunctionArgs, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/utils/root-data";
import { carHref, keySpecs } from "~/components/catalog/CarCard";
import { OrderForm } from "~/components/catalog/OrderForm";
import { formLinks } from "~/components/forms/links";
import { PageLink } from "~/components/PageLink";
import { href } from "~/paths";
import { cartAction, type CartActionData, takeNotice } from "~/services/cart-actions.server";
import { readCart } from "~/services/cart.server";
import { pageCall, readForm, UNREADABLE_FORM } from "~/services/catalog.server";
import { requireFeature } from "~/services/features.server";
import { PRIVATE_PAGE_CACHE } from "~/services/http-cache.server";
import { orderAction } from "~/services/order.server";
import catalogStyles from "~/styles/catalog.css?url";
import { formatPrice } from "~/utils/format";
import { breadcrumb } from "~/utils/breadcrumbs";
import { pageMeta } from "~/utils/meta";

export const links: LinksFunction = () => [...formLinks(), { rel: "stylesheet", href: catalogStyles }];

export const handle = breadcrumb("cart");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireFeature(context, "cart");
  const [cart, { notice, headers }] = await Promise.all([readCart(request, context), takeNotice(request, context)]);
  const { items } = cart.car
    ? await pageCall(context, () => context.api.send("getCarsByIds", { ids: [cart.car!.id] }))
    : { items: [] };
  return data(
    { cart, car: items[0] ?? null, notice },
    { headers: { "Cache-Control": PRIVATE_PAGE_CACHE, ...headers } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireFeature(context, "cart");
  // The order form and the cart buttons post here; the body is read once by whichever handles it.
  const form = await readForm(request.clone());
  if (!form) return data<CartActionData>({ ok: false, message: UNREADABLE_FORM }, { status: 400 });
  if (form.get("intent") === "order") return orderAction(request, context);
  return cartAction(request, context, form);
}

export const meta: MetaFunction<typeof loader, { root: RootLoader }> = ({ matches }) => {
  return [...pageMeta(matches, "Корзина"), { name: "robots", content: "noindex" }];
};

export default function CartPage() {
  const { cart, car, notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const message = actionData && "ok" in actionData && !actionData.ok ? actionData.message : notice;
  return (
    <div className="cart-page page-container">
      <h1 className="page-title">Корзина</h1>
      {message ? (
        <p className="notice notice--error" role="alert">
          {message}
        </p>
      ) : null}
      {!cart.car ? (
        <div className="empty-state">
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
                <img src={car.photo.src} alt={car.photo.alt} width={car.photo.width} height={car.photo.height} />
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
                  <p className="price">{formatPrice(cart.car.price)}</p>
                </div>
              </div>
            ) : (
              <p>Этот автомобиль больше не продаётся. Удалите его из корзины, чтобы выбрать другой.</p>
            )}
            <div className="cart-total">
              <span>Итого: {cart.totalCount} авто</span>
              <strong className="price">{formatPrice(cart.totalPrice)}</strong>
            </div>
            <div className="car-price__actions">
              <Form method="post" action={href("cart")}>
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={cart.car.id} />
                <button type="submit" className="btn btn--ghost">
                  Удалить из корзины
                </button>
              </Form>
              <Form method="post" action={href("cart")}>
                <input type="hidden" name="intent" value="clear" />
                <button type="submit" className="btn btn--ghost">
                  Очистить корзину
                </button>
              </Form>
            </div>
          </section>
          <section className="panel" aria-labelledby="order-title" id="order">
            <h2 id="order-title">Оформить заказ</h2>
            {car ? <OrderForm carId={car.id} /> : null}
          </section>
        </div>
      )}
    </div>
  );
}
