import { randomBytes } from "node:crypto";
import { z } from "zod/v4";
import type { ProcessConfig } from "../../lib/front-door";

const port = z.coerce.number().int().min(1).max(65535);
const positiveMs = z.coerce.number().int().min(1).max(600_000);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DEALER_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  DEALER_API_TIMEOUT_MS: positiveMs.default(5000),
  DEALER_API_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  // One deadline for all of a request's dealer API work (visitor, retries, page calls).
  DEALER_API_BUDGET_MS: positiveMs.default(3000),
  // How long past its TTL a cached answer (common data, cities, page texts) stays the last
  // good copy served while the dealer API fails; 0: never.
  DEALER_API_STALE_MS: z.coerce.number().int().min(0).max(7 * 86_400_000).default(3_600_000),
  // The circuit breaker: failed attempts in a row that open it, and how long it stays open.
  DEALER_API_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1000).default(5),
  DEALER_API_BREAKER_COOL_DOWN_MS: positiveMs.default(5000),
  // How many storefront requests are worked on at once; the rest wait their turn, and a
  // request's dealer API budget starts with it. Unset: 4 with the embedded API (its calls are
  // work on this process's own event loop), 64 with DEALER_API_URL (they wait on the network).
  CONCURRENT_REQUESTS: z.coerce.number().int().min(1).max(10_000).optional(),
  // Request bodies above this get 413 before anything reads them.
  MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(100 * 1024 * 1024).default(64 * 1024),
  // Shared state of several instances (rate limits); unset: in this process's memory.
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // /metrics on the public port is answered only to clients that send this bearer token.
  METRICS_TOKEN: z.string().min(16).optional(),
  // Metrics on a listener of their own, answered without a token to whoever reaches it.
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  SECTION_BUDGET_MS: positiveMs.default(1500),
  // How long the session's copy of the visitor's lists and sign-in stands in for updateFUser.
  VISITOR_REFRESH_MS: z.coerce.number().int().min(0).max(86_400_000).default(600_000),
  // The in-memory HTML cache of pages for visitors without personal state: its lifetime
  // (0: off) and its bounds (docs/decisions/026-html-cache.md).
  HTML_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  HTML_CACHE_MAX_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(500),
  HTML_CACHE_MAX_BYTES: z.coerce.number().int().min(1024).max(2 ** 31).default(64 * 1024 * 1024),
  SESSION_SECRET: z
    .string()
    .min(1)
    .transform((value) => value.split(",").map((s) => s.trim()))
    .refine((secrets) => secrets.every((s) => s.length >= 16), "each secret must be at least 16 characters")
    .optional(),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  // The payment provider of online reservations (YooKassa's API v3 shape): its API, shop id and
  // secret key. Unset: the reference provider of the reference dealer API (docs/deploying.md).
  PAYMENT_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  PAYMENT_SHOP_ID: z.string().min(1).max(100).default("reference-shop"),
  PAYMENT_SECRET_KEY: z.string().min(1).max(200).default("reference-secret"),
  MAP_TILES_URL: z.string().min(1).default("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  // Express's "trust proxy": how the client's address is read behind a reverse proxy.
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[\w.:/, -]+)$/, 'expected "true", "false", a hop count or addresses/subnets')
    .transform((value): boolean | number | string =>
      value === "true" ? true : value === "false" ? false : /^\d+$/.test(value) ? Number(value) : value,
    )
    .optional(),
  // "leads/seconds": how many leads of one form one client may send in a sliding window (its
  // posts, valid or not, may be five times that: abuse.server.ts).
  FORM_RATE_LIMIT: z
    .string()
    .regex(/^\d+\/\d+$/, 'expected "leads/seconds", e.g. "10/60"')
    .transform((value) => {
      const [limit, seconds] = value.split("/").map(Number) as [number, number];
      return { limit, windowMs: seconds * 1000 };
    })
    .refine((r) => r.limit >= 1 && r.limit <= 1_000_000, "leads must be 1 to 1000000")
    .refine((r) => r.windowMs >= 1000 && r.windowMs <= 86_400_000, "seconds must be 1 to 86400")
    .default({ limit: 10, windowMs: 60_000 }),
});

