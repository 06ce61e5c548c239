import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import { testDriveCancelSchema } from "~/forms/buying";
import { reservationCancelSchema } from "~/forms/reservation";
import { href } from "~/paths";
import { handlePost } from "~/server/post.server";
import { personalPost, requireSignedIn, unknownIntent } from "./personal.server";

/**
 * What the user bought online, for «Мои заказы» (docs/product.md): the reservations with their
 * state and the test drives. Sections of their own: a failure leaves the orders on the page.
 */
export async function loadBuyingOnline(context: AppLoadContext) {
  const [reservations, testDrives] = await Promise.all([
    context.section("personal-reservations", context.api.send("personalReservations").then((r) => r.items), []),
    context.section("personal-test-drives", context.api.send("personalTestDrives").then((r) => r.items), []),
  ]);
  return { reservations, testDrives, now: Date.now() };
}

/** «Да, отменить» of a test drive, by `intent`; anything else is an unknown action (400). */
export async function buyingOnlineAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  await requireSignedIn(request, context);
  return handlePost(args, (formData) =>
    formData.get("intent") === "cancel-reservation"
      ? personalPost({
          form: "reservation-cancel",
          schema: reservationCancelSchema,
          run: async ({ id }) => {
            const cancelled = await context.api.send("personalReservationCancel", { id });
            context.session.flash("notice", cancelled.refunded ? "Бронирование отменено, предоплата возвращена на карту" : "Бронирование отменено");
          },
          success: href("personal_orders"),
        })
      : formData.get("intent") === "cancel-test-drive"
      ? personalPost({
          form: "test-drive-cancel",
          schema: testDriveCancelSchema,
          run: async ({ id }) => void (await context.api.send("personalTestDriveCancel", { id })),
          success: () => {
            context.session.flash("notice", "Тест-драйв отменён");
            return href("personal_orders");
          },
        })
      : unknownIntent(formData),
  );
}
