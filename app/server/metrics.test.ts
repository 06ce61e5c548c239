import { describe, expect, it } from "vitest";
import { createMetrics, createRouteLabeler, metricsAllowed } from "./metrics.server";

describe("metrics", () => {
  it("labels a request by the route it renders, so addresses do not multiply series", () => {
    const routeOf = createRouteLabeler({
      root: { id: "root", path: "" },
      index: { id: "index", parentId: "root", index: true },
      car_detail: { id: "car_detail", parentId: "root", path: "cars/:brand/:model/:id" },
      error: { id: "error", parentId: "root", path: "*" },
    });
    expect(routeOf("/")).toBe("index");
    expect(routeOf("/_root.data")).toBe("index");
    expect(routeOf("/cars/haval/jolion/7")).toBe("car_detail");
    expect(routeOf("/cars/haval/jolion/7.data")).toBe("car_detail");
    expect(routeOf("/nowhere/at/all")).toBe("error");
  });

  it("counts requests, dealer API calls and cache hits in the Prometheus text format", async () => {
    const metrics = createMetrics();
    metrics.observeRequest("index", "GET", 200, 0.12);
    metrics.observeApiCall({ endpoint: "getCommonData", durationMs: 0, outcome: "cached" });
    metrics.observeApiCall({ endpoint: "getCar", durationMs: 30, outcome: "failed" });
    const text = await metrics.registry.metrics();
    expect(text).toContain('storefront_http_request_duration_seconds_count{route="index",method="GET",status="200"} 1');
    expect(text).toContain('storefront_dealer_api_call_duration_seconds_count{endpoint="getCar",outcome="failed"} 1');
    expect(text).toContain('storefront_cache_hits_total{endpoint="getCommonData",kind="fresh"} 1');
    expect(text).toContain("nodejs_eventloop_lag_seconds");
  });

  it("is readable on the public port with the token only, wherever the client is", () => {
    const token = "metrics-token-0123456789";
    expect(metricsAllowed(undefined, undefined)).toBe(false);
    expect(metricsAllowed(undefined, token)).toBe(false);
    expect(metricsAllowed(`Bearer ${token}`, token)).toBe(true);
    expect(metricsAllowed("Bearer wrong", token)).toBe(false);
    expect(metricsAllowed(`Bearer ${token}x`, token)).toBe(false);
  });
});
