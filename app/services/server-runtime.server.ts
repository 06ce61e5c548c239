import { allowedOrigins, crossSitePage, isCrossSitePost } from "./abuse.server";
import { ConfigError, parseConfig } from "./config.server";
import { dealerApiIsUp } from "./health.server";
import {
  createGracefulShutdown,
  refusalOf,
  refusalPage,
  repairedTarget,
  HTTP_REFUSALS,
  SERVER_TIMEOUTS,
} from "./http-server.server";
import { createLogger, routeConsoleToLogger } from "./logger.server";
import { createMetrics, createRouteLabeler, metricsAllowed } from "./metrics.server";
import { createAppServices, createRequestContext } from "./request-context.server";
import { acceptedEncoding, precompressedFiles } from "./static-files.server";
import { cachedPageCsp, isStorable, preparePage } from "./html-cache.server";
import { encodedDocument, isWholeDocument, PAGE_BROTLI_QUALITY } from "./document-encoding.server";

/** The server build's services for server.ts (reached through `build.entry.module.serverRuntime`). */
export const serverRuntime = {
  parseConfig,
  ConfigError,
  createLogger,
  routeConsoleToLogger,
  createMetrics,
  createRouteLabeler,
  metricsAllowed,
  createGracefulShutdown,
  refusalOf,
  refusalPage,
  repairedTarget,
  HTTP_REFUSALS,
  SERVER_TIMEOUTS,
  createAppServices,
  createRequestContext,
  dealerApiIsUp,
  allowedOrigins,
  isCrossSitePost,
  crossSitePage,
  precompressedFiles,
  acceptedEncoding,
  isWholeDocument,
  encodedDocument,
  PAGE_BROTLI_QUALITY,
  cachedPageCsp,
  isStorable,
  preparePage,
};

export type ServerRuntime = typeof serverRuntime;
