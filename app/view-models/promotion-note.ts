import type { CardPromotion } from "~/dealer-client/deal-endpoints";
import { formatDate, formatPrice } from "~/utils/format";
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
