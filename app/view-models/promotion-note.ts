import type { CardPromotion } from "~/dealer-client/deal-endpoints";
import { formatDate, formatDayMonth, formatPrice } from "~/utils/format";
import { moscowTime } from "../../lib/russian-format";

/*
 * A promotion in words wherever a car is listed (ADR 074): its amount, what it needs of the
 * buyer and until when, so no card shows a discount that needs a condition without naming it.
 * Small and apart from deal-price.ts: card views are also made in the browser (home's offers).
 */

/** «до 30 ноября 2026, 23:59 мск». */
export function untilText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return `до ${iso}`;
  return `до ${formatDate(iso)}, ${moscowTime(date).time} мск`;
}

/** «−50 000 ₽» for a discount, «9 000 ₽» for anything else. */
export function signedPrice(amount: number): string {
  return amount < 0 ? `−${formatPrice(-amount)}` : formatPrice(amount);
}

/** «Акция «Чёрная пятница»: −50 000 ₽ при сдаче автомобиля в трейд-ин, до 30 ноября 2026, 23:59 мск». */
export function promotionNote(promotion: Pick<CardPromotion, "title" | "amount" | "condition" | "endsAt">): string {
  const condition = promotion.condition ? ` ${promotion.condition},` : "";
  return `Акция «${promotion.title}»: ${signedPrice(-promotion.amount)}${condition} ${untilText(promotion.endsAt)}`;
}

/**
 * A card's shorter line, in every grid of 24: «Акция до 28 декабря: −100 000 ₽ при сдаче
 * автомобиля в трейд-ин». The time is left out when the promotion ends with its day (23:59).
 */
export function cardPromotionNote(promotion: Pick<CardPromotion, "amount" | "condition" | "endsAt">): string {
  const date = new Date(promotion.endsAt);
  const time = Number.isNaN(date.getTime()) ? "23:59" : moscowTime(date).time;
  const until = `до ${formatDayMonth(promotion.endsAt)}${time === "23:59" ? "" : `, ${time} мск`}`;
  return `Акция ${until}: ${signedPrice(-promotion.amount)}${promotion.condition ? ` ${promotion.condition}` : ""}`;
}
