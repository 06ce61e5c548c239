/*
 * What every page that shows a credit condition needs (the car cards' «от N ₽/мес» among
 * them), kept small: the calculator's own rules are in components/credit/calculator-state.ts.
 */
export { annuityPayment, type CarCondition, type CreditProgram, type CreditTerms, monthlyFrom, pskRange } from "../../lib/credit";

/** The calculator's place on a page, and the application's: where a post or a GET without JS lands. */
export const CALCULATOR_ANCHOR = "credit";
export const CREDIT_APPLICATION_ANCHOR = "credit-application";

/** The note that goes with every credit condition shown (advertising law). */
export const CREDIT_NOTE = "Не является публичной офертой";

const percent = new Intl.NumberFormat("ru-RU", { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/** «ПСК от 14,823 % до 31,207 % годовых»: three decimals, as the law on consumer credit prints it. */
export function pskText(range: { min: number; max: number }): string {
  if (range.min === range.max) return `ПСК ${percent.format(range.min)}\u00a0% годовых`;
  return `ПСК от ${percent.format(range.min)}\u00a0% до ${percent.format(range.max)}\u00a0% годовых`;
}
