import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { constants as zlib } from "node:zlib";
import compression from "compression";
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from "express";
import helmet from "helmet";
import { createAdmission, type Admission } from "./admission";
import type { FrontDoor, Refusal, Storefront } from "./front-door";

/*
 * The process around the storefront's front door: the embedded reference API (loaded only
 * when it runs), Express with its security headers, limits and files, health and metrics,
 * listen and shutdown. Every other request goes to the front door
 * (docs/decisions/032-one-front-door.md): a request in, a Response out. server.ts loads the
 * build and runs this; tests run it over a build of their own (app/server/process.testing.ts).
 */

/** The route prefix of the embedded reference dealer API (used when DEALER_API_URL is unset). */
const EMBEDDED_API_PREFIX = "/dealer-api";

export type Timeouts = Storefront["http"]["timeouts"];

export type ProcessOptions = {
  storefront: Storefront;
  /** The reference API's own settings (DEALER_API_DB…), read when DEALER_API_URL is unset. */
  env: NodeJS.ProcessEnv;
  /** Development: Vite's middleware serves the modules and files. */
  vite?: { middlewares: RequestHandler };
  /** The production build's browser files. */
  clientDir?: string;
  /** Where to listen instead of the configured PORT and HOST (tests: port 0 on loopback). */
  listen?: { port: number; host: string };
  /** Where metrics listen instead of METRICS_PORT and METRICS_HOST (tests: port 0 on loopback). */
  metricsListen?: { port: number; host: string };
  /** The server's time-outs instead of the storefront's (tests shorten them). */
  timeouts?: Partial<Timeouts>;
};

export type RunningProcess = {
  server: Server;
  /** The address the storefront answers on, e.g. http://127.0.0.1:3000. */
  url: string;
  /** The metrics' own address when they have one, e.g. http://127.0.0.1:9464/metrics. */
  metricsUrl: string | undefined;
  /** The dealer API the storefront calls: DEALER_API_URL, or the embedded one's loopback address. */
  dealerApiUrl: string;
  readonly stopping: boolean;
  /** The graceful stop: drain the public server, then close the embedded API. */
  stop(): Promise<void>;
  /** Ends every connection left (the forced stop). */
  destroyAll(): void;
};

export async function startProcess(options: ProcessOptions): Promise<RunningProcess> {
  const { storefront } = options;
  const { config, logger, http } = storefront;
  const app = express();
  // Slow or silent clients hold a socket for a bounded time (docs/deploying.md).
  const timeouts = { ...http.timeouts, ...options.timeouts };
  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      keepAliveTimeout: timeouts.keepAliveTimeoutMs,
      connectionsCheckingInterval: checkingInterval(timeouts),
    },
    app,
  );
  const shutdown = http.gracefulShutdown(server);
  app.disable("x-powered-by");
  // Behind a reverse proxy every visitor would otherwise share the proxy's address, and with it
  // one form rate limit.
  if (config.trustProxy !== undefined) app.set("trust proxy", config.trustProxy);
  const refuse = refusals(storefront);

  mountRequestIdsAndLog(app, storefront);
  mountSecurityHeaders(app, storefront);
  mountRefusalsBeforeTheBody(app, storefront, refuse);

  // The embedded reference API listens on its own loopback port rather than on the public
  // one: visitors cannot reach it, HOST does not matter, and on shutdown it keeps answering
  // the storefront's in-flight pages until the public server has drained. It is imported
  // when it runs: with DEALER_API_URL set the process loads neither it nor SQLite's native
  // driver (docs/decisions/061-the-process-loads-what-it-runs.md).
  const embeddedApi = config.dealerApiUrl ? undefined : await startEmbeddedApi(options.env, app);
  const dealerApiUrl = config.dealerApiUrl ?? embeddedApi!.url;
  if (embeddedApi) logger.info("using the embedded reference dealer API", { url: dealerApiUrl });
  const frontDoor = storefront.connect(dealerApiUrl);

  mountOperations(app, storefront, frontDoor, () => shutdown.stopping, refuse);
  mountFiles(app, storefront, options);
  const admission = createAdmission(config.concurrentRequests);
  storefront.metrics.watchAdmission(() => ({ working: admission.working, waiting: admission.waiting }));
  mountStorefront(app, storefront, frontDoor, refuse, admission);

  const listen = options.listen ?? { port: config.port, host: config.host };
  server.listen(listen.port, listen.host);
  await once(server, "listening");
  const url = `http://${loopbackHost(listen.host)}:${(server.address() as AddressInfo).port}`;
  logger.info("storefront listening", { url, env: config.env });
  const metricsAt = options.metricsListen ?? config.metrics;
  const metricsListener = metricsAt && (await startMetricsListener(storefront, metricsAt));

  return {
    server,
    url,
    metricsUrl: metricsListener?.url,
    dealerApiUrl,
    get stopping() {
      return shutdown.stopping;
    },
    async stop() {
      await shutdown.begin();
      // No storefront request is left, so nothing needs the embedded API any more.
      embeddedApi?.close();
      metricsListener?.server.closeAllConnections();
      metricsListener?.server.close();
    },
    destroyAll: () => shutdown.destroyAll(),
  };
}

