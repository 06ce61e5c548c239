/*
 * What every page that shows a credit condition needs (the car cards' «от N ₽/мес» among
 * them), kept small: the calculator's own rules are in components/credit/calculator-state.ts.
 */
import { russianNumber } from "../../lib/russian-format";

export { annuityPayment, type CarCondition, type CreditProgram, type CreditTerms, monthlyFrom, pskRange } from "../../lib/credit";

/** The calculator's place on a page, and the application's: where a post or a GET without JS lands. */
export const CALCULATOR_ANCHOR = "credit";
export const CREDIT_APPLICATION_ANCHOR = "credit-application";

/** The note that goes with every credit condition shown (advertising law). */
export const CREDIT_NOTE = "Не является публичной офертой";

const percent = (value: number) => russianNumber(value, 3);

/** «ПСК от 14,823 % до 31,207 % годовых»: three decimals, as the law on consumer credit prints it. */
export function pskText(range: { min: number; max: number }): string {
  if (range.min === range.max) return `ПСК ${percent(range.min)}\u00a0% годовых`;
  return `ПСК от ${percent(range.min)}\u00a0% до ${percent(range.max)}\u00a0% годовых`;
}
