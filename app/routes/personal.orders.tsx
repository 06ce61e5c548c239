import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { OrderList } from "~/components/personal/OrderList";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { href } from "~/paths";
import { personalHeaders } from "~/services/personal.server";
import type { RouteHandle } from "~/utils/route-handle";
import { pageMeta } from "~/utils/meta";
import { pageHeaders } from "~/utils/page-headers";

/**
 * /personal/orders: the user's car orders, those placed while signed in and those sent
 * earlier from the same phone, newest first, with their status and dealer centre.
 */
export const meta: MetaFunction = ({ matches }) => pageMeta(matches, "Мои заказы");

export const handle = { breadcrumb: "personal_orders" } satisfies RouteHandle;

export const headers = pageHeaders;

export async function loader({ context }: LoaderFunctionArgs) {
  const { items } = await context.page(context.api.send("personalOrders"));
  return data({ orders: items }, { headers: personalHeaders });
}

export default function OrdersPage() {
  const { orders } = useLoaderData<typeof loader>();
  return (
    <PersonalLayout title="Мои заказы">
      {orders.length === 0 ? (
        <p>
          Заказов пока нет. Заказы, оформленные на сайте с вашего номера телефона, появятся здесь.{" "}
          <Link to={href("catalog")}>Выбрать автомобиль в каталоге</Link>
        </p>
      ) : (
        <OrderList orders={orders} />
      )}
    </PersonalLayout>
  );
}
