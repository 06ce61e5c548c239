import { useLocation } from "@remix-run/react";
import type { CarCondition, CreditProgram } from "~/utils/credit";
import { CreditCalculator } from "./CreditCalculator";

/**
 * The car page's credit block: the calculator for this car, its state in the car page's own
 * address (a GET form to the page, landing on #credit), and the application under it.
 */
export function CarCredit({
  car,
  programs,
}: {
  car: { id: number; name: string; year: number; price: number; condition: CarCondition };
  /** The programmes of the visitor's city, in full (the page's data: root data has their terms only). */
  programs: CreditProgram[];
}) {
  const location = useLocation();
  if (!programs.length) return null;
  const params = new URLSearchParams(location.search);
  const query = { program: params.get("program"), down: params.get("down"), unit: params.get("unit"), term: params.get("term") };
  return (
    <div className="car-section">
      <CreditCalculator
        programs={programs}
        car={{ id: car.id, name: `${car.name}, ${car.year}`, price: car.price, condition: car.condition }}
        query={query}
        action={location.pathname}
        title="Рассчитать кредит"
      />
    </div>
  );
}
