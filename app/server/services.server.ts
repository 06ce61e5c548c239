import { Redis } from "ioredis";
import { createAbuseGuard, redisCounter, type AbuseGuard } from "~/services/abuse.server";
import { createFormStateCookie, type FormStateCookie } from "~/services/form-state.server";
import { createDealerApiBreaker, type DealerApiBreaker } from "~/dealer-client/breaker.server";
import type { DealerApiCallEvent } from "~/dealer-client/index.server";
import { TtlCache } from "~/utils/ttl-cache";
import type { Config } from "./config.server";
import { HtmlCache } from "./html-cache.server";
import type { Logger } from "./logger.server";
import { createAppSessionStorage, createVisitorCookie, type AppSessionStorage, type VisitorCookie } from "./session.server";
import { createSharedOnce, type SharedOnce } from "./shared-once.server";

/** What lives as long as the process: made once per server, shared by every request. */
export type AppServices = {
  config: Config;
  logger: Logger;
  dealerApiUrl: string;
  sessionStorage: AppSessionStorage;
  /** The visitor's snapshot, a signed cookie apart from the session (ADR 055). */
  visitorCookie: VisitorCookie;
  sharedCache: TtlCache;
  abuse: AbuseGuard;
  formState: FormStateCookie;
  /** Whole pages of visitors without personal state (html-cache.server.ts). */
  htmlCache: HtmlCache;
  /** Told of every dealer API call as it ends (metrics). */
  observeApiCall?: (event: DealerApiCallEvent) => void;
  /** One circuit breaker for every request's dealer API calls. */
  dealerApiBreaker: DealerApiBreaker;
  /**
   * The id issued to a browser's first-visit mark, shared by its requests that race for one
   * (docs/decisions/054-one-id-for-a-browsers-concurrent-requests.md).
   */
  issuedIds: SharedOnce;
};

export function createAppServices(
  config: Config,
  logger: Logger,
  dealerApiUrl: string,
  extra: Pick<AppServices, "observeApiCall"> & { abuse?: AbuseGuard } = {},
): AppServices {
  const redis = sharedRedis(config, logger);
  return {
    config,
    logger,
    dealerApiUrl,
    sessionStorage: createAppSessionStorage(config),
    visitorCookie: createVisitorCookie(config),
    sharedCache: new TtlCache({ maxEntries: 500 }),
    abuse: extra.abuse ?? createAbuseGuard(config, redis && ((name, limit, windowMs) => redisCounter(redis, name, limit, windowMs))),
    formState: createFormStateCookie(config),
    htmlCache: new HtmlCache(config.htmlCache),
    observeApiCall: extra.observeApiCall,
    dealerApiBreaker: dealerApiBreaker(config, logger),
    issuedIds: createSharedOnce({
      redis,
      keyPrefix: "storefront:issued-id:",
      // Long enough for the requests a page sends at once; the mark outlives it by a year.
      ttlMs: 60_000,
      // The winner's getFUser is bounded by its request's budget: a longer wait would be in vain.
      waitMs: Math.min(config.dealerApiTimeoutMs, config.dealerApiBudgetMs),
    }),
  };
}

function dealerApiBreaker(config: Config, logger: Logger) {
  const breaker = createDealerApiBreaker(config.dealerApiBreaker);
  breaker.onStateChange((state) => (state === "open" ? logger.warn : logger.info)("dealer API circuit breaker", { state }));
  return breaker;
}

/**
 * With REDIS_URL, what several instances must share lives in Redis: the rate limits' counters
 * and the ids issued to first-visit marks; without it, each process's memory.
 */
function sharedRedis(config: Config, logger: Logger): Redis | undefined {
  if (!config.redisUrl) return undefined;
  // No offline queue: while Redis is away each instance falls back to its memory at once, never waits.
  const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on("ready", () => {
    down = false;
    logger.info("redis connected: rate limits and issued ids are shared");
  });
  redis.on("error", (error: Error) => {
    if (down) return;
    down = true;
    logger.warn("redis unavailable: rate limits and issued ids in this process's memory until it is back", { error: error.message });
  });
  return redis;
}
