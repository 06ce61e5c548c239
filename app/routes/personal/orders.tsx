import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PersonalReservations } from "~/components/buying/PersonalReservations";
import { PersonalTestDrives } from "~/components/buying/PersonalTestDrives";
import { OrderList } from "~/components/personal/OrderList";
import { cancelPersonalReservation, loadBuyingOnline } from "~/services/buying-personal.server";
import { takeNotice } from "~/services/notice.server";
import { PersonalLayout } from "~/components/personal/PersonalLayout";
import { href } from "~/paths";
import { personalHeaders, requireSignedIn } from "~/services/personal.server";
import { testDriveCancelSchema } from "~/forms/buying";
import { reservationCancelSchema } from "~/forms/reservation";
import { personalPost, unknownIntent } from "~/server/personal-post.server";
import { handlePost } from "~/server/post.server";
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
  const [{ items }, buying] = await Promise.all([context.page(context.api.send("personalOrders")), loadBuyingOnline(context)]);
  return data({ orders: items, ...buying, notice: takeNotice(context) }, { headers: personalHeaders });
}

/**
 * «Да, отменить» of a reservation or a test drive, by `intent` (their lists are sections of
 * this page: components/buying); anything else is an unknown action (400).
 */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireSignedIn(request, context);
  return handlePost(args, (formData) => {
    const intent = formData.get("intent");
    if (intent === "cancel-reservation") {
      return personalPost({
        form: "reservation-cancel",
        schema: reservationCancelSchema,
        run: ({ id }) => cancelPersonalReservation(context, id),
        success: href("personal_orders"),
      });
    }
    if (intent === "cancel-test-drive") {
      return personalPost({
        form: "test-drive-cancel",
        schema: testDriveCancelSchema,
        run: async ({ id }) => void (await context.api.send("personalTestDriveCancel", { id })),
        notice: "Тест-драйв отменён",
        success: href("personal_orders"),
      });
    }
    return unknownIntent(formData);
  });
}

export default function OrdersPage() {
  const { orders, reservations, testDrives, now, notice } = useLoaderData<typeof loader>();
  return (
    <PersonalLayout title="Мои заказы" notice={notice}>
      {orders.length === 0 ? (
        <p>
          Заказов пока нет. Заказы, оформленные на сайте с вашего номера телефона, появятся здесь.{" "}
          <Link to={href("catalog")}>Выбрать автомобиль в каталоге</Link>
        </p>
      ) : (
        <OrderList orders={orders} />
      )}
      {reservations.length ? (
        <section className="personal-section" aria-labelledby="reservations-title">
          <h2 id="reservations-title">Бронирования</h2>
          <PersonalReservations reservations={reservations} />
        </section>
      ) : null}
      {testDrives.length ? (
        <section className="personal-section" aria-labelledby="test-drives-title">
          <h2 id="test-drives-title">Тест-драйвы</h2>
          <PersonalTestDrives drives={testDrives} now={now} />
        </section>
      ) : null}
    </PersonalLayout>
  );
}
