import { randomBytes } from "node:crypto";
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { constants as zlib } from "node:zlib";
// The adapter's own halves: between them the request context finishes the response (one
// session commit, one Set-Cookie per cookie). Remix is pinned, so these internals are stable.
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { createDealerApi } from "./dealer-api/app";
import { dealerApiOptionsFromEnv } from "./dealer-api/env";
// Types only: the app's services come from the server build itself (build.entry.module), so
// they and the dealer API error classes exist once.
import type { Config } from "./app/server/config.server";
import type { ServerRuntime } from "./app/services/server-runtime.server";
import type { HttpRefusal as HttpRefusalKind } from "./app/server/http-server.server";
import type { CachedPage } from "./app/server/html-cache.server";

/** The route prefix of the embedded reference dealer API (used when DEALER_API_URL is unset). */
const EMBEDDED_API_PREFIX = "/dealer-api";

const isProduction = process.env.NODE_ENV === "production";
const viteDevServer = isProduction
  ? undefined
  : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));
const loadBuild = async () =>
  viteDevServer
    ? ((await viteDevServer.ssrLoadModule("virtual:remix/server-build")) as ServerBuild)
    : ((await import(/* @vite-ignore */ new URL("./server/index.js", import.meta.url).href)) as ServerBuild);
const runtimeOf = (build: ServerBuild) => (build.entry.module as unknown as { serverRuntime: ServerRuntime }).serverRuntime;
const initialBuild = await loadBuild();
const runtime = runtimeOf(initialBuild);

