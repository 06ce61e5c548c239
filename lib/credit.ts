/**
 * Car loans: the monthly payment and the programme rules (docs/product.md, «Кредит»). One
 * module for the storefront's pages and cards and the reference dealer API, so the payment a
 * visitor sees is the one the application stores.
 */
import { russianNumber } from "./russian-format";

export type CarCondition = "new" | "used";

/** A bank's car-loan programme as the dealer API serves it (docs/dealer-api.md, «Credit»). */
export type CreditProgram = {
  code: string;
  name: string;
  bank: { code: string; name: string; license: string };
  /** Percent a year. */
  rate: number;
  /** The least down payment, percent of the price. */
  minDownPercent: number;
  /** Months. */
  termMin: number;
  termMax: number;
  carCondition: CarCondition | "any";
  /** The car's price limits in roubles; null: none. */
  priceMin: number | null;
  priceMax: number | null;
  isState: boolean;
  /**
   * Who may use the programme («Только для семей с двумя и более детьми младше 18 лет»);
   * null: any buyer. A programme with rules never gives the headline «от N ₽/мес» and is
   * never shown without them (advertising law, docs/decisions/066-credit-disclosure.md).
   */
  eligibility: string | null;
  /** The full cost of credit (ПСК), percent a year. */
  psk: { min: number; max: number };
};

/**
 * What every page gets of a programme for «от N ₽/мес»: the payment's terms and rules, and
 * what its disclosure names (the programme, the bank's full name and licence).
 */
export type CreditTerms = Pick<
  CreditProgram,
  "code" | "name" | "rate" | "minDownPercent" | "termMin" | "termMax" | "carCondition" | "priceMin" | "priceMax" | "isState" | "eligibility" | "psk"
> & { bank: Pick<CreditProgram["bank"], "name" | "license"> };

export function creditTermsOf(program: CreditProgram): CreditTerms {
  const { code, name, rate, minDownPercent, termMin, termMax, carCondition, priceMin, priceMax, isState, eligibility, psk } = program;
  return { code, name, bank: { name: program.bank.name, license: program.bank.license }, rate, minDownPercent, termMin, termMax, carCondition, priceMin, priceMax, isState, eligibility, psk };
}

/** Whether any buyer may use a programme: not a state programme, no rules on who. */
export function forAnyBuyer(program: Pick<CreditProgram, "isState" | "eligibility">): boolean {
  return !program.isState && program.eligibility === null;
}

/** «от N ₽/мес» assumes this down payment and term. */
export const DEFAULT_DOWN_PERCENT = 20;
export const DEFAULT_TERM_MONTHS = 60;

/**
 * The annuity payment `P = S·r / (1 − (1 + r)^−n)`, `r` the annual rate / 12, rounded up to
 * the rouble. It is first rounded to the kopeck, so floating-point noise (10 000.000000001)
 * does not add a rouble. A free loan is the principal split evenly.
 */
export function annuityPayment(principal: number, annualRatePercent: number, months: number): number {
  if (!(principal > 0) || !(months >= 1)) return 0;
  const r = annualRatePercent / 100 / 12;
  const exact = r === 0 ? principal / months : (principal * r) / (1 - (1 + r) ** -months);
  return Math.ceil(Math.round(exact * 100) / 100);
}

/** The least down payment of a programme for a price, in whole roubles. */
export function minDownPayment(program: Pick<CreditProgram, "minDownPercent">, price: number): number {
  return Math.ceil((price * program.minDownPercent) / 100);
}

/** Whether a programme lends for this car at all: new or used, and its price within the limits. */
export function programFitsCar(program: CreditTerms, car: { price: number; condition: CarCondition }): boolean {
  if (program.carCondition !== "any" && program.carCondition !== car.condition) return false;
  if (program.priceMin !== null && car.price < program.priceMin) return false;
  if (program.priceMax !== null && car.price > program.priceMax) return false;
  return true;
}

export type CreditRequest = { price: number; down: number; term: number };

