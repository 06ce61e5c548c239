import { useLoaderData } from "@remix-run/react";
import type { DealerCity, Evaluation, KeptEstimate } from "~/forms/tradein";

/**
 * What the trade-in page's loader gives its components (app/routes/trade-in.tsx builds it;
 * the components read it with `useTradeInData()`), so they need not know the route.
 */
export type TradeInData = {
  evaluation: Evaluation;
  kept: KeptEstimate | null;
  /** A car is in the cart: «Учесть при покупке» leads there. */
  hasCar: boolean;
  /** The dealer centres by city, the visitor's city first. */
  dealerCities: DealerCity[];
  /** A flash notice («Оценка сохранена…»). */
  notice: string | null;
};

/** The trade-in page's data, for its components. */
export function useTradeInData(): TradeInData {
  return useLoaderData() as TradeInData;
}
