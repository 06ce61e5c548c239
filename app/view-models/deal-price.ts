import type { DealLine, DealPrice, Promotion } from "~/dealer-client/deal-endpoints";
import { formatPrice } from "~/utils/format";
import { signedPrice, untilText } from "./promotion-note";

/*
 * The итоговая цена and promotions as the pages show them (ADR 074): every discount says what
 * it needs and until when, so no price that needs a condition is shown without it.
 */

export type DealLineView = {
  code: string;
  kind: string;
  label: string;
  amount: string;
  /** The condition and its end in words; null when the line needs nothing. */
  condition: string | null;
  /** Whether the buyer's choices meet it, in words; null when the line needs nothing. */
  status: string | null;
  met: boolean;
};

function statusOf(line: DealLine): string | null {
  if (!line.condition) return null;
  if (line.condition.code === "until") return "действует";
  if (line.condition.code === "extra" || line.condition.code === "delivery") return line.met ? "выбрано" : "не выбрано";
  return line.met ? "условие выполнено" : "условие не выполнено";
}

export function dealLineView(line: DealLine): DealLineView {
  const condition = line.condition ? [line.condition.text, line.condition.endsAt ? untilText(line.condition.endsAt) : null].filter(Boolean).join(", ") : null;
  return { code: line.code, kind: line.kind, label: line.label, amount: signedPrice(line.amount), condition, status: statusOf(line), met: line.met };
}

export type DealPriceView = {
  lines: DealLineView[];
  /** The extras offered, for the form's boxes. */
  extras: Array<{ code: string; label: string; price: string; chosen: boolean }>;
  totals: { withChoices: string; withoutConditions: string; withChoicesRoubles: number };
  estimates: Array<{ code: string; label: string; range: string; basis: string }>;
  choices: DealPrice["choices"];
};

export function dealPriceView(price: DealPrice): DealPriceView {
  return {
    lines: price.lines.map(dealLineView),
    extras: price.lines
      .filter((line) => line.condition?.code === "extra")
      .map((line) => ({ code: line.code, label: line.label, price: formatPrice(line.amount), chosen: line.met })),
    totals: {
      withChoices: formatPrice(price.totals.withChoices),
      withoutConditions: formatPrice(price.totals.withoutConditions),
      withChoicesRoubles: price.totals.withChoices,
    },
    estimates: price.estimates.map((estimate) => ({
      code: estimate.code,
      label: estimate.label,
      range: `от ${formatPrice(estimate.min)} до ${formatPrice(estimate.max)}`,
      basis: estimate.basis,
    })),
    choices: price.choices,
  };
}

export type PromotionView = {
  code: string;
  title: string;
  text: string;
  amount: string;
  condition: string;
  until: string;
  where: string;
  /** The catalogue's filters for the cars it applies to, for `href("catalog", undefined, query)`. */
  carsQuery: Record<string, string>;
  carsCount: number;
};

export function promotionView(promotion: Promotion): PromotionView {
  const { cars } = promotion;
  const query: Record<string, string> = {};
  if (cars.brand) query.brand = cars.brand.code;
  if (cars.brand && cars.model) query.model = cars.model.code;
  if (cars.condition) query.condition = cars.condition;
  if (cars.city) query.city = cars.city;
  return {
    code: promotion.code,
    title: promotion.title,
    text: promotion.text,
    amount: signedPrice(-promotion.amount),
    condition: promotion.condition ?? "для всех покупателей",
    until: untilText(promotion.endsAt),
    where: promotion.city ? `только в городе ${promotion.city.name}` : "во всех городах",
    carsQuery: query,
    carsCount: cars.count,
  };
}
