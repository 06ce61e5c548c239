import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod/v4";
import { startTestApi, type TestApi } from "../../dealer-api/testing";
import { createDealerApiClient } from "~/dealer-client/index.server";
import type { PageSection } from "~/dealer-client/endpoints";
import type { Log } from "./log.server";
import { type LoadableSections, loadPageSections, type SectionContext, SectionTimeout, withinBudget } from "./page-sections.server";
import { resolveVisitor, type Visitor } from "./visitor.server";

let api: TestApi;
let hop: { base: string; close(): Promise<void> };
/** Every section-endpoint call the hop saw, with the fields it carried. */
const seen: Array<{ path: string; fields: URLSearchParams }> = [];
/** Paths the hop answers badly: a 500, or never (until the test is over). */
const broken = new Map<string, "fail" | "stall">();
const stalled: Array<() => void> = [];

beforeAll(async () => {
  api = await startTestApi();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://hop");
    seen.push({ path: url.pathname, fields: url.searchParams });
    const mode = broken.get(url.pathname);
    if (mode === "fail") return res.writeHead(500).end("boom");
    if (mode === "stall") return stalled.push(() => res.destroy());
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const upstream = await fetch(`${api.base}${req.url}`, {
      method: req.method,
      headers: { "content-type": "application/json" },
      body: req.method === "GET" ? undefined : Buffer.concat(chunks),
    });
    res.writeHead(upstream.status, { "content-type": "application/json" }).end(await upstream.text());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  hop = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
});
afterAll(async () => {
  for (const end of stalled) end();
  await hop.close();
  await api.close();
});

/** Test entities over endpoints that exist in the table: catalogue page data and the FAQ. */
const registry: LoadableSections = {
  heading: { schema: z.object({ title: z.string() }) },
  catalogMeta: { schema: z.object({ title: z.string(), meta: z.object({ h1: z.string() }) }) },
  faq: { schema: z.object({ items: z.array(z.object({ question: z.string() })).transform((items) => items.slice(0, 2)) }) },
  flagged: { schema: z.object({}), feature: "news" },
};
const CATALOG = "/api/rrt/catalog/Catalog/getPageData";
const FAQ = "/api/rrt/main/Controller/getFaq";

/** What a process gives each request: the dealer API's address, the sections' budget, one log. */
type TestProcess = { base: string; sectionBudgetMs: number; logger: Log };

/** By default a budget no busy machine reaches for sections that answer; the stall test sets its own. */
function testProcess(base: string, sectionBudgetMs = 15_000): TestProcess {
  const quiet = () => {};
  return { base, sectionBudgetMs, logger: { debug: quiet, info: quiet, warn: vi.fn(), error: quiet } };
}

/**
 * A request's context as the loader uses it, built as the server builds it: a per-request
 * client (the dealer API's own 5 s timeout) whose calls carry the visitor, resolved through
 * the API on first use; the flags from common data; a failed section logged and left out.
 */
function contextFor({ base, sectionBudgetMs, logger }: TestProcess): SectionContext & { visitor(): Promise<Visitor> } {
  const client = createDealerApiClient({ baseUrl: base, timeoutMs: 5000 });
  let visitor: Promise<Visitor> | undefined;
  const who = () => (visitor ??= resolveVisitor(client, undefined, undefined, { secure: false, logger }).then((r) => r.visitor));
  const api = client.withIdentity(async () => {
    const { fUserId, fiasId } = await who();
    return { fUserId, fiasId };
  });
  return {
    api,
    config: { sectionBudgetMs },
    logger,
    visitor: who,
    features: async () => (await api.send("getCommonData")).features,
    section: (name, call, fallback) =>
      call.catch((error: unknown) => {
        logger.warn("section failed, left out", { section: name, error: String(error) });
        return fallback;
      }),
  };
}

