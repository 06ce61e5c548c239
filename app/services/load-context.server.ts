import type { Config } from "./config.server";
import { createDealerApiClient, type DealerApiClient, TtlCache } from "./dealer-api/index.server";
import type { Logger } from "./logger.server";
import { createAppSessionStorage, type AppSessionStorage } from "./session.server";
import { resolveVisitor, type Visitor } from "./visitor.server";

declare module "@remix-run/node" {
  interface AppLoadContext {
    /** The CSP nonce of this response, for every inline script Remix renders. */
    nonce: string;
    /** The server build's asset manifest version, polled by the browser to notice deployments. */
    buildVersion: string;
    config: Config;
    logger: Logger;
    sessionStorage: AppSessionStorage;
    visitor: Visitor;
    /** The dealer API client, bound to this visitor's FUserId and city. */
    api: DealerApiClient;
  }
}

/** What lives as long as the process: one per server, shared by every request. */
export type AppServices = {
  config: Config;
  logger: Logger;
  dealerApiUrl: string;
  sessionStorage: AppSessionStorage;
  sharedCache: TtlCache;
};

export function createAppServices(config: Config, logger: Logger, dealerApiUrl: string): AppServices {
  return {
    config,
    logger,
    dealerApiUrl,
    sessionStorage: createAppSessionStorage(config),
    sharedCache: new TtlCache({ maxEntries: 500 }),
  };
}

/**
 * Builds the per-request context: resolves the visitor first (see visitor.server.ts) so
 * that every loader and action gets an API client that already carries FUserId and sFiasId.
 */
export async function createLoadContext(
  services: AppServices,
  request: { cookieHeader: string | null; nonce: string; buildVersion?: string; appendSetCookie: (value: string) => void },
) {
  const { config, logger, sessionStorage } = services;
  const baseClient = createDealerApiClient({
    baseUrl: services.dealerApiUrl,
    timeoutMs: config.dealerApiTimeoutMs,
    sharedCache: services.sharedCache,
    log: (level, msg, fields) => logger[level](msg, fields),
  });
  const session = await sessionStorage.getSession(request.cookieHeader);
  const { visitor, setCookie } = await resolveVisitor(baseClient, request.cookieHeader, session.get("fiasId"), {
    secure: config.isProduction,
    logger,
  });
  if (setCookie) request.appendSetCookie(setCookie);
  return {
    nonce: request.nonce,
    buildVersion: request.buildVersion ?? "development",
    config,
    logger,
    sessionStorage,
    visitor,
    api: baseClient.withIdentity({ fUserId: visitor.fUserId, fiasId: visitor.fiasId }),
  };
}