/** Everything validated: what the process needs (lib/front-door.ts) and what the storefront reads besides. */
export type Config = ProcessConfig & {
  dealerApiTimeoutMs: number;
  dealerApiCacheTtlMs: number;
  /** One deadline for all of a request's dealer API calls. */
  dealerApiBudgetMs: number;
  /** Stale-if-error window of cached answers. */
  dealerApiStaleMs: number;
  /** The circuit breaker on the dealer API: failures in a row that open it, its cool-down. */
  dealerApiBreaker: { failures: number; coolDownMs: number };
  redisUrl: string | undefined;
  /** How long a page waits for one section's endpoint before leaving that section out. */
  sectionBudgetMs: number;
  /** How long the visitor's snapshot (its own cookie) is trusted before updateFUser is asked again; 0: always asked. */
  visitorRefreshMs: number;
  /** The HTML cache of stateless visitors' pages: lifetime (0: off) and bounds. */
  htmlCache: { ttlMs: number; maxEntries: number; maxBytes: number };
  sessionSecrets: string[];
  siteUrl: string;
  /** SITE_URL was set: absolute addresses for other sites come from it, never from a request (site-hosts.server.ts). */
  siteUrlConfigured: boolean;
  mapTilesUrl: string;
  /** The payment provider: `apiUrl` is the reference provider's on the dealer API when unset (storefront.server.ts). */
  payment: { apiUrl: string | undefined; shopId: string; secretKey: string };
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /** Posts of one form one client may make per sliding window. */
  formRateLimit: { limit: number; windowMs: number };
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads and validates the environment once at start-up. A bad value throws a ConfigError
 * whose message names every offending variable, so ops see `PORT: …` rather than a crash
 * somewhere later.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty variable counts as unset, as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      return `${name}: ${issue.message} (got ${JSON.stringify(present[name] ?? null)})`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${lines.join("\n  ")}`);
  }
  const c = result.data;
  // With a real dealer API in production, a missing secret or public origin would not fail
  // anything visibly: each instance would sign sessions with its own random secret (two
  // instances reject each other's visitors) and canonical links and sitemaps would name
  // localhost. The embedded default (`npm start` with nothing set) still starts.
  if (c.NODE_ENV === "production" && c.DEALER_API_URL) {
    const missing = [
      ...(c.SESSION_SECRET ? [] : ["SESSION_SECRET: required in production with DEALER_API_URL (instances must share it)"]),
      ...(c.SITE_URL ? [] : ["SITE_URL: required in production with DEALER_API_URL (the public origin of canonical links and sitemaps)"]),
    ];
    if (missing.length) throw new ConfigError(`Invalid configuration:\n  ${missing.join("\n  ")}`);
  }
  return {
    env: c.NODE_ENV,
    isProduction: c.NODE_ENV === "production",
    port: c.PORT,
    host: c.HOST,
    dealerApiUrl: c.DEALER_API_URL?.replace(/\/+$/, ""),
    dealerApiTimeoutMs: c.DEALER_API_TIMEOUT_MS,
    dealerApiCacheTtlMs: c.DEALER_API_CACHE_TTL_MS,
    dealerApiBudgetMs: c.DEALER_API_BUDGET_MS,
    dealerApiStaleMs: c.DEALER_API_STALE_MS,
    dealerApiBreaker: { failures: c.DEALER_API_BREAKER_FAILURES, coolDownMs: c.DEALER_API_BREAKER_COOL_DOWN_MS },
    maxBodyBytes: c.MAX_BODY_BYTES,
    concurrentRequests: c.CONCURRENT_REQUESTS ?? (c.DEALER_API_URL ? 64 : 4),
    redisUrl: c.REDIS_URL,
    metricsToken: c.METRICS_TOKEN,
    metrics: c.METRICS_PORT === undefined ? undefined : { port: c.METRICS_PORT, host: c.METRICS_HOST },
    sectionBudgetMs: c.SECTION_BUDGET_MS,
    visitorRefreshMs: c.VISITOR_REFRESH_MS,
    htmlCache: { ttlMs: c.HTML_CACHE_TTL_MS, maxEntries: c.HTML_CACHE_MAX_ENTRIES, maxBytes: c.HTML_CACHE_MAX_BYTES },
    sessionSecrets: c.SESSION_SECRET ?? [randomBytes(32).toString("hex")],
    sessionSecretGenerated: !c.SESSION_SECRET,
    siteUrl: (c.SITE_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ""),
    siteUrlConfigured: c.SITE_URL !== undefined,
    mapTilesUrl: c.MAP_TILES_URL,
    payment: { apiUrl: c.PAYMENT_API_URL?.replace(/\/+$/, ""), shopId: c.PAYMENT_SHOP_ID, secretKey: c.PAYMENT_SECRET_KEY },
    logLevel: c.LOG_LEVEL,
    formRateLimit: c.FORM_RATE_LIMIT,
    trustProxy: c.TRUST_PROXY,
  };
}
