import { type CarCondition, CREDIT_NOTE, monthlyFrom, pskText } from "~/utils/credit";
import { formatPrice } from "~/utils/format";
import { useRootData } from "~/utils/root-data";

/** «35 000 ₽» that never breaks inside. */
export function roubles(value: number): string {
  return formatPrice(value).replace(/ /g, "\u00a0");
}

/**
 * «от N ₽/мес» for a car, from the visitor's city's programmes (root data, ADR 040), with the
 * ПСК range of the programme it comes from and the note the law asks for beside any credit
 * condition. Nothing when no programme lends for the car. Its parts are styled by their place
 * (catalog.css): 24 cards repeat it, and classes on them were a kilobyte of the catalogue.
 */
export function MonthlyFrom({
  price,
  condition,
  to,
  className = "monthly-from",
}: {
  price: number;
  condition: CarCondition;
  /** Where the sum leads (the car page's calculator). */
  to?: string;
  className?: string;
}) {
  const programs = useRootData()?.creditTerms ?? [];
  const best = monthlyFrom(programs, { price, condition });
  if (!best) return null;
  return (
    <span className={className}>
      {to ? (
        <a href={to}>{`от ${roubles(best.monthly)}/мес`}</a>
      ) : (
        <b>{`от ${roubles(best.monthly)}/мес`}</b>
      )}{" "}
      <small>{`${pskText(best.program.psk)}. ${CREDIT_NOTE}`}</small>
    </span>
  );
}
