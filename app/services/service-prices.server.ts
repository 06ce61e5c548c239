import type { AppLoadContext } from "@remix-run/node";
import type { BookingQuote, ServicePriceList } from "~/dealer-client/service-endpoints";
import { type PricedWork, type WorkPrice, workPriceText } from "~/view-models/work-price";

export type { PricedWork };

/*
 * The one place a work's price comes from (docs/decisions/071-maintenance-prices-from-one-place.md):
 * the dealer API's price list, asked on every request that shows a price (never cached across
 * requests), so a price changed there shows everywhere on the next request; a booking made at
 * a fixed price (a regulation's step) shows that price, which is the booking's.
 */

/** What a page needs to price works: the price list's works and the one rule. */
export type ServicePrices = {
  works: PricedWork[];
  /** A work's price: the booking's fixed one, else the list's «от …»; null for a work the list no longer has. */
  priceOf(work: { code: string; quote?: BookingQuote | null }): WorkPrice | null;
  /** The same as text: «от 1 500 ₽», «17 930 ₽», or "" for a work the list no longer has. */
  textOf(work: { code: string; quote?: BookingQuote | null }): string;
  /** The tyre hotel's price of one wheel for a season (ADR 072), as shown: «750 ₽». A contract keeps the price it was made at. */
  storageRates: Array<ServicePriceList["tyreStorage"][number] & { text: string }>;
};

/** The rule itself, on a price list already read. */
export function workPrice(list: ServicePriceList, work: { code: string; quote?: BookingQuote | null }): WorkPrice | null {
  if (work.quote) return { amount: work.quote.price, from: false };
  const listed = list.works.find((w) => w.code === work.code);
  return listed ? { amount: listed.priceFrom, from: true } : null;
}

export function pricesOf(list: ServicePriceList): ServicePrices {
  const priceOf = (work: { code: string; quote?: BookingQuote | null }) => workPrice(list, work);
  const textOf = (work: { code: string; quote?: BookingQuote | null }) => {
    const price = priceOf(work);
    return price ? workPriceText(price) : "";
  };
  return {
    works: list.works.map((w) => {
      const price = { amount: w.priceFrom, from: true };
      return { ...w, price, priceText: workPriceText(price) };
    }),
    priceOf,
    textOf,
    storageRates: list.tyreStorage.map((r) => ({ ...r, text: workPriceText({ amount: r.pricePerWheel, from: false }) })),
  };
}

/** The price list of this request: one dealer API call however many parts of the page ask. */
export async function servicePrices(context: AppLoadContext): Promise<ServicePrices> {
  return pricesOf(await context.page(context.api.send("getServicePriceList")));
}