describe("page sections", () => {
  let services: TestProcess;
  beforeAll(() => {
    services = testProcess(hop.base);
  });

  it("completes each section from its endpoint, called with the visitor's FUserId and city, in the API's order", async () => {
    broken.clear();
    seen.length = 0;
    const context = contextFor(services);
    const sections: PageSection[] = [
      { entity: "faq", content: {}, endpoint: FAQ },
      { entity: "heading", content: { title: "Привет" } },
      { entity: "catalogMeta", content: { title: "Каталог" }, endpoint: `${CATALOG}/`, endpointContentProperty: "meta" },
    ];
    const loaded = await loadPageSections(context, sections, registry);
    expect(loaded.map((s) => s.entity)).toEqual(["faq", "heading", "catalogMeta"]);
    expect(loaded.map((s) => s.id)).toEqual(["section-0", "section-1", "section-2"]);
    // The schema's transform runs on the server: the component gets two items.
    expect((loaded[0]!.content as { items: unknown[] }).items).toHaveLength(2);
    expect(loaded[1]!.content).toEqual({ title: "Привет" });
    // Only the named property is taken, next to the section's own content.
    const meta = loaded[2]!.content as { title: string; meta: { h1: string } };
    expect(meta.title).toBe("Каталог");
    expect(meta.meta.h1).toBeTruthy();
    const visitor = await context.visitor();
    for (const path of [FAQ, CATALOG]) {
      const call = seen.find((c) => c.path === path);
      expect(call?.fields.get("FUserId")).toBe(visitor.fUserId);
      expect(call?.fields.get("sFiasId")).toBe(visitor.fiasId);
    }
  });

  it("leaves out a section whose endpoint fails, stalls past the budget, is unknown or answers the wrong shape", async () => {
    broken.clear();
    broken.set(FAQ, "stall");
    broken.set(CATALOG, "fail");
    const services = testProcess(hop.base, 1500);
    const context = contextFor(services);
    const started = Date.now();
    const loaded = await loadPageSections(
      context,
      [
        { entity: "faq", content: {}, endpoint: FAQ },
        { entity: "catalogMeta", content: { title: "Каталог" }, endpoint: CATALOG, endpointContentProperty: "meta" },
        { entity: "heading", content: { title: "Остаётся" } },
        { entity: "heading", content: { title: "Нет такого" }, endpoint: "/api/rrt/nowhere/Controller/get" },
        { entity: "heading", content: {} },
      ],
      registry,
    );
    const elapsed = Date.now() - started;
    expect(loaded.map((s) => s.content)).toEqual([{ title: "Остаётся" }]);
    expect(loaded[0]!.id).toBe("section-2");
    // At the budget (1 500 ms), not at the client's 5 s timeout; the slack is for a busy CI machine,
    // where the sections that do answer also need time to (the budget is not a test of speed).
    expect(elapsed).toBeGreaterThanOrEqual(1490);
    expect(elapsed).toBeLessThan(4500);
    const warned = vi.mocked(services.logger.warn).mock.calls.map(([msg, fields]) => `${msg} ${String(fields?.section)} ${String(fields?.error)}`);
    expect(warned.some((line) => line.includes("faq#0") && line.includes("no answer within 1500 ms"))).toBe(true);
    expect(warned.some((line) => line.includes("catalogMeta#1"))).toBe(true);
    expect(warned.some((line) => line.includes("heading#3") && line.includes("is not defined"))).toBe(true);
    expect(warned.some((line) => line.includes("heading#4") && line.includes("unexpected content"))).toBe(true);
  });

  it("skips an unknown entity and logs it once per process, not once per request", async () => {
    broken.clear();
    const own = testProcess(hop.base);
    const sections: PageSection[] = [
      { entity: "hologram", content: {} },
      { entity: "heading", content: { title: "Есть" } },
      { entity: "hologram", content: {} },
    ];
    for (let i = 0; i < 3; i++) {
      const loaded = await loadPageSections(contextFor(own), sections, registry);
      expect(loaded.map((s) => s.entity)).toEqual(["heading"]);
    }
    const unknown = vi.mocked(own.logger.warn).mock.calls.filter(([msg]) => msg.includes("unknown section entity"));
    expect(unknown).toEqual([["unknown section entity, skipped", { entity: "hologram" }]]);
  });

  it("leaves out a section whose feature flag is off", async () => {
    broken.clear();
    const flagged = await startTestApi({ featureOverrides: { news: false } });
    try {
      const loaded = await loadPageSections(
        contextFor(testProcess(flagged.base)),
        [{ entity: "flagged", content: {} }, { entity: "heading", content: { title: "Да" } }],
        registry,
      );
      expect(loaded.map((s) => s.entity)).toEqual(["heading"]);
      const on = await loadPageSections(contextFor(testProcess(api.base)), [{ entity: "flagged", content: {} }], registry);
      expect(on.map((s) => s.entity)).toEqual(["flagged"]);
    } finally {
      await flagged.close();
    }
  });
});

describe("withinBudget", () => {
  it("rejects at the deadline and aborts the call's signal", async () => {
    let signal: AbortSignal | undefined;
    const never = withinBudget(50, (s) => {
      signal = s;
      return new Promise(() => {});
    });
    await expect(never).rejects.toBeInstanceOf(SectionTimeout);
    expect(signal?.aborted).toBe(true);
  });

  it("passes a prompt answer or failure through", async () => {
    await expect(withinBudget(1000, async () => 7)).resolves.toBe(7);
    await expect(withinBudget(1000, async () => Promise.reject(new Error("x")))).rejects.toThrow("x");
  });
});
