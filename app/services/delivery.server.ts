import type { AppLoadContext } from "@remix-run/node";
import type { TransferQuote } from "~/dealer-client/delivery-endpoints";
import { withDelivery } from "~/view-models/delivery";

/*
 * Six cities, one stock (ADR 075): the dealer API's quote of bringing a car to the visitor's
 * city — here already, or the days, the price (0: free) and the centre of handover, or why
 * not. One call per page for all its cars; a failed call leaves the lines out, never the page.
 */

/**
 * The quotes of these cars by id, for `fiasId` or, left out, the visitor's chosen city (a
 * first visit's: the dealer API's default). The one way to ask, for a card, the car page, the
 * cart, a reservation and a deal's «Доставка» line alike.
 */
export async function deliveryQuotes(context: AppLoadContext, carIds: number[], fiasId?: string): Promise<Map<number, TransferQuote>> {
  const ids = [...new Set(carIds)];
  if (!ids.length) return new Map();
  const items = await context.section(
    "delivery",
    context.api.send("getTransferQuotes", { ids, ...(fiasId ? { city: fiasId } : {}) }).then((answer) => answer.items),
    [] as TransferQuote[],
  );
  return new Map(items.map((quote) => [quote.carId, quote]));
}

/** One car's quote: `status` (here, transfer, unavailable), `days`, `price` (0 when `free`), `handover`, `testDrive`, `reason`; null when unknown. */
export async function deliveryQuote(context: AppLoadContext, carId: number, fiasId?: string): Promise<TransferQuote | null> {
  return (await deliveryQuotes(context, [carId], fiasId)).get(carId) ?? null;
}

/** Each card with its line («В наличии в вашем городе», «Доставим в … за N дней, …»): new objects, as the cached views are shared. */
export async function withDeliveryLines<T extends { id: number }>(context: AppLoadContext, cards: T[]): Promise<Array<T & { delivery?: string }>> {
  const quotes = await deliveryQuotes(context, cards.map((card) => card.id));
  return cards.map((card) => withDelivery(card, quotes.get(card.id)));
}
