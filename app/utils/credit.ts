/*
 * What every page that shows a credit condition needs (the car cards' «от N ₽/мес» among
 * them), kept small: the calculator's own rules are in components/credit/calculator-state.ts,
 * the disclosure's words in credit-disclosure.ts.
 */
export {
  annuityPayment,
  type CarCondition,
  type CreditProgram,
  type CreditTerms,
  DEFAULT_DOWN_PERCENT,
  DEFAULT_TERM_MONTHS,
  forAnyBuyer,
  headlinePrograms,
  monthlyFrom,
  pskRange,
} from "../../lib/credit";

/** The calculator's place on a page, and the application's: where a post or a GET without JS lands. */
export const CALCULATOR_ANCHOR = "credit";
export const CREDIT_APPLICATION_ANCHOR = "credit-application";
