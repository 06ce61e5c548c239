import { createAbuseGuard, type AbuseGuard } from "./abuse.server";
import type { Config } from "./config.server";
import { createDealerApiClient, type DealerApiClient, TtlCache } from "./dealer-api/index.server";
import type { Logger } from "./logger.server";
import { createFormStateCookie, type FormStateCookie } from "./form-state.server";
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
    /** The client's address as the server saw it, for per-client limits. */
    clientIp: string;
    /** Abuse checks of form posts, shared by the whole process (the rate limit's memory). */
    abuse: AbuseGuard;
    /** The browser-session cookie of form state (the newsletter's "already subscribed"). */
    formState: FormStateCookie;
    /**
     * Adds a Set-Cookie to this response from any loader, without the loader wrapping its
     * data in `data()` (so its return type stays the plain object other code relies on).
     */
    appendSetCookie: (value: string) => void;
  }
}

/** What lives as long as the process: one per server, shared by every request. */
export type AppServices = {
  config: Config;
  logger: Logger;
  dealerApiUrl: string;
  sessionStorage: AppSessionStorage;
  sharedCache: TtlCache;
  abuse: AbuseGuard;
  formState: FormStateCookie;
};

export function createAppServices(config: Config, logger: Logger, dealerApiUrl: string): AppServices {
  return {
    config,
    logger,
    dealerApiUrl,
    sessionStorage: createAppSessionStorage(config),
    sharedCache: new TtlCache({ maxEntries: 500 }),
    abuse: createAbuseGuard(config),
    formState: createFormStateCookie(config),
  };
}

/**
 * Builds the per-request context: resolves the visitor first (see visitor.server.ts) so
 * that every loader and action gets an API client that already carries FUserId and sFiasId.
 */
export async function createLoadContext(
  services: AppServices,
  request: {
    cookieHeader: string | null;
    nonce: string;
    buildVersion?: string;
    clientIp: string;
    appendSetCookie: (value: string) => void;
  },
) {
  const { config, logger, sessionStorage } = services;
  const baseClient = createDealerApiClient({
    baseUrl: services.dealerApiUrl,
    timeoutMs: config.dealerApiTimeoutMs,
    sharedCache: services.sharedCache,
    maxCacheTtlMs: config.dealerApiCacheTtlMs,
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
    clientIp: request.clientIp,
    abuse: services.abuse,
    formState: services.formState,
    appendSetCookie: request.appendSetCookie,
  };
}
