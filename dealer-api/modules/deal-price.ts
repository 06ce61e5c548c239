import type { DealerApiModule } from "../context";
import type { DB } from "../db";
import { endpoint, fail } from "../http";
import { CARD_COLUMNS, type CarRow } from "./catalog-data";
import { carId } from "./catalog";
import { defaultLocation, findLocation } from "./locations";
import { OFFERED } from "./stock";
import { referenceNow } from "./reference-clock";
import { appliesTo, currentPromotions, REQUIREMENT_TEXT, secondsLeft, type Requirement } from "./promotion-rules";
import { heldEstimate, type HeldEstimate } from "./tradein-hold";
import { transferQuotes } from "./transfer";

/*
 * A car's итоговая цена (docs/dealer-api.md, «Deal»; ADR 074): one line per part, each with its
 * amount and the condition it needs, whether the buyer's choices meet it, and the two totals.
 * The storefront renders the lines as they come, so a new kind of line (delivery) needs no
 * change there.
 */

export type LineCondition = {
  /** What it needs: a trade-in, the dealer's credit, the buyer ticking the extra, or only the time (a promotion for everyone). */
  code: Requirement | "extra" | "until" | "delivery";
  /** Russian words shown beside the line. */
  text: string;
  /** When it ends (a promotion), ISO; else null. */
  endsAt: string | null;
  /** Whole seconds from this answer to `endsAt`, by the API's clock; null without an end. */
  secondsLeft: number | null;
};

export type DealLine = {
  kind: "price" | "discount" | "extra" | "fee" | "tradein" | "delivery";
  code: string;
  label: string;
  /** Roubles; a discount is negative. */
  amount: number;
  condition: LineCondition | null;
  /** The buyer's choices meet the condition (true without one). */
  met: boolean;
};

export type DealEstimate = { code: string; label: string; min: number; max: number; basis: string };

export type DealChoices = {
  tradein: boolean;
  credit: boolean;
  extras: string[];
  /** The car brought to the visitor's city (its transfer quote), not collected at its own centre. */
  delivery: boolean;
  /** A held trade-in estimate's id (tradein-hold.ts): its buyout is a line; implies `tradein`. */
  tradeinEstimate: number | null;
};

const yes = (value: unknown) => value === "1" || value === 1 || value === true || value === "true" || value === "Y";

export function dealChoices(input: Record<string, unknown>): DealChoices {
  const raw = input.extras;
  const extras = (Array.isArray(raw) ? raw : typeof raw === "string" ? raw.split(",") : [])
    .filter((code): code is string => typeof code === "string")
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
  const given = typeof input.tradeinEstimate === "number" ? String(input.tradeinEstimate) : input.tradeinEstimate;
  const estimate = typeof given === "string" && /^\d{1,12}$/.test(given) ? Number(given) : null;
  return {
    tradein: yes(input.tradein) || estimate !== null,
    credit: yes(input.credit),
    extras: [...new Set(extras)],
    delivery: yes(input.delivery),
    tradeinEstimate: estimate,
  };
}

const NEEDS_NOTHING = new Set<LineCondition["code"] | undefined>([undefined, "until"]);

/** «С вашими условиями»: every line met; «без условий»: every line that needs no choice of the buyer. */
export function dealTotals(lines: DealLine[]) {
  const sum = (chosen: DealLine[]) => chosen.reduce((total, line) => total + line.amount, 0);
  return {
    withChoices: sum(lines.filter((line) => line.met)),
    withoutConditions: sum(lines.filter((line) => NEEDS_NOTHING.has(line.condition?.code))),
  };
}

