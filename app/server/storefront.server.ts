import type { CreateStorefront, Storefront } from "../../lib/front-door";
import { parseConfig } from "./config.server";
import { contentSecurityPolicy } from "./csp.server";
import { PAGE_BROTLI_QUALITY } from "./document-encoding.server";
import { dealerApiIsUp, readiness } from "./health.server";
import {
  cookieForScheme,
  createGracefulShutdown,
  HTTP_REFUSALS,
  PERMISSIONS_POLICY,
  policyForScheme,
  refusalOf,
  refusalPage,
  repairedTarget,
  SERVER_TIMEOUTS,
} from "./http-server.server";
import { createLogger, routeConsoleToLogger } from "./logger.server";
import { createMetrics, createRouteLabeler, metricsAllowed } from "./metrics.server";
import { incomingFromExpress, send } from "./incoming.server";
import { createPipeline } from "./pipeline.server";
import { createHostCheck } from "./site-hosts.server";
import { requestIdFrom, withRequestId } from "./request-id.server";
import { createAppServices } from "./services.server";
import { precompressedFiles } from "./static-files.server";

/**
 * The server build's one export for server.ts (docs/decisions/032-one-front-door.md): the
 * configuration read from the environment, the logger and metrics of the process, what the
 * process needs to refuse, serve files and stop, and `connect()`, which makes the process's
 * services and the request pipeline once the dealer API's address is known (server.ts may
 * have to start the embedded reference API first).
 */
export const createStorefront: CreateStorefront = ({ env, build, reloadBuild }): Storefront => {
  const config = parseConfig(env);
  const logger = createLogger(config.logLevel);
  const metrics = createMetrics();
  const routeOf = createRouteLabeler(build.routes);

  return {
    config,
    logger,
    requestIds: { from: requestIdFrom, run: withRequestId },
    routeConsoleToLogger: () => routeConsoleToLogger(logger),
    contentSecurityPolicy: contentSecurityPolicy(config).base,
    brotliQuality: PAGE_BROTLI_QUALITY,
    http: {
      timeouts: SERVER_TIMEOUTS,
      refusalOf: (method, contentLength) => refusalOf(method, contentLength, config.maxBodyBytes),
      repairedTarget,
      refusal: (kind) => ({ status: HTTP_REFUSALS[kind].status, page: refusalPage(kind) }),
      hostKind: createHostCheck(config),
      siteIsHttps: config.siteUrl.startsWith("https:"),
      permissionsPolicy: PERMISSIONS_POLICY,
      policyForScheme,
      cookieForScheme,
      gracefulShutdown: (server) => createGracefulShutdown(server),
    },
    precompressedFiles,
    metrics: {
      contentType: metrics.registry.contentType,
      text: () => metrics.registry.metrics(),
      allowed: (authorization) => metricsAllowed(authorization, config.metricsToken),
      observeRequest: ({ route, path, method, status, seconds }) => metrics.observeRequest(route ?? routeOf(path), method, status, seconds),
      watchAdmission: metrics.watchAdmission,
    },
    connect(dealerApiUrl) {
      // Without a payment provider of its own, the storefront pays at the reference dealer API's (ADR 042).
      const payment = { ...config.payment, apiUrl: config.payment.apiUrl ?? `${dealerApiUrl}/reference-pay/api/v3` };
      const services = createAppServices({ ...config, payment }, logger, dealerApiUrl, { observeApiCall: metrics.observeApiCall });
      metrics.watchHtmlCache(() => ({ entries: services.htmlCache.size, bytes: services.htmlCache.bytes }));
      metrics.watchBreaker(() => services.dealerApiBreaker.state);
      return {
        incoming: (req, res, bodyTooLarge) => incomingFromExpress(req, res, { maxBytes: config.maxBodyBytes, tooLarge: bodyTooLarge }),
        send,
        handle: createPipeline({
          services,
          // In development the build changes under hot reloading: Remix loads it per request.
          build: reloadBuild ?? build,
          buildVersion: reloadBuild ? "development" : build.assets.version,
          observeHtmlCache: metrics.observeHtmlCache,
        }),
        readiness: (timeoutMs) =>
          readiness(
            () => dealerApiIsUp(dealerApiUrl, timeoutMs),
            // The frame every page needs (getCommonData's shared-cache key starts with its name).
            () => services.sharedCache.holds((key) => key.startsWith("getCommonData ")),
          ),
      };
    },
  };
};
