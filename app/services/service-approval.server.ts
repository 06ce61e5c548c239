import type { AppLoadContext } from "@remix-run/node";
import { DealerApiBusinessError } from "~/dealer-client/index.server";
import type { UserBooking } from "~/dealer-client/personal-endpoints";
import type { VisitDecision } from "~/forms/service-approval";
import { type WorkPrice, workPriceText } from "~/view-models/work-price";
import { refuse } from "./refusal.server";
import type { ServicePrices } from "./service-prices.server";

/*
 * The owner's approval of work found during a service visit («Мой сервис»; ADR 073). The
 * dealer API owns the decisions and their rules; this says them to the visitor with the
 * API's own status: another user's visit is 404, a changed mind after the master went on 409.
 */

/** The API's refusals that are the visitor's answer as they are, with their status. */
const PASSED_ON = new Set([403, 404, 409]);

/** Stores the decision on one found line or on all of them (`line` "all"). */
export async function decideFoundWork(context: AppLoadContext, value: VisitDecision): Promise<void> {
  try {
    await context.api.send("personalServiceDecide", value);
  } catch (error) {
    if (error instanceof DealerApiBusinessError && PASSED_ON.has(error.status)) {
      throw refuse(error.status, { formErrors: error.errors.map((e) => e.message) });
    }
    throw error;
  }
}

/**
 * What the visit costs now: the booked work's price as the site shows it everywhere
 * (workPrice(), ADR 071), plus the approved found lines; «от …» stays «от …».
 */
export function visitTotal(prices: ServicePrices, booking: Pick<UserBooking, "work" | "quote" | "extra">): WorkPrice | null {
  const price = prices.priceOf({ code: booking.work.code, quote: booking.quote });
  return price ? { amount: price.amount + booking.extra, from: price.from } : null;
}

export function visitTotalText(prices: ServicePrices, booking: Pick<UserBooking, "work" | "quote" | "extra">): string {
  const total = visitTotal(prices, booking);
  return total ? workPriceText(total) : "";
}
