import { allowedOrigins, crossSitePage, isCrossSitePost } from "./abuse.server";
import { ConfigError, parseConfig } from "~/server/config.server";
import { dealerApiIsUp } from "~/server/health.server";
import {
  createGracefulShutdown,
  refusalOf,
  refusalPage,
  repairedTarget,
  HTTP_REFUSALS,
  SERVER_TIMEOUTS,
} from "~/server/http-server.server";
import { createLogger, routeConsoleToLogger } from "~/server/logger.server";
import { createMetrics, createRouteLabeler, metricsAllowed } from "~/server/metrics.server";
import { createAppServices, createRequestContext } from "~/server/request-context.server";
import { acceptedEncoding, precompressedFiles } from "~/server/static-files.server";
import { cachedPageCsp, isStorable, preparePage } from "~/server/html-cache.server";
import { encodedDocument, isWholeDocument, PAGE_BROTLI_QUALITY } from "~/server/document-encoding.server";

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
