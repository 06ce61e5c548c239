import type { Router } from "express";
import type { DB } from "./db";

export type DealerApiOptions = {
  /** SQLite file; `:memory:` for a throw-away database. */
  dbFile: string;
  /**
   * Feature flags forced off or on, e.g. `{ cart: false }`. Lets tests start a second
   * server with some parts of the site switched off (DEALER_API_FEATURES).
   */
  featureOverrides?: Record<string, boolean>;
  /** How many cars the catalogue seed makes (DEALER_API_SEED_CARS). */
  seedCars?: number;
  /** Demo mode accepts a fixed sign-in code and says so in the log. */
  demo?: boolean;
  /**
   * Sign-in codes one client may ask for per hour (DEALER_API_CODES_PER_CLIENT); the browser
   * tests, all from one address, raise it.
   */
  codesPerClientPerHour?: number;
  /**
   * Where the reference payment provider's hosted pages are (DEALER_API_PAYMENT_PAGES_URL,
   * ending in /reference-pay); unset: the shop's own host, where server.ts mounts them.
   */
  paymentPagesUrl?: string;
  /**
   * Running for real (NODE_ENV=production): what only tests and developers may trigger over
   * HTTP, such as a pass of the alert job, is refused.
   */
  production?: boolean;
};

export type ModuleContext = { db: DB; options: DealerApiOptions };

/** A part of the reference API: its demo data and its endpoints. */
export type DealerApiModule = {
  name: string;
  /** Fills the module's tables; runs once per database. */
  seed?: (ctx: ModuleContext) => void;
  register: (router: Router, ctx: ModuleContext) => void;
};
