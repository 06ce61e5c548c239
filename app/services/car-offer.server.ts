import type { AppLoadContext } from "@remix-run/node";
import { NOT_FOR_SALE_TEXT, reservedText } from "~/utils/reservation";
import type { NotOnOffer } from "~/view-models/car-offer";

/*
 * Whether the visitor may buy a car now (docs/product.md, «Снят с продажи» and «Забронирован
 * до …»; docs/decisions/063-cars-not-on-offer.md): what the car page and the cart show in
 * place of «В корзину» and the order form when they may not. The dealer API says it on the
 * car's card (`forSale`, `reservedUntil`), the same for everyone; only the buyer whose
 * reservation holds the car may still order it, and the storefront knows that buyer by the
 * reservation it made for them (the session's).
 */

export async function notOnOffer(context: AppLoadContext, car: { id: number; forSale: boolean; reservedUntil: string | null }): Promise<NotOnOffer> {
  if (!car.forSale) return { reason: "not-for-sale", text: NOT_FOR_SALE_TEXT };
  if (!car.reservedUntil || (await holdsIt(context, car.id))) return null;
  return { reason: "held", text: reservedText(car.reservedUntil) };
}

/** The visitor's own live reservation is the car's hold. Asked only of a held car and a visitor who reserved one. */
async function holdsIt(context: AppLoadContext, carId: number): Promise<boolean> {
  const kept = context.session.get("reservation");
  if (!kept) return false;
  // Without an answer the car is shown as held, as to anyone: the page stays up, and the car is theirs all the same.
  const reservation = await context.section("own reservation", context.api.send("getReservation", { id: kept.id }), null);
  return reservation !== null && reservation.car.id === carId && (reservation.status === "pending" || reservation.status === "paid");
}