let config: Config;
try {
  config = runtime.parseConfig(process.env);
} catch (error) {
  if (!(error instanceof runtime.ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const logger = runtime.createLogger(config.logLevel);
// Remix's and React's warnings too: every line the process writes is one JSON object.
runtime.routeConsoleToLogger(logger);
if (config.sessionSecretGenerated) {
  logger.warn("SESSION_SECRET is not set: using a random secret, so sessions end when the process restarts");
}

const app = express();
app.disable("x-powered-by");
// Behind a reverse proxy every visitor would otherwise share the proxy's address, and with it
// one form rate limit.
if (config.trustProxy !== undefined) app.set("trust proxy", config.trustProxy);

app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
});

const metrics = runtime.createMetrics();
const routeOf = runtime.createRouteLabeler(initialBuild.routes);

app.use((req, res, next) => {
  const start = process.hrtime.bigint();
  // Read now: routers mounted under a prefix rewrite req.path while they run.
  const path = req.path;
  res.once("close", () => {
    const durationMs = Number(process.hrtime.bigint() - start) / 1e6;
    const fields = { method: req.method, path, status: res.statusCode, durationMs: Math.round(durationMs * 10) / 10 };
    logger.info("request", fields);
    const route = (res.locals.route as string | undefined) ?? routeOf(path);
    metrics.observeRequest(route, req.method, res.statusCode, durationMs / 1000);
  });
  next();
});

app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": [
          "'strict-dynamic'",
          "'self'",
          (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`,
          ...(config.isProduction ? [] : ["'unsafe-eval'"]),
        ],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", tileOrigin(config.mapTilesUrl)],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", ...(config.isProduction ? [] : ["ws:"])],
        "object-src": ["'none'"],
        "base-uri": ["'none'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        ...(config.isProduction ? { "upgrade-insecure-requests": [] } : { "upgrade-insecure-requests": null }),
      },
    },
    strictTransportSecurity: config.isProduction ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  }),
);

// A response that sets a cookie belongs to one visitor: whatever a route said, no shared
// cache may keep it (catalogue and car pages are public only for visitors without state).
app.use((_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    const cacheControl = String(res.getHeader("Cache-Control") ?? "");
    if (res.getHeader("Set-Cookie") !== undefined && /\bpublic\b/.test(cacheControl)) {
      res.setHeader("Cache-Control", "private, no-cache");
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
});

// Brotli for browsers at the pages' quality (docs/decisions/027-compression.md): near gzip's
// CPU, a smaller page. Precompressed files, cached pages and documents rendered whole
// (encoded in one call below) arrive encoded and are left alone.
app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: runtime.PAGE_BROTLI_QUALITY } } }));
// Chunks are compressed together, the best ratio, unless the document really streams
// (deferred data: entry.server.tsx says so with X-Accel-Buffering, which also tells a proxy
// not to buffer): then every chunk React writes leaves at once.
app.use((_req, res, next) => {
  const write = res.write;
  res.write = function (this: Response, ...args: Parameters<typeof write>) {
    const written = write.apply(this, args);
    if (res.getHeader("X-Accel-Buffering") === "no") (res as Response & { flush?: () => void }).flush?.();
    return written;
  } as typeof write;
  next();
});

// Refused before anything reads the body: a method no page answers (TRACE included) and a
// body larger than MAX_BODY_BYTES by its declared length (a chunked one is counted as it
// arrives, below).
app.use((req, res, next) => {
  const refusal = runtime.refusalOf(req.method, req.get("content-length"), config.maxBodyBytes);
  if (refusal) return refuse(res, refusal, req.method === "HEAD");
  next();
});

// A path whose percent-escapes do not decode (/cars/%FF%FE/…) would be Express's bare 400;
// escaped once more, it reaches the router and gets the site's 404 page.
app.use((req, res, next) => {
  const target = runtime.repairedTarget(req.url);
  if (target === undefined) return refuse(res, "badRequest", false);
  if (target !== req.url) req.url = target;
  next();
});

// The embedded reference API listens on its own loopback port rather than on the public
// one: visitors cannot reach it, HOST does not matter, and on shutdown it keeps answering
// the storefront's in-flight pages until the public server has drained.
let embeddedApi: { server: Server; close: () => void } | undefined;
let dealerApiUrl = config.dealerApiUrl;
if (!dealerApiUrl) {
  const api = createDealerApi(dealerApiOptionsFromEnv(process.env));
  const apiApp = express();
  apiApp.disable("x-powered-by");
  apiApp.use(EMBEDDED_API_PREFIX, api.router);
  const apiServer = apiApp.listen(0, "127.0.0.1");
  await once(apiServer, "listening");
  embeddedApi = { server: apiServer, close: api.close };
  dealerApiUrl = `http://127.0.0.1:${(apiServer.address() as AddressInfo).port}${EMBEDDED_API_PREFIX}`;
  logger.info("using the embedded reference dealer API", { url: dealerApiUrl });
}
const services = runtime.createAppServices(config, logger, dealerApiUrl, { observeApiCall: metrics.observeApiCall });
metrics.watchHtmlCache(() => ({ entries: services.htmlCache.size, bytes: services.htmlCache.bytes }));

// For the load balancer: 503 as soon as shutdown begins (take this instance out), and within
// a second whatever the dealer API does.
app.get("/healthz", async (_req, res) => {
  res.locals.route = "healthz";
  if (shutdown.stopping) return res.status(503).set("Cache-Control", "no-store").json({ status: "shutting-down" });
  const up = await runtime.dealerApiIsUp(services.dealerApiUrl, 800);
  res.status(up ? 200 : 503).set("Cache-Control", "no-store").json({ status: up ? "ok" : "dealer-api-unavailable" });
});

// Prometheus metrics, for this machine's scraper or a holder of METRICS_TOKEN (docs/deploying.md).
app.get("/metrics", async (req, res) => {
  res.locals.route = "metrics";
  const allowed = runtime.metricsAllowed({
    socketAddress: req.socket.remoteAddress,
    forwarded: req.get("x-forwarded-for") !== undefined || req.get("forwarded") !== undefined,
    authorization: req.get("authorization"),
    token: config.metricsToken,
  });
  if (!allowed) return refuse(res, "notFound", false);
  res.set("Cache-Control", "no-store").type(metrics.registry.contentType).send(await metrics.registry.metrics());
});

app.use((_req, res, next) => {
  res.locals.route = "static";
  next();
});
if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // The build's .br and .gz copies for clients that accept them, never compressed again.
  const precompressed = runtime.precompressedFiles("build/client");
  const files = express.Router();
  files.use(precompressed.select);
  // Fingerprinted build output never changes under its name; everything else may.
  files.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", setHeaders: precompressed.setHeaders }));
  files.use(express.static("build/client", { maxAge: "1h", setHeaders: precompressed.setHeaders }));
  // Every file we serve has an extension and no page address does: a page is not looked for
  // on disk first (a stat per page view, 1.5 % of a personalised catalogue's CPU).
  app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? files(req, res, next) : next()));
}