export const CREDIT_MESSAGES = {
  car: "Программа не распространяется на этот автомобиль",
  downMin: (min: number) => `Первоначальный взнос по этой программе — не меньше ${formatRoubles(min)}`,
  downMax: "Первоначальный взнос должен быть меньше стоимости автомобиля",
  term: (min: number, max: number) => `Срок по этой программе — от ${min} до ${max} месяцев`,
} as const;

export type CreditProblems = Partial<Record<"program" | "down" | "term", string>>;

/**
 * Why a programme does not lend on these terms, by field (`program`, `down`, `term`); empty
 * when it does.
 */
export function creditProblems(
  program: CreditTerms,
  car: { price: number; condition: CarCondition },
  request: { down: number; term: number },
): CreditProblems {
  const problems: CreditProblems = {};
  if (!programFitsCar(program, car)) problems.program = CREDIT_MESSAGES.car;
  const min = minDownPayment(program, car.price);
  if (request.down >= car.price) problems.down = CREDIT_MESSAGES.downMax;
  else if (request.down < min) problems.down = CREDIT_MESSAGES.downMin(min);
  if (!(request.term >= program.termMin && request.term <= program.termMax)) problems.term = CREDIT_MESSAGES.term(program.termMin, program.termMax);
  return problems;
}

export type CreditResult = {
  /** The loan: the price less the down payment. */
  principal: number;
  monthly: number;
  /** Every payment to the bank over the term. */
  totalPaid: number;
  /** What the loan costs beyond its principal. */
  overpayment: number;
};

export function creditResult(program: Pick<CreditProgram, "rate">, request: CreditRequest): CreditResult {
  const principal = Math.max(0, request.price - request.down);
  const monthly = annuityPayment(principal, program.rate, request.term);
  const totalPaid = monthly * request.term;
  return { principal, monthly, totalPaid, overpayment: Math.max(0, totalPaid - principal) };
}

/**
 * «от N ₽/мес» for a car: the lowest payment over the programmes any buyer may use that lend
 * for it at the default down payment and term (DEFAULT_DOWN_PERCENT, DEFAULT_TERM_MONTHS);
 * null when none does. A family or state programme is often cheaper, but a headline from it
 * would promise most buyers a payment they cannot get.
 */
export function monthlyFrom<P extends CreditTerms>(
  programs: readonly P[],
  car: { price: number; condition: CarCondition },
): { monthly: number; program: P } | null {
  const down = Math.ceil((car.price * DEFAULT_DOWN_PERCENT) / 100);
  let best: { monthly: number; program: P } | null = null;
  for (const program of programs) {
    if (!forAnyBuyer(program)) continue;
    if (Object.keys(creditProblems(program, car, { down, term: DEFAULT_TERM_MONTHS })).length) continue;
    const { monthly } = creditResult(program, { price: car.price, down, term: DEFAULT_TERM_MONTHS });
    if (monthly > 0 && (!best || monthly < best.monthly)) best = { monthly, program };
  }
  return best;
}

/**
 * The programmes a list's cards take «от N ₽/мес» from, each once, in the order of the cards
 * that first take them: the conditions a list prints once after its cards (ADR 077).
 */
export function headlinePrograms<P extends CreditTerms>(
  programs: readonly P[],
  cars: readonly { price: number; condition: CarCondition }[],
): P[] {
  const used = new Set<P>();
  for (const car of cars) {
    const best = monthlyFrom(programs, car);
    if (best) used.add(best.program);
  }
  return [...used];
}

/** The ПСК range of some programmes (the lowest min, the highest max); null for none. */
export function pskRange(programs: readonly Pick<CreditProgram, "psk">[]): { min: number; max: number } | null {
  if (!programs.length) return null;
  return {
    min: Math.min(...programs.map((p) => p.psk.min)),
    max: Math.max(...programs.map((p) => p.psk.max)),
  };
}

function formatRoubles(value: number): string {
  return `${russianNumber(value)}\u00a0₽`;
}
