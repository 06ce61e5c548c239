import {
  type CarCondition,
  type CreditProgram,
  creditProblems,
  creditResult,
  creditTermsOf,
  type CreditTerms,
  DEFAULT_DOWN_PERCENT,
  DEFAULT_TERM_MONTHS,
  forAnyBuyer,
  minDownPayment,
  programFitsCar,
} from "../../lib/credit";
import type { GarageCar } from "~/dealer-client/personal-endpoints";
import type { KeptEstimate } from "~/forms/tradein";
import { formatMileage, formatPrice } from "~/utils/format";
import type { DealChoices, TradeInSource } from "./deal-choices";

/*
 * What the steps of «Собрать сделку» offer (docs/product.md, «Собрать сделку»; ADR 078), worked
 * out on the server from the visitor's cars and the city's credit programmes, so the page only
 * draws them and the same address always shows the same deal.
 */

export type TradeInOption = { value: TradeInSource; label: string };

/** The kept evaluation (the one carried into the cart) first, then the garage's cars. */
export function tradeInOptions(kept: Pick<KeptEstimate, "title" | "buyout"> | null, garage: ReadonlyArray<Pick<GarageCar, "id" | "brand" | "model" | "year" | "mileage">>): TradeInOption[] {
  const options: TradeInOption[] = [];
  if (kept) options.push({ value: "estimate", label: `Оценённый автомобиль: ${kept.title}` });
  for (const car of garage) {
    options.push({ value: `garage-${car.id}`, label: `Из гаража: ${car.brand} ${car.model}, ${car.year} г., ${formatMileage(car.mileage)}` });
  }
  return options;
}

/** The loan terms offered, by months. */
const TERMS = [12, 24, 36, 48, 60, 72, 84, 96, 120];

export type CreditStep = {
  /** The programmes that lend for this car at the deal's total, for the select. */
  programs: Array<{ code: string; label: string }>;
  /** The chosen one (or the first any buyer may use), with what its disclosure names. */
  program: CreditTerms | null;
  down: number;
  term: number;
  terms: number[];
  /** The payment on the deal's total less the down payment; null while the terms do not fit. */
  monthly: number | null;
  problems: string[];
};

/**
 * The credit step for a car at the deal's total «с вашими условиями»: the programme chosen in
 * the address (else the first any buyer may use), its down payment (else the default share;
 * never below the programme's least) and term (else the default, within the programme's).
 */
export function creditStep(programs: readonly CreditProgram[], car: { price: number; condition: CarCondition }, choices: Pick<DealChoices, "program" | "down" | "term">): CreditStep {
  const fitting = programs.map(creditTermsOf).filter((program) => programFitsCar(program, car));
  const program = fitting.find((p) => p.code === choices.program) ?? fitting.find(forAnyBuyer) ?? fitting[0] ?? null;
  const options = fitting.map((p) => ({ code: p.code, label: `${p.bank.name}: ${p.name}` }));
  if (!program) return { programs: options, program: null, down: 0, term: DEFAULT_TERM_MONTHS, terms: TERMS, monthly: null, problems: [] };
  // Never below the programme's least: a down payment sent with one total (the field always
  // posts) stays valid when a later step raises the total or another programme is chosen.
  const least = minDownPayment(program, car.price);
  const down = Math.max(least, choices.down ?? Math.ceil((car.price * DEFAULT_DOWN_PERCENT) / 100));
  const terms = TERMS.filter((months) => months >= program.termMin && months <= program.termMax);
  const term = choices.term ?? (terms.includes(DEFAULT_TERM_MONTHS) ? DEFAULT_TERM_MONTHS : (terms.at(-1) ?? program.termMax));
  const problems = Object.values(creditProblems(program, car, { down, term }));
  const monthly = problems.length ? null : creditResult(program, { price: car.price, down, term }).monthly;
  return { programs: options, program, down, term, terms, monthly, problems };
}

/** «Оценка обновлена: 845 000 ₽ вместо 850 000 ₽» when the dealer valued the car again; else null. */
export function renewedText(estimate: { buyout: number; renewed: { previousBuyout: number } | null }): string | null {
  return estimate.renewed ? `Оценка обновлена: ${formatPrice(estimate.buyout)} вместо ${formatPrice(estimate.renewed.previousBuyout)}` : null;
}
