/**
 * «Забронирован до 27 ноября»: what every visitor sees of a car a paid online reservation
 * holds (the card, the car page). The date is the dealer's (Moscow) calendar day.
 */
const day = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "long", timeZone: "Europe/Moscow" });

export function reservedText(holdUntil: string): string {
  return `Забронирован до ${day.format(new Date(holdUntil))}`;
}