function discountLines(db: DB, car: CarRow, choices: DealChoices, now: number): DealLine[] {
  const chose = (requires: Requirement) => (requires === "tradein" ? choices.tradein : choices.credit);
  const own = db.prepare("SELECT requires, amount FROM car_discounts WHERE car_id = ? ORDER BY requires DESC").all(car.id) as Array<{
    requires: Requirement;
    amount: number;
  }>;
  const lines: DealLine[] = own.map(({ requires, amount }) => ({
    kind: "discount",
    code: `dealer-${requires}`,
    label: requires === "tradein" ? "Скидка дилера за трейд-ин" : "Скидка дилера за кредит",
    amount: -amount,
    condition: { code: requires, text: REQUIREMENT_TEXT[requires], endsAt: null, secondsLeft: null },
    met: chose(requires),
  }));
  for (const promotion of currentPromotions(db, now).filter((row) => appliesTo(row, car))) {
    const until = { endsAt: new Date(promotion.ends_at).toISOString(), secondsLeft: secondsLeft(promotion.ends_at, now) };
    lines.push({
      kind: "discount",
      code: `promotion-${promotion.code}`,
      label: `Акция «${promotion.title}»`,
      amount: -promotion.amount,
      condition: promotion.requires
        ? { code: promotion.requires, text: REQUIREMENT_TEXT[promotion.requires], ...until }
        : { code: "until", text: "для всех покупателей", ...until },
      met: promotion.requires ? chose(promotion.requires) : true,
    });
  }
  return lines;
}

function extraLines(db: DB, car: CarRow, choices: DealChoices): DealLine[] {
  const extras = db
    .prepare("SELECT code, name, price FROM deal_extras WHERE condition IS NULL OR condition = ? ORDER BY sort")
    .all(car.condition) as Array<{ code: string; name: string; price: number }>;
  return extras.map((extra) => ({
    kind: "extra",
    code: extra.code,
    label: extra.name,
    amount: extra.price,
    condition: { code: "extra", text: "если выбрать", endsAt: null, secondsLeft: null },
    met: choices.extras.includes(extra.code),
  }));
}

/**
 * The Bank of Russia's corridor of the base rate for a private car (category «B») of a private
 * owner, roubles: Указание № 6007-У as amended by № 7204-У, in force from 9 December 2025 (the
 * corridor widened by 15 % each way from 1 646–7 535 ₽).
 */
export const OSAGO_BASE_RATE = { min: 1399, max: 8665 };

/** КМ by engine power, hp (the regulator's table). */
export function powerCoefficient(power: number): number {
  if (power <= 50) return 0.6;
  if (power <= 70) return 1;
  if (power <= 100) return 1.1;
  if (power <= 120) return 1.2;
  if (power <= 150) return 1.4;
  return 1.6;
}

/**
 * ОСАГО for the visitor's city: the base rate's corridor × КТ × КМ. What depends on the drivers
 * (КБМ, КВС, КО) is left at 1 and the basis says so: an estimate, never an offer.
 */
export function osagoEstimate(db: DB, power: number, fiasId: string): DealEstimate | null {
  const territory = db
    .prepare("SELECT t.kt, c.name FROM osago_territories t JOIN cities c ON c.fias_id = t.city_fias WHERE t.city_fias = ?")
    .get(fiasId) as { kt: number; name: string } | undefined;
  if (!territory) return null;
  const km = powerCoefficient(power);
  const premium = (base: number) => Math.round(base * territory.kt * km);
  const decimal = (value: number) => String(value).replace(".", ",");
  return {
    code: "osago",
    label: "ОСАГО, оценка",
    min: premium(OSAGO_BASE_RATE.min),
    max: premium(OSAGO_BASE_RATE.max),
    basis:
      `Базовая ставка ${OSAGO_BASE_RATE.min}–${OSAGO_BASE_RATE.max} ₽ × КТ ${decimal(territory.kt)} (${territory.name}) × КМ ${decimal(km)} (${power} л.с.) ` +
      "по коэффициентам Банка России; возраст, стаж и страховая история водителей меняют сумму. Полис оформляет страховщик.",
  };
}

const roubles = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")}\u00a0₽`;
const dayWord = (n: number) => (n % 10 === 1 && n % 100 !== 11 ? "день" : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? "дня" : "дней");

/**
 * The buyer's car in part exchange, at the dealer's held estimate (tradein-hold.ts): a payment
 * towards the car, so it counts «с вашими условиями» only. Its condition ends with the
 * estimate; a renewed estimate says so in its label, with the amount before.
 */
