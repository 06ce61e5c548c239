import { allowedOrigins, crossSitePage, isCrossSitePost } from "./abuse.server";
import { ConfigError, parseConfig } from "./config.server";
import { dealerApiIsUp } from "./health.server";
import { createLogger } from "./logger.server";
import { createAppServices, createRequestContext } from "./request-context.server";

/** The server build's services for server.ts (reached through `build.entry.module.serverRuntime`). */
export const serverRuntime = {
  parseConfig,
  ConfigError,
  createLogger,
  createAppServices,
  createRequestContext,
  dealerApiIsUp,
  allowedOrigins,
  isCrossSitePost,
  crossSitePage,
};

export type ServerRuntime = typeof serverRuntime;
