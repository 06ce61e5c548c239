import { timingSafeEqual } from "node:crypto";
import { matchRoutes, type AgnosticRouteObject as RouteObject } from "@remix-run/router";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { DealerApiCallEvent } from "~/dealer-client/index.server";
import { TtlCache } from "~/utils/ttl-cache";

/*
 * Prometheus metrics (GET /metrics): requests by route and status with durations, dealer API
 * calls by endpoint and outcome with durations, shared-cache hits, and Node's own (event-loop
 * lag, memory, GC) from prom-client's defaults. One registry per process.
 */

export type Metrics = ReturnType<typeof createMetrics>;

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Histogram({
    name: "storefront_http_request_duration_seconds",
    help: "Requests by route (the page's route id, or static/healthz/readyz/metrics/refused) and status, with their durations",
    labelNames: ["route", "method", "status"] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const apiCalls = new Histogram({
    name: "storefront_dealer_api_call_duration_seconds",
    help: "Dealer API calls by endpoint and outcome (ok, refused, failed, stale, cached), with their durations",
    labelNames: ["endpoint", "outcome"] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const cacheHits = new Counter({
    name: "storefront_cache_hits_total",
    help: "Answers served from the shared cache: fresh, or stale while the dealer API fails",
    labelNames: ["endpoint", "kind"] as const,
    registers: [registry],
  });
  const htmlCache = new Counter({
    name: "storefront_html_cache_requests_total",
    help: "Page requests by the HTML cache's part in them: hit (served from it), miss (rendered, then kept), bypass (personal state, a post, a data request)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  let breakerState: () => string = () => "closed";
  new Gauge({
    name: "storefront_dealer_api_circuit_state",
    help: "The dealer API circuit breaker: 1 for its current state (closed: calls go through; open: they fail at once for a cool-down; half-open: one call probes)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const now = breakerState();
      for (const state of ["closed", "open", "half-open"]) this.set({ state }, state === now ? 1 : 0);
    },
  });
  let htmlCacheSize: () => { entries: number; bytes: number } = () => ({ entries: 0, bytes: 0 });
  new Gauge({
    name: "storefront_html_cache_entries",
    help: "Pages in the HTML cache",
    registers: [registry],
    collect() {
      this.set(htmlCacheSize().entries);
    },
  });
  new Gauge({
    name: "storefront_html_cache_bytes",
    help: "Bytes the HTML cache holds (plain, brotli and gzip copies)",
    registers: [registry],
    collect() {
      this.set(htmlCacheSize().bytes);
    },
  });
  let admission: () => { working: number; waiting: number } = () => ({ working: 0, waiting: 0 });
  new Gauge({
    name: "storefront_requests_working",
    help: "Storefront requests being worked on (at most CONCURRENT_REQUESTS)",
    registers: [registry],
    collect() {
      this.set(admission().working);
    },
  });
  new Gauge({
    name: "storefront_requests_waiting",
    help: "Storefront requests waiting for their turn (their dealer API budget has not started)",
    registers: [registry],
    collect() {
      this.set(admission().waiting);
    },
  });
  return {
    registry,
    /** Where the admission gauges read from (the process's lib/admission.ts). */
    watchAdmission(state: () => { working: number; waiting: number }) {
      admission = state;
    },
    observeHtmlCache(result: "hit" | "miss" | "bypass") {
      htmlCache.inc({ result });
    },
    /** Where the circuit gauge reads from (the dealer API breaker of this process). */
    watchBreaker(state: () => string) {
      breakerState = state;
    },
    /** Where the size gauges read from (the HTML cache of this process). */
    watchHtmlCache(size: () => { entries: number; bytes: number }) {
      htmlCacheSize = size;
    },
    observeRequest(route: string, method: string, status: number, seconds: number) {
      requests.observe({ route, method, status: String(status) }, seconds);
    },
    observeApiCall(event: DealerApiCallEvent) {
      apiCalls.observe({ endpoint: event.endpoint, outcome: event.outcome }, event.durationMs / 1000);
      if (event.outcome === "cached") cacheHits.inc({ endpoint: event.endpoint, kind: "fresh" });
      if (event.outcome === "stale") cacheHits.inc({ endpoint: event.endpoint, kind: "stale" });
    },
  };
}

type BuildRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/**
 * The route id a path renders (the deepest match), so metrics have one series per page
 * rather than per address; `.data` requests count as their page.
 */
export function createRouteLabeler(routes: Record<string, BuildRoute | undefined>) {
  const objects = new Map<string, RouteObject & { id: string }>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    objects.set(route.id, route.index ? { id: route.id, index: true, path: route.path } : { id: route.id, path: route.path, children: [] });
  }
  const roots: RouteObject[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const object = objects.get(route.id)!;
    const parent = route.parentId ? objects.get(route.parentId) : undefined;
    if (parent && !parent.index) parent.children!.push(object);
    else roots.push(object);
  }
  // matchRoutes ranks every route on each call; popular addresses come again and again.
  const known = new TtlCache<string>({ maxEntries: 1000 });
  return (pathname: string): string => {
    let label = known.get(pathname);
    if (label !== undefined) return label;
    const path = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(roots, path);
    label = (matches?.[matches.length - 1]?.route.id as string | undefined) ?? "unmatched";
    known.set(pathname, label, Infinity);
    return label;
  };
}

/**
 * Who may read /metrics on the public port: a client sending METRICS_TOKEN as a bearer token,
 * from wherever. Not "a loopback client that no proxy marked": a proxy on the same host makes
 * every visitor a loopback client, and no list of headers names every proxy's mark (Via,
 * X-Client-IP, CF-Connecting-IP… got through). A scraper on the machine reads them, without a
 * token, from their own listener (METRICS_PORT), which no proxy forwards to.
 */
export function metricsAllowed(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith("Bearer ")) return false;
  const given = Buffer.from(authorization.slice("Bearer ".length));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