/**
 * How often Node looks for requests past their headers' or whole time-out: it acts on them only
 * then, and its default of 30 s let a 30 s time-out act at up to a minute (ADR 062). A twentieth
 * of the shorter time-out (1 s for 20 s) keeps them on time for the cost of a walk over the
 * open connections once a second.
 */
function checkingInterval({ headersTimeoutMs, requestTimeoutMs }: Timeouts): number {
  return Math.min(1_000, Math.max(10, Math.floor(Math.min(headersTimeoutMs, requestTimeoutMs) / 20)));
}

function mountRequestIdsAndLog(app: Express, { requestIds, logger, metrics }: Storefront) {
  // One id per request, from X-Request-Id (nginx's $request_id, a client's) when it is a sane
  // token, made otherwise: in the response, on every log line written while the request runs,
  // and on every dealer API call it makes (docs/deploying.md, Logs).
  app.use((req, res, next) => {
    const requestId = requestIds.from(req.get("x-request-id"));
    res.locals.requestId = requestId;
    res.setHeader("X-Request-Id", requestId);
    requestIds.run(requestId, next);
  });

  app.use((req, res, next) => {
    const start = process.hrtime.bigint();
    // Read now: routers mounted under a prefix rewrite req.path while they run.
    const path = req.path;
    res.once("close", () => {
      const durationMs = Number(process.hrtime.bigint() - start) / 1e6;
      // Named here: a socket's close event runs outside the request's own context.
      const fields = {
        requestId: res.locals.requestId as string,
        method: req.method,
        path,
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
      };
      logger.info("request", fields);
      const route = res.locals.route as string | undefined;
      metrics.observeRequest({ route, path, method: req.method, status: res.statusCode, seconds: durationMs / 1000 });
    });
    next();
  });
}

function mountSecurityHeaders(app: Express, storefront: Storefront) {
  const { http } = storefront;
  app.use(
    helmet({
      // The storefront's documents carry their own (a nonce, or their scripts' hashes); this
      // one, for files and refusals, allows no inline script.
      contentSecurityPolicy: false,
      // Only over HTTPS, like upgrade-insecure-requests and the Secure flag (below).
      strictTransportSecurity: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: "deny" },
    }),
  );
  app.use((req, res, next) => {
    // What only HTTPS may carry follows the scheme this request came by (SITE_URL's, or a
    // trusted proxy's X-Forwarded-Proto), not NODE_ENV: over plain HTTP, HSTS is ignored,
    // upgrade-insecure-requests sends every file and form to an https:// that is not there,
    // and a browser keeps no Secure cookie (docs/deploying.md).
    const https = req.secure || http.siteIsHttps;
    res.locals.https = https;
    res.setHeader("Content-Security-Policy", http.policyForScheme(storefront.contentSecurityPolicy, https));
    res.setHeader("Permissions-Policy", http.permissionsPolicy);
    if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  });

  // Brotli at the pages' quality (docs/decisions/027-compression.md) for what is not sent
  // encoded already: data requests, resource routes, files without a precompressed copy. The
  // storefront's documents, its cached pages and precompressed files arrive encoded and are
  // left alone.
  app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: storefront.brotliQuality } } }));
}

function mountRefusalsBeforeTheBody(app: Express, { http }: Storefront, refuse: Refuse) {
  // Refused before anything reads the body: a method no page answers (TRACE included) and a
  // body larger than MAX_BODY_BYTES by its declared length (a chunked one is counted as it
  // arrives: mountStorefront).
  app.use((req, res, next) => {
    const refusal = http.refusalOf(req.method, req.get("content-length"));
    if (refusal) return refuse(res, refusal, req.method === "HEAD");
    next();
  });

  // A path whose percent-escapes do not decode (/cars/%FF%FE/…) would be Express's bare 400;
  // escaped once more, it reaches the router and gets the site's 404 page.
  app.use((req, res, next) => {
    const target = http.repairedTarget(req.url);
    if (target === undefined) return refuse(res, "badRequest", false);
    // The adapter builds the Request from originalUrl.
    if (target !== req.url) req.url = req.originalUrl = target;
    next();
  });
}

