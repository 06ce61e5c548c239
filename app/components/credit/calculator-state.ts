import {
  type CarCondition,
  type CreditProblems,
  type CreditProgram,
  type CreditResult,
  creditProblems,
  creditResult,
  DEFAULT_DOWN_PERCENT,
  DEFAULT_TERM_MONTHS,
  minDownPayment,
  monthlyFrom,
  programFitsCar,
} from "../../../lib/credit";
import { eligibilityOf } from "~/utils/credit-disclosure";

/*
 * The calculator's state from its fields (the address without JS, what is typed with it):
 * pure, so the server's page and the browser's updates agree (calculator-state.test.ts).
 */

/** The terms the calculator offers, in months, within a programme's range. */
/** The terms the calculator offers, in months, within a programme's range. */
export const TERMS = [12, 24, 36, 48, 60, 72, 84, 96, 120] as const;

/** What the standalone calculator assumes before the visitor names a price. */
export const DEFAULT_CAR = { price: 2_000_000, condition: "new" as CarCondition };
export const PRICE_MAX = 100_000_000;

/**
 * «Автокредит на новый автомобиль, ПАО Сбербанк»; a programme not for everyone with who may
 * use it («Семейный автомобиль (господдержка), Газпромбанк (АО). Только для семей…»). No rate:
 * an option cannot put the ПСК before it (ADR 066), and the disclosure under the form gives
 * both for the programme chosen.
 */
export function programLabel(program: CreditProgram): string {
  const eligibility = eligibilityOf(program);
  return `${program.name}${program.isState ? " (господдержка)" : ""}, ${program.bank.name}${eligibility ? `. ${eligibility}` : ""}`;
}

export type DownUnit = "rub" | "percent";

/** The calculator's fields as they are in the address (GET form) or typed (with JS). */
export type CalculatorQuery = {
  program?: string | null;
  down?: string | null;
  unit?: string | null;
  term?: string | null;
  /** The standalone calculator's car: its price and whether it is new. */
  price?: string | null;
  condition?: string | null;
};

export type CalculatorState = {
  car: { price: number; condition: CarCondition };
  /** The programmes that lend for this car. */
  programs: CreditProgram[];
  program: CreditProgram | null;
  unit: DownUnit;
  /** The down payment as the field shows it, in `unit`. */
  downValue: number;
  /** The down payment in roubles. */
  down: number;
  term: number;
  /** The terms offered for the programme. */
  terms: number[];
  problems: CreditProblems;
  /** Null when the terms do not fit the programme (see problems). */
  result: CreditResult | null;
};

function wholeNumber(value: string | null | undefined): number | undefined {
  if (typeof value !== "string") return undefined;
  const digits = value.replace(/[\s\u00a0]/g, "").replace(",", ".");
  if (!/^\d{1,12}(\.\d{1,4})?$/.test(digits)) return undefined;
  return Number(digits);
}

/**
 * The calculator from its fields: the car (given, or the standalone calculator's price and
 * kind), the programme (else the one «от N ₽/мес» uses, else the first that lends for the
 * car), the down payment in roubles or percent (else 20 %, at least the programme's
 * minimum), the term (else 60 months, brought within the programme's range), and the
 * result or why there is none. Anything unreadable in the address falls back to its default.
 */
export function calculatorState(
  query: CalculatorQuery,
  allPrograms: readonly CreditProgram[],
  car?: { price: number; condition: CarCondition },
): CalculatorState {
  const price = car?.price ?? Math.min(PRICE_MAX, Math.max(0, Math.round(wholeNumber(query.price) ?? DEFAULT_CAR.price)));
  const condition: CarCondition = car?.condition ?? (query.condition === "used" ? "used" : "new");
  const theCar = { price, condition };
  const programs = allPrograms.filter((p) => programFitsCar(p, theCar));
  const program = programs.find((p) => p.code === query.program) ?? monthlyFrom(programs, theCar)?.program ?? programs[0] ?? null;
  const unit: DownUnit = query.unit === "percent" ? "percent" : "rub";

  const typed = wholeNumber(query.down);
  const defaultDown = Math.max(Math.ceil((price * DEFAULT_DOWN_PERCENT) / 100), program ? minDownPayment(program, price) : 0);
  const down = typed === undefined ? defaultDown : Math.round(unit === "percent" ? (price * Math.min(typed, 100)) / 100 : typed);
  const downValue = typed === undefined ? (unit === "percent" ? Math.round((defaultDown / price) * 1000) / 10 || 0 : defaultDown) : typed;

  const terms = program ? TERMS.filter((t) => t >= program.termMin && t <= program.termMax) : [DEFAULT_TERM_MONTHS];
  const wantedTerm = wholeNumber(query.term) ?? DEFAULT_TERM_MONTHS;
  const term = program ? Math.min(program.termMax, Math.max(program.termMin, Math.round(wantedTerm))) : DEFAULT_TERM_MONTHS;

  const problems = program ? creditProblems(program, theCar, { down, term }) : {};
  const result = program && Object.keys(problems).length === 0 ? creditResult(program, { price, down, term }) : null;
  return { car: theCar, programs, program, unit, downValue, down, term, terms: terms.includes(term) ? terms : [...terms, term].sort((a, b) => a - b), problems, result };
}

/** The calculator's state as an address query (for the application's action and links). */
export function calculatorSearch(state: CalculatorState, withCar?: number): string {
  const params = new URLSearchParams();
  if (withCar !== undefined) params.set("car", String(withCar));
  else {
    params.set("price", String(state.car.price));
    params.set("condition", state.car.condition);
  }
  if (state.program) params.set("program", state.program.code);
  params.set("down", String(state.downValue));
  params.set("unit", state.unit);
  params.set("term", String(state.term));
  return params.toString();
}

/** «5 лет», «1 год», «18 мес.» */
export function termLabel(months: number): string {
  if (months % 12 !== 0) return `${months} мес.`;
  const years = months / 12;
  const word = years === 1 ? "год" : years >= 2 && years <= 4 ? "года" : "лет";
  return `${years} ${word} (${months} мес.)`;
}
