import { formatDayMonth } from "./format";

/**
 * «Забронирован до 27 ноября»: what every visitor sees of a car a paid online reservation
 * holds (the card, the car page). The date is the dealer's (Moscow) calendar day.
 */
export function reservedText(holdUntil: string): string {
  return `Забронирован до ${formatDayMonth(holdUntil)}`;
}
