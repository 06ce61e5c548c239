import { inPlace } from "~/utils/in-place";

/*
 * The credit parts as pages place them, out of the first load (docs/decisions/040-credit.md):
 * the home page has no room for «от N ₽/мес» under the JS budget, and the car page none for
 * the calculator. The server renders them in place and hydration keeps that HTML until the
 * chunk is here, so the visitor sees them at once, with JS or without.
 */
export const MonthlyFrom = inPlace(() => import("./MonthlyFrom").then((m) => m.MonthlyFrom));
export const CarCredit = inPlace(() => import("./CarCredit").then((m) => m.CarCredit));