// The browser compares this with its own manifest version to notice a deployment; the
// development server has hot reloading instead, so its version never changes.
const buildVersion = viteDevServer ? "development" : initialBuild.assets.version;
// Not a static file after all: the route is the page's.
app.use((_req, res, next) => {
  delete res.locals.route;
  next();
});
// Cross-site form posts get a Russian 403 here: past this point Remix's own origin check
// would turn them into an empty 500. Form actions check again (abuse.server.ts).
app.post("*", (req, res, next) => {
  const origins = runtime.allowedOrigins(`${req.protocol}://${req.get("host") ?? "localhost"}`, config.siteUrl);
  const headers = { get: (name: string) => req.get(name) ?? null };
  if (!runtime.isCrossSitePost(headers, origins)) return next();
  logger.warn("cross-site post refused", { path: req.path, origin: req.get("origin") ?? null });
  res.status(403).type("html").set("Cache-Control", "no-store").send(runtime.crossSitePage());
});

const handleRemixRequest = createRequestHandler(viteDevServer ? loadBuild : initialBuild, config.isProduction ? "production" : "development");
app.all("*", async (req, res, next) => {
  try {
    // In development the build changes under hot reloading; its request context with it.
    const build = viteDevServer ? await loadBuild() : initialBuild;
    const request = createRemixRequest(req, res);
    // Counted beside Remix's own reader (attached just above, so no chunk passes unseen).
    if (req.get("transfer-encoding") !== undefined) limitChunkedBody(req, res);
    const { context, finish, htmlCacheKey } = await runtimeOf(build).createRequestContext(services, {
      url: request.url,
      method: req.method,
      cookieHeader: req.get("cookie") ?? null,
      nonce: res.locals.cspNonce as string,
      buildVersion,
      // The socket's address unless Express is told to trust a proxy's X-Forwarded-For.
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      userAgent: req.get("user-agent") ?? null,
    });
    // A visitor without personal state may get the page another such visitor caused
    // (docs/decisions/026-html-cache.md); a visitor with any state never does.
    const cached = htmlCacheKey === undefined ? undefined : services.htmlCache.get(htmlCacheKey);
    metrics.observeHtmlCache(cached ? "hit" : htmlCacheKey === undefined ? "bypass" : "miss");
    if (cached) return sendCachedPage(req, res, cached);
    const response = await handleRemixRequest(request, context);
    // A body that no action read (a 404, a refused post) would otherwise be read as the next
    // request on this keep-alive connection: throw the rest away once the answer is out.
    res.once("finish", () => {
      if (req.complete) return;
      req.removeAllListeners("data");
      req.resume();
    });
    const finished = await finish(response);
    if (!runtime.isWholeDocument(finished)) return await sendRemixResponse(res, finished);
    const html = Buffer.from(await finished.arrayBuffer());
    if (htmlCacheKey !== undefined && req.method === "GET" && runtime.isStorable(finished.status, finished.headers)) {
      // This visitor gets the page at once; the copy is kept once it is encoded (off the main thread).
      const key = htmlCacheKey;
      runtime
        .preparePage(html.toString("utf8"), res.locals.cspNonce as string, finished.headers)
        .then((page) => services.htmlCache.set(key, page))
        .catch((error: unknown) => logger.error("html cache: page not kept", { path: req.path, error: String(error) }));
    }
    // Encoded in one call here, not by the compression middleware's stream (ADR 027).
    await sendRemixResponse(res, await runtime.encodedDocument(finished, html, req.get("accept-encoding")));
  } catch (error) {
    next(error);
  }
});

