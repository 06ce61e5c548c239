import type { ServerBuild } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApi, type TestApi } from "../../dealer-api/testing";
import * as searchSuggest from "~/routes/search/suggest";
import * as serviceModels from "~/routes/service/models";
import { incomingOf } from "~/server/incoming.server";
import { createPipeline } from "~/server/pipeline.server";
import { testServices } from "~/server/request-context.testing";

/*
 * The JSON resource routes through the request pipeline, as the header's search and the
 * service form ask them: Remix takes a resource route's answer as it is only when it is a
 * Response; anything else it wraps itself, warns on every request («REMIX FUTURE CHANGE»),
 * and drops the headers the route asked for.
 */

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ seedCars: 12 });
});
afterAll(() => api.close());
afterEach(() => vi.restoreAllMocks());

const build = {
  mode: "production",
  entry: { module: { default: () => new Response("document") } },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    "routes/search-suggest": { id: "routes/search-suggest", parentId: "root", path: "search/suggest", module: searchSuggest },
    "routes/service-models": { id: "routes/service-models", parentId: "root", path: "service/models", module: serviceModels },
  },
  assets: { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v3_singleFetch: true },
  isSpaMode: false,
} as unknown as ServerBuild;

describe("the JSON resource routes", () => {
  it.each([
    ["/search/suggest?q=тойо", "public, max-age=60", (body: { items: Array<{ name: string; count: number }> }) => expect(body.items[0]?.name).toBe("Toyota")],
    ["/service/models?brand=Haval", "public, max-age=300", (body: { models: string[] }) => expect(body.models).toContain("F7")],
  ])("%s answers its JSON with the caching it declares, and Remix warns of nothing", async (path, cacheControl, check) => {
    const warn = vi.spyOn(console, "warn");
    const handle = createPipeline({ services: testServices(api.base), build, buildVersion: "test" });
    const response = await handle(incomingOf(new Request(`http://localhost:3000${path}`, {})), { ip: "127.0.0.1" });
    expect(warn.mock.calls.map((args) => String(args[0]))).toEqual([]);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    check(await response.json());
    // A first visit's: the route's own caching, no cookie having made it private.
    expect(response.headers.get("Cache-Control")).toBe(cacheControl);
  });
});
