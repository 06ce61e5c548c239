import { formatDayMonthTime } from "./format";

/**
 * «Забронирован до 27 ноября в 14:35»: what everyone but its buyer sees of a car a live
 * online reservation holds (the card, the car page, the cart), in place of what would buy it.
 * The time matters: a reservation waiting for its payment holds the car for minutes. The
 * dealer's (Moscow) time, as the site writes every time.
 */
export function reservedText(holdUntil: string): string {
  return `Забронирован до ${formatDayMonthTime(holdUntil)}`;
}

/** A car in a visitor's list or cart that may no longer be sold (a pledge on its report). */
export const NOT_FOR_SALE_TEXT = "Снят с продажи";
