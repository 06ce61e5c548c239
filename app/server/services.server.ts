import { Redis } from "ioredis";
import { createAbuseGuard, redisCounter, type AbuseGuard } from "~/services/abuse.server";
import { createFormStateCookie, type FormStateCookie } from "~/services/form-state.server";
import { createDealerApiBreaker, type DealerApiBreaker } from "~/dealer-client/breaker.server";
import type { DealerApiCallEvent } from "~/dealer-client/index.server";
import { TtlCache } from "~/utils/ttl-cache";
import type { Config } from "./config.server";
import { HtmlCache } from "./html-cache.server";
import type { Logger } from "./logger.server";
import { createAppSessionStorage, type AppSessionStorage } from "./session.server";

/** What lives as long as the process: made once per server, shared by every request. */
export type AppServices = {
  config: Config;
  logger: Logger;
  dealerApiUrl: string;
  sessionStorage: AppSessionStorage;
  sharedCache: TtlCache;
  abuse: AbuseGuard;
  formState: FormStateCookie;
  /** Whole pages of visitors without personal state (html-cache.server.ts). */
  htmlCache: HtmlCache;
  /** Told of every dealer API call as it ends (metrics). */
  observeApiCall?: (event: DealerApiCallEvent) => void;
  /** One circuit breaker for every request's dealer API calls. */
  dealerApiBreaker: DealerApiBreaker;
};

export function createAppServices(
  config: Config,
  logger: Logger,
  dealerApiUrl: string,
  extra: Pick<AppServices, "observeApiCall"> & { abuse?: AbuseGuard } = {},
): AppServices {
  return {
    config,
    logger,
    dealerApiUrl,
    sessionStorage: createAppSessionStorage(config),
    sharedCache: new TtlCache({ maxEntries: 500 }),
    abuse: extra.abuse ?? createAbuseGuard(config, sharedCounters(config, logger)),
    formState: createFormStateCookie(config),
    htmlCache: new HtmlCache(config.htmlCache),
    observeApiCall: extra.observeApiCall,
    dealerApiBreaker: dealerApiBreaker(config, logger),
  };
}

function dealerApiBreaker(config: Config, logger: Logger) {
  const breaker = createDealerApiBreaker(config.dealerApiBreaker);
  breaker.onStateChange((state) => (state === "open" ? logger.warn : logger.info)("dealer API circuit breaker", { state }));
  return breaker;
}

/**
 * With REDIS_URL, the rate limits' counters live in Redis, so that several instances share
 * them; without it, in this process's memory.
 */
function sharedCounters(config: Config, logger: Logger) {
  if (!config.redisUrl) return undefined;
  // No offline queue: while Redis is away a limit falls back to memory at once, never waits.
  const redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on("ready", () => {
    down = false;
    logger.info("redis connected: rate limits are shared");
  });
  redis.on("error", (error: Error) => {
    if (down) return;
    down = true;
    logger.warn("redis unavailable: rate limits in this process's memory until it is back", { error: error.message });
  });
  return (name: string, limit: number, windowMs: number) => redisCounter(redis, name, limit, windowMs);
}
