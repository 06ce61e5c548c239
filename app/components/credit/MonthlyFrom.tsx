import { DEFAULT_DOWN_PERCENT, DEFAULT_TERM_MONTHS, type CarCondition, monthlyFrom } from "~/utils/credit";
import { useRootData } from "~/utils/root-data";
import { CreditDisclosure } from "./CreditDisclosure";

/**
 * «от N ₽/мес» for a car, from the visitor's city's programmes any buyer may use (root data,
 * ADR 040), in the whole disclosure of the programme it comes from (ADR 066): all of it or,
 * when no programme lends for the car, nothing.
 */
export function MonthlyFrom({
  price,
  condition,
  to,
}: {
  price: number;
  condition: CarCondition;
  /** Where the sum leads (the car page's calculator). */
  to?: string;
}) {
  const programs = useRootData()?.creditTerms ?? [];
  const best = monthlyFrom(programs, { price, condition });
  if (!best) return null;
  return (
    <CreditDisclosure
      program={best.program}
      monthly={best.monthly}
      from
      down={{ percent: DEFAULT_DOWN_PERCENT }}
      term={DEFAULT_TERM_MONTHS}
      to={to}
    />
  );
}
