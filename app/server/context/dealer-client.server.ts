import { createDealerApiClient, type DealerApiClient } from "~/dealer-client/index.server";
import { currentRequestId } from "../request-id.server";
import type { AppServices } from "../services.server";
import type { VisitorContext } from "./visitor.server";

export type DealerClientContext = {
  /** The dealer API client; page-data calls carry the visitor's FUserId and city, resolving the visitor first. */
  api: DealerApiClient;
};

/**
 * The request's one dealer API client, made here and nowhere else; it knows no visitor yet.
 * `noteValidUntil` hears when the earliest thing its answers hold ends (ADR 074).
 */
export function requestDealerClient(services: AppServices, noteValidUntil?: (until: number) => void): DealerApiClient {
  const { config, logger } = services;
  return createDealerApiClient({
    baseUrl: services.dealerApiUrl,
    timeoutMs: config.dealerApiTimeoutMs,
    // One budget for everything this request asks of the API, counted from its arrival: a
    // stalled API costs the visitor this long at most, then the maintenance page or a message.
    deadline: Date.now() + config.dealerApiBudgetMs,
    sharedCache: services.sharedCache,
    maxCacheTtlMs: config.dealerApiCacheTtlMs,
    staleIfErrorMs: config.dealerApiStaleMs,
    log: (level, msg, fields) => logger[level](msg, fields),
    observe: services.observeApiCall,
    breaker: services.dealerApiBreaker,
    // The dealer API logs and answers with it, so one visitor's request can be followed across both.
    requestId: currentRequestId(),
    noteValidUntil,
  });
}

/** The client loaders and actions get: the same one, with the visitor's identity on page-data calls. */
export function visitorsClient(
  client: DealerApiClient,
  visitor: VisitorContext["visitor"],
  /** A crawler or a first visit. */
  anonymous: boolean,
): DealerClientContext {
  // A first visit or a crawler has chosen no city and has none located for it yet: its page
  // data is the default city's (the first location), as the header says (docs/product.md §4.3).
  // The frame is the same for everyone, so it is asked for without an identity.
  let defaultCityPromise: Promise<string | undefined> | undefined;
  const defaultFiasId = () =>
    (defaultCityPromise ??= client.send("getCommonData").then(
      (data) => data.locations[0]?.fiasId,
      () => undefined,
    ));
  return {
    api: client.withIdentity(async () => {
      const { fUserId, fiasId } = await visitor();
      if (fiasId !== undefined || !anonymous) return { fUserId, fiasId };
      return { fUserId, fiasId: await defaultFiasId() };
    }),
  };
}
