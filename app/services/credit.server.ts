import type { AppLoadContext } from "@remix-run/node";
import type { CreditProgram } from "../../lib/credit";

/**
 * The car-loan programmes of the visitor's city (docs/decisions/040-credit.md). They only
 * add «от N ₽/мес» and the calculator to pages that stand without them, so a failure is
 * logged and the page is served with none, never the maintenance page.
 */
export async function loadCreditPrograms(context: AppLoadContext): Promise<CreditProgram[]> {
  try {
    return (await context.api.send("getCreditPrograms")).items;
  } catch (error) {
    context.logger.warn("credit programmes unavailable", { error: String(error) });
    return [];
  }
}

