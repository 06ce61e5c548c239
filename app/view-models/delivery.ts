import type { Handover, TransferQuote } from "~/dealer-client/delivery-endpoints";
import { formatPrice, plural } from "~/utils/format";

/*
 * What a car's transfer to the visitor's city says on its card and its page (docs/product.md,
 * «Доставка в ваш город»; ADR 075), worked out on the server, so the card carries one line.
 */

export const IN_YOUR_CITY = "В наличии в вашем городе";

/** «5 дней». */
export function daysText(days: number): string {
  return `${days} ${plural(days, "день", "дня", "дней")}`;
}

/** «бесплатно» or «15 000 ₽». */
export function transferPriceText(quote: Pick<TransferQuote, "free" | "price">): string {
  return quote.free || !quote.price ? "бесплатно" : formatPrice(quote.price);
}

/**
 * «В наличии в вашем городе», «Доставим в Казань за 5 дней, бесплатно» or «… за 5 дней,
 * 15 000 ₽»; null for a car that cannot be brought (the card then says only where it is).
 */
export function deliveryText(quote: TransferQuote | undefined): string | null {
  if (!quote) return null;
  if (quote.status === "here") return IN_YOUR_CITY;
  if (quote.status === "unavailable" || quote.days === null) return null;
  return `Доставим ${quote.city.to} за ${daysText(quote.days)}, ${transferPriceText(quote)}`;
}

/** The car page's line for a car that cannot be brought: why, after where it is. */
export function noDeliveryText(quote: TransferQuote): string {
  return `Доставка ${quote.city.to} недоступна${quote.reason ? `: ${quote.reason.charAt(0).toLowerCase()}${quote.reason.slice(1)}` : ""}`;
}

/** A card with its line, a new object (cached card views are shared and frozen); unchanged without one. */
export function withDelivery<T extends object>(card: T, quote: TransferQuote | undefined): T & { delivery?: string } {
  const line = deliveryText(quote);
  return line ? { ...card, delivery: line } : card;
}

/**
 * The car page's lines under its dealer centre: the card's line, and where a brought car is
 * handed over; why not, for a car that cannot come. Null when the dealer API did not answer.
 */
export function carDeliveryLines(quote: TransferQuote | undefined): string[] | null {
  if (!quote) return null;
  if (quote.status === "unavailable") return [noDeliveryText(quote)];
  const line = deliveryText(quote);
  if (!line) return null;
  return quote.status === "transfer" && quote.handover ? [line, `Передадим в ${quote.handover.sName}: ${quote.handover.sAddressForView}`] : [line];
}

/** The two centres a buyer may take a car over at, when it can be brought to their city (the forms' «Где заберёте автомобиль»). */
export type HandoverChoice = {
  own: { code: string; label: string };
  brought: { code: string; label: string };
};

export function handoverChoice(quote: TransferQuote | null | undefined): HandoverChoice | null {
  if (!quote || quote.status !== "transfer" || !quote.handover || quote.days === null) return null;
  const { from, handover } = quote;
  return {
    own: { code: from.sCode, label: `${from.sName}, ${from.sCityName}: автомобиль уже там` },
    brought: { code: handover.sCode, label: `${handover.sName}, ${handover.sCityName}: доставим за ${daysText(quote.days)}, ${transferPriceText(quote)}` },
  };
}

/** «Передача в Автодом Пулково, Санкт-Петербург, …: доставка за 5 дней, бесплатно»: an order's or a reservation's centre of handover. */
export function handoverText(handover: NonNullable<Handover>): string {
  const where = `Передача в ${handover.sName}, ${handover.sAddressForView}`;
  return handover.days === null ? where : `${where}: доставка за ${daysText(handover.days)}, ${transferPriceText({ free: !handover.price, price: handover.price })}`;
}

/** Where a test drive may be: the car's own centre, and the visitor's city's after the transfer («с 3 декабря» is the page's). */
export type TestDrivePlaces = {
  own: { code: string; label: string };
  brought: { code: string; label: string; days: number };
};

export function testDrivePlaces(quote: TransferQuote | null | undefined): TestDrivePlaces | null {
  if (!quote || quote.status !== "transfer" || !quote.testDrive || !quote.handover || quote.days === null) return null;
  return {
    own: { code: quote.from.sCode, label: `${quote.from.sName}, ${quote.from.sCityName}` },
    brought: {
      code: quote.handover.sCode,
      label: `${quote.handover.sName}, ${quote.handover.sCityName}: привезём за ${daysText(quote.days)}`,
      days: quote.days,
    },
  };
}