// What escapes a route (a bug, or a static file's own refusal such as a path outside the
// folder): one JSON log line, and a plain page rather than Express's.
app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
  const status = (error as { status?: unknown })?.status;
  const clientError = typeof status === "number" && status >= 400 && status < 500;
  if (clientError) logger.warn("request refused", { path: req.path, status, error });
  else logger.error("unhandled server error", { path: req.path, error });
  if (res.headersSent) return void res.destroy();
  if (clientError) return refuse(res, status === 404 ? "notFound" : "badRequest", false);
  res.status(500).type("html").set("Cache-Control", "no-store").send(runtime.refusalPage("serverError"));
});

const server: Server = app.listen(config.port, config.host, () => {
  logger.info("storefront listening", { url: `http://${loopbackHost(config.host)}:${config.port}`, env: config.env });
});
// Slow or silent clients hold a socket for a bounded time (docs/deploying.md).
server.headersTimeout = runtime.SERVER_TIMEOUTS.headersTimeoutMs;
server.requestTimeout = runtime.SERVER_TIMEOUTS.requestTimeoutMs;
server.keepAliveTimeout = runtime.SERVER_TIMEOUTS.keepAliveTimeoutMs;
const shutdown = runtime.createGracefulShutdown(server);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    if (shutdown.stopping) return;
    logger.info("shutting down: finishing in-flight requests", { signal });
    const force = setTimeout(() => {
      logger.warn("shutdown timed out, closing remaining connections");
      shutdown.destroyAll();
    }, 10_000);
    force.unref();
    void shutdown.begin().then(() => {
      // No storefront request is left, so nothing needs the embedded API any more.
      embeddedApi?.server.closeAllConnections();
      embeddedApi?.server.close();
      embeddedApi?.close();
      void viteDevServer?.close();
      logger.info("stopped");
      process.exit(0);
    });
  });
}

/**
 * A page from the HTML cache: the render's headers, the copy encoded as the client accepts,
 * and this response's CSP with the copy's script hashes in place of the nonce.
 */
function sendCachedPage(req: Request, res: Response, page: CachedPage) {
  res.status(200);
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.vary("Accept-Encoding");
  const csp = res.getHeader("Content-Security-Policy");
  if (typeof csp === "string") res.setHeader("Content-Security-Policy", runtime.cachedPageCsp(csp, page.scriptHashes));
  const encoding = runtime.acceptedEncoding(req.get("accept-encoding"));
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.setHeader("Age", Math.max(0, Math.floor((Date.now() - page.storedAt) / 1000)));
  res.setHeader("X-Cache", "HIT");
  res.end(req.method === "HEAD" ? undefined : body);
}

/** A chunked body past MAX_BODY_BYTES: the client gets the 413 and the connection ends. */
function limitChunkedBody(req: Request, res: Response) {
  let received = 0;
  req.on("data", (chunk: Buffer) => {
    received += chunk.length;
    if (received <= config.maxBodyBytes) return;
    if (!res.headersSent) refuse(res, "tooLarge", false);
    req.destroy();
  });
}

function refuse(res: Response, kind: HttpRefusalKind, headOnly: boolean) {
  const { status } = runtime.HTTP_REFUSALS[kind];
  res.locals.route ??= "refused";
  if (kind === "methodNotAllowed") res.set("Allow", "GET, HEAD, POST");
  // The unread body of a refused request would be read as the next request: end the connection.
  if (kind === "tooLarge" || kind === "badRequest") res.set("Connection", "close");
  res.status(status).type("html").set("Cache-Control", "no-store");
  if (headOnly) return void res.end();
  res.send(runtime.refusalPage(kind));
}

function loopbackHost(host: string) {
  return host === "0.0.0.0" || host === "::" || host === "localhost" ? "127.0.0.1" : host;
}

/** The CSP source for map tiles; a `{s}.` subdomain placeholder becomes a wildcard. */
function tileOrigin(tilesUrl: string) {
  try {
    const origin = new URL(tilesUrl.replace("{s}.", "")).origin;
    return tilesUrl.includes("{s}.") ? origin.replace("://", "://*.") : origin;
  } catch {
    return "'self'";
  }
}
