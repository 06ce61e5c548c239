import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { carPageId, HtmlCache, htmlCacheKey, inlineScriptHashes, isStorable, preparePage, type CacheableRequest } from "./html-cache.server";
import type { VisitorSnapshot } from "~/services/visitor.server";

const stateless: VisitorSnapshot = { id: "abc", at: 1, auth: false, name: "", fav: [], cmp: [], seen: [] };
const base: CacheableRequest = {
  method: "GET",
  url: "http://shop.test/catalog?brand=kia",
  crawler: false,
  firstVisit: false,
  session: { fiasId: "city-1" },
  snapshot: stateless,
  cookieNoticeAccepted: false,
  formStateCookie: false,
  buildVersion: "b1",
  featuresStamp: "{}",
};

describe("htmlCacheKey", () => {
  it("differs by everything that changes the HTML", () => {
    const key = htmlCacheKey(base);
    expect(key).toBeDefined();
    const variants: Partial<CacheableRequest>[] = [
      { url: "http://shop.test/catalog?brand=bmw" },
      { url: "http://other.test/catalog?brand=kia" },
      { session: { fiasId: "city-2" } },
      { cookieNoticeAccepted: true },
      { buildVersion: "b2" },
      { featuresStamp: '{"news":false}' },
      { crawler: true, session: { fiasId: "city-1" }, snapshot: undefined },
    ];
    const keys = variants.map((change) => htmlCacheKey({ ...base, ...change }));
    expect(new Set([key, ...keys]).size).toBe(variants.length + 1);
    expect(keys.every(Boolean)).toBe(true);
    // HEAD shares GET's page.
    expect(htmlCacheKey({ ...base, method: "HEAD" })).toBe(key);
  });

  it("is undefined for posts, data requests and any personal state", () => {
    const personal: Partial<CacheableRequest>[] = [
      { method: "POST" },
      { url: "http://shop.test/catalog.data" },
      { url: "http://shop.test/catalog?_data=root" },
      { formStateCookie: true },
      { snapshot: { ...stateless, fav: [5] } },
      { snapshot: { ...stateless, cmp: [5] } },
      // Cars viewed are a «Вы смотрели» strip, on a car page those other than itself.
      { snapshot: { ...stateless, seen: [5] } },
      { url: "http://shop.test/cars/kia/rio/5", snapshot: { ...stateless, seen: [6, 5] } },
      { snapshot: { ...stateless, auth: true, name: "Иван" } },
      // No usable snapshot (none, stale or another id's): the render asks the API and refreshes it.
      { snapshot: undefined },
      { session: {} },
      { session: { fiasId: "city-1", cart: { car: { id: 1 } } } },
      { session: { fiasId: "city-1", __flash_notice__: "Спасибо" } },
      { session: { fiasId: "city-1", pendingCode: {} } },
      { session: { fiasId: "city-1", serviceBooking: {} } },
      { session: { fiasId: "city-1", tradeIn: {} } },
    ];
    for (const change of personal) expect(htmlCacheKey({ ...base, ...change }), JSON.stringify(change)).toBeUndefined();
  });

  it("shares a car page with a visitor who has viewed no other car (the pipeline records the view)", () => {
    for (const seen of [[], [5]]) {
      expect(htmlCacheKey({ ...base, url: "http://shop.test/cars/kia/rio/5", snapshot: { ...stateless, seen } }), String(seen)).toBeDefined();
    }
    expect(carPageId("/cars/kia/rio/5")).toBe(5);
    expect(carPageId("/cars/kia/rio")).toBeUndefined();
    expect(carPageId("/catalog")).toBeUndefined();
  });

  it("keeps a car page for a crawler, who has no id and records no view", () => {
    expect(htmlCacheKey({ ...base, url: "http://shop.test/cars/kia/rio/5", crawler: true, snapshot: undefined, session: { fiasId: "city-1" } })).toBeDefined();
  });
});

const page = (size = 10) => ({
  headers: {},
  identity: Buffer.alloc(size),
  br: Buffer.alloc(0),
  gzip: Buffer.alloc(0),
});