export function tradeInLine(estimate: HeldEstimate, now: number): DealLine {
  const { car } = estimate;
  const name = `${car.brand} ${car.model}, ${car.year} г.`;
  const label = estimate.renewed
    ? `Ваш автомобиль в зачёт: ${name}. Оценка обновлена: ${roubles(estimate.buyout)} вместо ${roubles(estimate.renewed.previousBuyout)}`
    : `Ваш автомобиль в зачёт: ${name}`;
  const ends = Date.parse(estimate.validUntil);
  return {
    kind: "tradein",
    code: "tradein-estimate",
    label,
    amount: -estimate.buyout,
    condition: { code: "tradein", text: "оценка действует", endsAt: estimate.validUntil, secondsLeft: Math.max(0, Math.floor((ends - now) / 1000)) },
    met: true,
  };
}

/**
 * «Доставка» from the car's transfer quote to the visitor's city (transfer.ts): offered only
 * when the car can be brought, unticked until the buyer chooses it, so it never counts
 * «без условий»; a car already in the city, or one that cannot come, has no such line.
 */
export function deliveryLine(db: DB, carIdValue: number, fiasId: string, chosen: boolean, now: number): DealLine | null {
  const [quote] = transferQuotes(db, [carIdValue], fiasId, now).items;
  if (!quote || quote.status !== "transfer" || quote.days === null) return null;
  const price = quote.price ?? 0;
  return {
    kind: "delivery",
    code: "delivery",
    label: `Доставка ${quote.city.to} за ${quote.days} ${dayWord(quote.days)}${quote.handover ? `, в ${quote.handover.sName}` : ""}`,
    amount: price,
    condition: { code: "delivery", text: price ? "если выбрать доставку" : "если выбрать доставку, бесплатно", endsAt: null, secondsLeft: null },
    met: chosen,
  };
}

export function dealPrice(db: DB, id: number, choices: DealChoices, fiasId: string, fuserId: unknown = "") {
  const car = db.prepare(`SELECT ${CARD_COLUMNS} FROM cars WHERE id = ? AND ${OFFERED}`).get(id) as CarRow | undefined;
  if (!car) fail(404, "NOT_FOUND", "Автомобиль не найден");
  const now = referenceNow(db);
  const fee = db.prepare("SELECT name, amount FROM deal_fees WHERE code = 'registration'").get() as { name: string; amount: number } | undefined;
  const lines: DealLine[] = [
    { kind: "price", code: "price", label: "Цена автомобиля без условий", amount: car.price, condition: null, met: true },
    ...discountLines(db, car, choices, now),
    ...extraLines(db, car, choices),
    ...(fee ? [{ kind: "fee" as const, code: "registration", label: fee.name, amount: fee.amount, condition: null, met: true }] : []),
  ];
  const delivery = deliveryLine(db, car.id, fiasId, choices.delivery, now);
  if (delivery) lines.push(delivery);
  const estimate = choices.tradeinEstimate === null ? null : heldEstimate(db, choices.tradeinEstimate, fuserId, now);
  if (estimate) lines.push(tradeInLine(estimate, now));
  const known = new Set(lines.filter((line) => line.kind === "extra").map((line) => line.code));
  const osago = osagoEstimate(db, car.power, fiasId);
  return {
    carId: car.id,
    choices: {
      ...choices,
      extras: choices.extras.filter((code) => known.has(code)),
      delivery: Boolean(delivery?.met),
      tradeinEstimate: estimate ? estimate.id : null,
    },
    /** The held estimate the trade-in line is from, for the deal's step («Оценка действует до …»). */
    tradeinEstimate: estimate,
    lines,
    totals: dealTotals(lines),
    estimates: osago ? [osago] : [],
  };
}

export const dealPriceModule: DealerApiModule = {
  name: "deal-price",
  register(router, { db }) {
    endpoint(router, ["GET", "POST"], "/api/rrt/deal/Price/get", (input) => {
      const id = carId(input.id);
      if (id === null) fail(400, "VALIDATION", "Не указан автомобиль");
      const fiasId = typeof input.sFiasId === "string" && findLocation(db, input.sFiasId) ? input.sFiasId : defaultLocation(db).fiasId;
      return dealPrice(db, id, dealChoices(input), fiasId, input.FUserId);
    });
  },
};
