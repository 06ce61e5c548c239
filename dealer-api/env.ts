import type { DealerApiOptions } from "./context";

/**
 * Reads the reference API's own settings: DEALER_API_DB (SQLite file),
 * DEALER_API_FEATURES ("cart=0,favorites=0"), DEALER_API_SEED_CARS, DEALER_API_DEMO,
 * DEALER_API_CODES_PER_CLIENT, DEALER_API_PAYMENT_PAGES_URL; and NODE_ENV (production or not).
 * A bad value throws an error that names the variable.
 */
export function dealerApiOptionsFromEnv(env: NodeJS.ProcessEnv): DealerApiOptions {
  const featureOverrides: Record<string, boolean> = {};
  for (const part of (env.DEALER_API_FEATURES ?? "").split(",").filter(Boolean)) {
    const match = /^([a-z_]+)=(0|1|true|false)$/.exec(part.trim());
    if (!match) throw new Error(`DEALER_API_FEATURES: expected name=0|1 pairs, got "${part}"`);
    featureOverrides[match[1]] = match[2] === "1" || match[2] === "true";
  }
  const seedCars = env.DEALER_API_SEED_CARS ? Number(env.DEALER_API_SEED_CARS) : undefined;
  if (seedCars !== undefined && (!Number.isInteger(seedCars) || seedCars < 1)) {
    throw new Error(`DEALER_API_SEED_CARS: expected a positive whole number, got "${env.DEALER_API_SEED_CARS}"`);
  }
  const codesPerClient = env.DEALER_API_CODES_PER_CLIENT ? Number(env.DEALER_API_CODES_PER_CLIENT) : undefined;
  if (codesPerClient !== undefined && (!Number.isInteger(codesPerClient) || codesPerClient < 1)) {
    throw new Error(`DEALER_API_CODES_PER_CLIENT: expected a positive whole number, got "${env.DEALER_API_CODES_PER_CLIENT}"`);
  }
  return {
    dbFile: env.DEALER_API_DB ?? "dealer-api/data/dealer.sqlite",
    featureOverrides,
    seedCars,
    demo: env.DEALER_API_DEMO === "1",
    codesPerClientPerHour: codesPerClient,
    paymentPagesUrl: env.DEALER_API_PAYMENT_PAGES_URL?.replace(/\/+$/, "") || undefined,
    production: env.NODE_ENV === "production",
  };
}