describe("HtmlCache", () => {
  it("stamps its keys with the flags a render last saw, so a change of flags reaches no old page", () => {
    const cache = new HtmlCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 10_000 });
    const flags = { news: true };
    cache.noteFeatures(flags);
    const before = htmlCacheKey({ ...base, featuresStamp: cache.featuresStamp });
    cache.noteFeatures({ news: true });
    expect(htmlCacheKey({ ...base, featuresStamp: cache.featuresStamp })).toBe(before);
    cache.noteFeatures({ news: false });
    expect(htmlCacheKey({ ...base, featuresStamp: cache.featuresStamp })).not.toBe(before);
  });

  it("forgets entries after the TTL", () => {
    let now = 0;
    const cache = new HtmlCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 10_000, now: () => now });
    cache.set("a", page());
    now = 59_999;
    expect(cache.get("a")).toBeDefined();
    now = 60_000;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("keeps at most maxEntries, the least recently used leaving first", () => {
    const cache = new HtmlCache({ ttlMs: 60_000, maxEntries: 2, maxBytes: 10_000 });
    cache.set("a", page());
    cache.set("b", page());
    cache.get("a");
    cache.set("c", page());
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map(Boolean)).toEqual([true, false, true]);
  });

  it("keeps at most maxBytes, and never a page larger than that", () => {
    const cache = new HtmlCache({ ttlMs: 60_000, maxEntries: 100, maxBytes: 250 });
    cache.set("a", page(100));
    cache.set("b", page(100));
    cache.set("c", page(100));
    expect(cache.bytes).toBeLessThanOrEqual(250);
    expect(cache.get("a")).toBeUndefined();
    cache.set("huge", page(300));
    expect(cache.get("huge")).toBeUndefined();
    expect(cache.get("c")).toBeDefined();
  });

  it("stores nothing with a TTL of 0", () => {
    const cache = new HtmlCache({ ttlMs: 0, maxEntries: 10, maxBytes: 10_000 });
    cache.set("a", page());
    expect(cache.enabled).toBe(false);
    expect(cache.get("a")).toBeUndefined();
  });
});

describe("isStorable", () => {
  const html = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, max-age=60" };
  it("keeps only public 200 HTML that sets no cookie", () => {
    expect(isStorable(200, new Headers(html))).toBe(true);
    expect(isStorable(404, new Headers(html))).toBe(false);
    expect(isStorable(503, new Headers(html))).toBe(false);
    expect(isStorable(200, new Headers({ ...html, "Cache-Control": "private, no-cache" }))).toBe(false);
    expect(isStorable(200, new Headers({ ...html, "Set-Cookie": "__session=x" }))).toBe(false);
    expect(isStorable(200, new Headers({ ...html, "Content-Type": "application/json" }))).toBe(false);
  });
});

describe("preparePage", () => {
  const inline = `window.__remixContext = {"state":{}};`;
  const html = `<!DOCTYPE html><html><head><script>${inline}</script><script type="module" src="/assets/a.js"></script></head><body></body></html>`;

  it("keeps the page as it was sent, its headers, CSP included, and both encodings", async () => {
    const csp = "script-src 'self' 'sha256-x'";
    const prepared = await preparePage(
      Buffer.from(html),
      new Headers({ "Content-Type": "text/html", "Set-Cookie": "x=1", "Content-Security-Policy": csp }),
    );
    const text = prepared.identity.toString();
    expect(text).toBe(html);
    expect(brotliDecompressSync(prepared.br).toString()).toBe(text);
    expect(gunzipSync(prepared.gzip).toString()).toBe(text);
    expect(prepared.headers).toEqual({ "Content-Type": "text/html", "Content-Security-Policy": csp });
  });

  it("hashes inline scripts only", () => {
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${createHash("sha256").update(inline).digest("base64")}'`]);
    expect(inlineScriptHashes('<script src="/x.js"></script><script>a()</script><script type="module">b()</script>')).toHaveLength(2);
  });
});