async function startEmbeddedApi(env: NodeJS.ProcessEnv, app: Express) {
  const [{ createDealerApi }, { dealerApiOptionsFromEnv }] = await Promise.all([import("../dealer-api/app"), import("../dealer-api/env")]);
  const api = createDealerApi(dealerApiOptionsFromEnv(env));
  const apiApp = express();
  apiApp.disable("x-powered-by");
  apiApp.use(EMBEDDED_API_PREFIX, api.router);
  const server = apiApp.listen(0, "127.0.0.1");
  await once(server, "listening");
  // The reference payment provider's card page is a page of "another site" the visitor is sent
  // to; offline it is served here, on its own path (docs/decisions/042-reservation-payments.md).
  app.use("/reference-pay", api.paymentPages);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${EMBEDDED_API_PREFIX}`,
    close() {
      server.closeAllConnections();
      server.close();
      api.close();
    },
  };
}

function mountOperations(app: Express, { metrics }: Storefront, frontDoor: FrontDoor, stopping: () => boolean, refuse: Refuse) {
  // Liveness, for an orchestrator's restart decision: the process answers. Nothing else is
  // asked, so a failing dealer API never gets every instance restarted (docs/deploying.md).
  app.get("/healthz", (_req, res) => {
    res.locals.route = "healthz";
    res.status(200).set("Cache-Control", "no-store").json({ status: "ok" });
  });

  // Readiness, for the load balancer: 503 as soon as shutdown begins (take this instance out);
  // otherwise 200 while the dealer API answers or the last good copies can serve pages, and
  // within a second whatever the dealer API does.
  app.get("/readyz", async (_req, res) => {
    res.locals.route = "readyz";
    if (stopping()) return res.status(503).set("Cache-Control", "no-store").json({ status: "shutting-down" });
    const status = await frontDoor.readiness(800);
    res
      .status(status === "dealer-api-unavailable" ? 503 : 200)
      .set("Cache-Control", "no-store")
      .json({ status });
  });

  // Prometheus metrics on the public port: for a holder of METRICS_TOKEN only, wherever it is
  // (a scraper on this machine uses their own listener: startMetricsListener).
  app.get("/metrics", async (req, res) => {
    res.locals.route = "metrics";
    if (!metrics.allowed(req.get("authorization"))) return refuse(res, "notFound", false);
    await sendMetrics(res, metrics);
  });
}

async function sendMetrics(res: Response, metrics: Storefront["metrics"]) {
  res.set("Cache-Control", "no-store").type(metrics.contentType).send(await metrics.text());
}

/**
 * Metrics on an address of their own (METRICS_PORT, on METRICS_HOST: loopback unless told
 * otherwise), answered without a token: only what can reach that address reads them, and no
 * proxy in front of the public port forwards there (docs/deploying.md, Metrics).
 */
async function startMetricsListener(storefront: Storefront, at: { port: number; host: string }) {
  const app = express();
  app.disable("x-powered-by");
  app.get("/metrics", (_req, res, next) => void sendMetrics(res, storefront.metrics).catch(next));
  app.use((_req, res) => void res.status(404).type("text").send("Not Found"));
  const server = createServer(app);
  server.listen(at.port, at.host);
  await once(server, "listening");
  const url = `http://${loopbackHost(at.host)}:${(server.address() as AddressInfo).port}/metrics`;
  storefront.logger.info("metrics listening", { url });
  return { server, url };
}

function mountFiles(app: Express, storefront: Storefront, { vite, clientDir = "build/client" }: ProcessOptions) {
  app.use((_req, res, next) => {
    res.locals.route = "static";
    next();
  });
  if (vite) {
    app.use(vite.middlewares);
  } else {
    // The build's .br and .gz copies for clients that accept them, never compressed again.
    const precompressed = storefront.precompressedFiles(clientDir);
    const files = express.Router();
    files.use(precompressed.select);
    // Fingerprinted build output never changes under its name; everything else may.
    files.use("/assets", express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", setHeaders: precompressed.setHeaders }));
    files.use(express.static(clientDir, { maxAge: "1h", setHeaders: precompressed.setHeaders }));
    // Every file we serve has an extension and no page address does: a page is not looked for
    // on disk first (a stat per page view, 1.5 % of a personalised catalogue's CPU).
    app.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? files(req, res, next) : next()));
  }
  // Not a static file after all: the route is the page's.
  app.use((_req, res, next) => {
    delete res.locals.route;
    next();
  });
}

