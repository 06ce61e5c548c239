import type { ServiceWork } from "~/dealer-client/service-endpoints";
import { formatPrice } from "~/utils/format";

/*
 * A work's price as the site shows it wherever the work is named (the service page, the
 * booking's summary and calendar file, the personal area, the maintenance calculator): a fixed
 * price the booking was made at, or the price list's «от …». Decided by workPrice() of
 * app/services/service-prices.server.ts alone (docs/decisions/071-maintenance-prices-from-one-place.md).
 */

export type WorkPrice = { amount: number; from: boolean };

/** A work of the price list with its price as shown. */
export type PricedWork = ServiceWork & { price: WorkPrice; priceText: string };

/** «от 1 500 ₽» or «17 930 ₽». */
export function workPriceText(price: WorkPrice): string {
  return price.from ? `от ${formatPrice(price.amount)}` : formatPrice(price.amount);
}
