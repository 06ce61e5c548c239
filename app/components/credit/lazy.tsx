import { type ComponentProps, lazy, Suspense } from "react";
import type { CarCredit as CarCreditType } from "./CarCredit";
import type { MonthlyFrom as MonthlyFromType } from "./MonthlyFrom";

/*
 * The credit parts as pages place them, out of the first load (docs/decisions/040-credit.md):
 * the home page has no room for «от N ₽/мес» under the JS budget, and the car page none for
 * the calculator. The server renders them in place and hydration keeps that HTML until the
 * chunk is here, so the visitor sees them at once, with JS or without.
 */

const LazyMonthlyFrom = lazy(() => import("./MonthlyFrom").then((m) => ({ default: m.MonthlyFrom })));
const LazyCarCredit = lazy(() => import("./CarCredit").then((m) => ({ default: m.CarCredit })));

export function MonthlyFrom(props: ComponentProps<typeof MonthlyFromType>) {
  return (
    <Suspense fallback={null}>
      <LazyMonthlyFrom {...props} />
    </Suspense>
  );
}

export function CarCredit(props: ComponentProps<typeof CarCreditType>) {
  return (
    <Suspense fallback={null}>
      <LazyCarCredit {...props} />
    </Suspense>
  );
}