function mountStorefront(app: Express, { logger, http }: Storefront, frontDoor: FrontDoor, refuse: Refuse, admission: Admission) {
  // A page asked for under a host that is neither SITE_URL's nor this machine's: nothing
  // made from its address (a redirect, a payment's way back) may send a visitor there, and an
  // Origin naming it is not ours (ADR 062). Health, metrics and files answer any Host: probes
  // ask by address.
  app.use((req, res, next) => {
    if (http.hostKind(req.hostname) === "foreign") return refuse(res, "misdirected", req.method === "HEAD");
    next();
  });

  // Everything else: the storefront.
  app.all("*", async (req, res, next) => {
    // A chunked body past MAX_BODY_BYTES, counted as Remix reads it: refused with the same
    // staged close as a declared length (the answer is out before the storefront's).
    const bodyTooLarge = () => {
      if (!res.headersSent) refuse(res, "tooLarge", false);
    };
    // A Host (or X-Forwarded-Host) that names no host, such as `<svg>` or `a b`, or a port
    // past 65535: the page's URL cannot be made.
    const incoming = frontDoor.incoming(req, res, bodyTooLarge);
    if (incoming === undefined) return refuse(res, "badRequest", req.method === "HEAD");
    try {
      // A body that no action read (a 404, a refused post) would otherwise be read as the next
      // request on this keep-alive connection: throw the rest away once the answer is out.
      res.once("finish", () => {
        if (req.complete) return;
        req.removeAllListeners("data");
        req.resume();
      });
      // Its turn, after the requests that came before it (ADR 062): the pipeline, and with it
      // the dealer API budget, starts then. A client that left while waiting is not worked for.
      const leave = await admission.enter();
      let response: globalThis.Response;
      try {
        if (req.socket.destroyed) return;
        // The socket's address unless Express is told to trust a proxy's X-Forwarded-For.
        response = await frontDoor.handle(incoming, { ip: req.ip ?? req.socket.remoteAddress ?? "unknown" });
      } finally {
        leave();
      }
      // Refused while the storefront read the body: its answer to a body it could not read is nobody's.
      if (res.headersSent) return void (await response.body?.cancel());
      await frontDoor.send(res, response, res.locals.https === true);
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
    const failure = http.refusal("serverError");
    res.status(failure.status).type("html").set("Cache-Control", "no-store").send(failure.page);
  });
}

type Refuse = (res: Response, kind: Refusal, headOnly: boolean) => void;

/** The process's own refusals: the plain Russian pages of the storefront's `http.refusal`. */
function refusals({ http }: Storefront): Refuse {
  return (res, kind, headOnly) => {
    const { status, page } = http.refusal(kind);
    res.locals.route ??= "refused";
    if (kind === "methodNotAllowed") res.set("Allow", "GET, HEAD, POST");
    // The unread body of a refused request would be read as the next request: end the connection.
    if (kind === "tooLarge" || kind === "badRequest" || kind === "misdirected") {
      res.set("Connection", "close");
      closeAfterTheClientHasSent(res);
    }
    res.status(status).type("html").set("Cache-Control", "no-store");
    if (headOnly) return void res.end();
    res.send(page);
  };
}

/** How long a refused client may go on sending before its connection is closed regardless. */
const LINGER_MS = 2_000;

/**
 * The staged close of RFC 9112 §9.6 for an answer sent before the request's body was read
 * (docs/decisions/020-bounded-requests-and-shutdown.md, second addendum). Node ends and
 * destroys a socket as soon as a `Connection: close` answer is written; while the client's
 * body is still arriving, closing a socket with unread bytes makes the kernel reset the
 * connection, and a reset drops the answer the client had not read yet: it sees EPIPE or
 * ECONNRESET instead of the 413. So the socket is half-closed (the answer and a FIN go out),
 * what the client still sends is read and dropped, and it is closed once the client has
 * finished sending, or after LINGER_MS.
 */
function closeAfterTheClientHasSent(res: Response) {
  const socket = res.socket;
  if (!socket) return;
  socket.destroySoon = () => {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    socket.once("end", () => socket.destroy());
    socket.end();
    socket.resume();
  };
}

function loopbackHost(host: string) {
  return host === "0.0.0.0" || host === "::" || host === "localhost" ? "127.0.0.1" : host;
}
