import type { AppLoadContext } from "@remix-run/node";

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

/** «Да, отменить» of one of the user's reservations: a paid one is refunded, and the notice says so. */
export async function cancelPersonalReservation(context: AppLoadContext, id: number): Promise<void> {
  const cancelled = await context.api.send("personalReservationCancel", { id });
  context.session.flash("notice", cancelled.refunded ? "Бронирование отменено, предоплата возвращена на карту" : "Бронирование отменено");
}
