import type { Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";

/*
 * The contract between the process (server.ts) and the storefront (the server build's one
 * export, `createStorefront`, app/server/storefront.server.ts): what the process hands over
 * and what it gets back. It lives outside app/ so that server.ts names no module of the app,
 * not even for a type (docs/decisions/032-one-front-door.md).
 */

export type CreateStorefront = (options: StorefrontOptions) => Storefront;

export type StorefrontOptions = {
  /** process.env: validated here, a bad value throws an error named "ConfigError". */
  env: Record<string, string | undefined>;
  /** The server build this function came from. */
  build: ServerBuild;
  /** In development: the build, loaded afresh for every request (Vite's middleware). */
  reloadBuild?: () => Promise<ServerBuild>;
};

/** The configuration the process itself needs (the storefront reads the rest). */
export type ProcessConfig = {
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  /** Absent: the process runs the embedded reference dealer API. */
  dealerApiUrl: string | undefined;
  maxBodyBytes: number;
  /** CONCURRENT_REQUESTS: storefront requests at work at once (lib/admission.ts). */
  concurrentRequests: number;
  metricsToken: string | undefined;
  /** METRICS_PORT and METRICS_HOST: the metrics' own listener; absent, only the token opens them. */
  metrics: { port: number; host: string } | undefined;
  trustProxy: boolean | number | string | undefined;
  sessionSecretGenerated: boolean;
};

export type Logger = Record<"debug" | "info" | "warn" | "error", (msg: string, fields?: Record<string, unknown>) => void>;

/** The refusals the process answers before the storefront sees a request. */
export type Refusal = "methodNotAllowed" | "tooLarge" | "badRequest" | "misdirected" | "notFound" | "serverError";

export type Storefront = {
  config: ProcessConfig;
  logger: Logger;
  /** The request id (X-Request-Id): accepted or made, and the scope every log line of the request is written in. */
  requestIds: { from(header: string | undefined): string; run(requestId: string, fn: () => void): void };
  /** Sends Remix's and React's console warnings through the logger: one JSON object a line. */
  routeConsoleToLogger(): void;
  /** The CSP of every answer that is not a document of the storefront's (files, refusals). */
  contentSecurityPolicy: string;
  /** Brotli's quality for what the compression middleware encodes (ADR 027). */
  brotliQuality: number;
  http: {
    timeouts: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number };
    /** Why a request is refused before its body is read (method, declared length), if it is. */
    refusalOf(method: string, contentLength: string | undefined): Refusal | undefined;
    /** The request target with undecodable escapes escaped once more; undefined when it is beyond repair. */
    repairedTarget(target: string): string | undefined;
    refusal(kind: Refusal): { status: number; page: string };
    /**
     * Whether a request's host (Express's `req.hostname`: Host, or a trusted proxy's
     * X-Forwarded-Host) is one this process answers pages for: SITE_URL's or this machine's.
     * "malformed" is for a host that is no host name at all (the front door's 400).
     */
    hostKind(hostname: string): "own" | "foreign" | "malformed";
    /** SITE_URL is https://: every answer is treated as one over HTTPS. */
    siteIsHttps: boolean;
    /** The Permissions-Policy header of every answer. */
    permissionsPolicy: string;
    /** The CSP with upgrade-insecure-requests over HTTPS only. */
    policyForScheme(policy: string, https: boolean): string;
    /** A Set-Cookie value, Secure over HTTPS only. */
    cookieForScheme(setCookie: string, https: boolean): string;
    gracefulShutdown(server: Server): { readonly stopping: boolean; begin(): Promise<void>; destroyAll(): void };
  };
  /** The build's files, with their precompressed copies for clients that accept them. */
  precompressedFiles(root: string): {
    select(req: ExpressRequest, res: ExpressResponse, next: NextFunction): void;
    setHeaders(res: ExpressResponse): void;
  };
  metrics: {
    contentType: string;
    text(): Promise<string>;
    /** Whether a request on the public port may read them: its Authorization header carries METRICS_TOKEN. */
    allowed(authorization: string | undefined): boolean;
    /** One answered request: `route` is the page's route id unless the process names it (static, healthz…). */
    observeRequest(input: { route: string | undefined; path: string; method: string; status: number; seconds: number }): void;
    /** Where the gauges of requests at work and waiting for their turn read from. */
    watchAdmission(state: () => { working: number; waiting: number }): void;
  };
  /** The request pipeline over this dealer API, made once the process knows its address. */
  connect(dealerApiUrl: string): FrontDoor;
};

/**
 * A request as the front door first sees it: enough to answer it from the HTML cache. The
 * Fetch Request is made only when Remix needs it (app/server/incoming.server.ts).
 */
export type Incoming = {
  method: string;
  /** The absolute URL, as the Fetch Request has it. */
  url: string;
  /** A request header, null when absent. */
  header(name: string): string | null;
  /** The whole request as a Fetch Request, made on first use. */
  request(): Request;
};

export type FrontDoor = {
  /**
   * The request Express received, as the front door takes it; undefined when no URL can be
   * made of its Host (a bad request). `bodyTooLarge` is called, once, when a body of unknown
   * length (chunked) passes MAX_BODY_BYTES: Remix's reading of it has failed, the rest is
   * being dropped, and the process answers the 413.
   */
  incoming(req: ExpressRequest, res: ExpressResponse, bodyTooLarge: () => void): Incoming | undefined;
  /** One request, start to end: its context, the HTML cache, Remix, the cookies, the encoding. */
  handle(incoming: Incoming, client: { ip: string }): Promise<Response>;
  /** The answer through Node: the CSP and cookies for the request's scheme, a whole body in one write. */
  send(res: ExpressResponse, response: Response, https: boolean): Promise<void>;
  /**
   * Readiness (for /readyz), within `timeoutMs`: "ok" while the dealer API answers,
   * "degraded" while it does not but the last good copies can still serve pages,
   * "dealer-api-unavailable" otherwise.
   */
  readiness(timeoutMs: number): Promise<"ok" | "degraded" | "dealer-api-unavailable">;
};
