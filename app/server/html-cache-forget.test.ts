import { describe, expect, it } from "vitest";
import { carAddressId, HtmlCache, htmlCacheKey, type CacheableRequest } from "./html-cache.server";

/*
 * A car's kept pages are forgotten after an accepted post to one of its addresses (ADR 063):
 * a reservation made on this instance must not leave its car offered to the next visitor
 * from a copy made before it.
 */

const request = (url: string, change: Partial<CacheableRequest> = {}): CacheableRequest => ({
  method: "GET",
  url,
  crawler: false,
  firstVisit: true,
  session: {},
  snapshot: undefined,
  cookieNoticeAccepted: false,
  formStateCookie: false,
  buildVersion: "b1",
  featuresStamp: "{}",
  ...change,
});

const page = { headers: {}, identity: Buffer.from("<html></html>"), br: Buffer.alloc(0), gzip: Buffer.alloc(0) };

describe("carAddressId", () => {
  it("names the car of its page and of its own pages, as documents or data", () => {
    expect(["/cars/kia/rio/12", "/cars/kia/rio/12.data", "/cars/kia/rio/12/reserve", "/cars/kia/rio/12/reserve.data", "/cars/kia/rio/12/test-drive"].map(carAddressId)).toEqual([
      12, 12, 12, 12, 12,
    ]);
  });

  it("names no car for any other address", () => {
    expect(["/cars/kia/rio", "/cars/kia", "/catalog", "/cart", "/reservation", "/cars/kia/rio/12/reserve/more", "/cars/kia/rio/x"].map(carAddressId)).toEqual([
      undefined, undefined, undefined, undefined, undefined, undefined, undefined,
    ]);
  });
});

describe("HtmlCache.forgetCar", () => {
  it("forgets every copy of that car's page and keeps the others", () => {
    const cache = new HtmlCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000 });
    const keys = [
      htmlCacheKey(request("http://shop.test/cars/kia/rio/12"))!,
      htmlCacheKey(request("http://shop.test/cars/kia/rio/12?utm_source=ad"))!,
      htmlCacheKey(request("http://shop.test/cars/kia/rio/12", { firstVisit: false, crawler: true }))!,
      htmlCacheKey(request("http://shop.test/cars/kia/rio/120"))!,
      htmlCacheKey(request("http://shop.test/catalog?brand=kia"))!,
    ];
    for (const key of keys) cache.set(key, page);
    const bytes = cache.bytes;
    cache.forgetCar(12);
    expect(keys.map((key) => cache.get(key) !== undefined)).toEqual([false, false, false, true, true]);
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeLessThan(bytes);
  });
});
