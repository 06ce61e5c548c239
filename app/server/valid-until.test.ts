import { describe, expect, it } from "vitest";
import { boundedCacheControl } from "~/server/http-cache.server";
import { HtmlCache } from "~/server/html-cache.server";
import { cardPromotionSchema } from "~/dealer-client/deal-endpoints";
import { validUntilFrom, validUntilOf } from "~/dealer-client/valid-until";

/*
 * A promotion ends at its end everywhere a copy is kept (ADR 074): the answer's earliest end,
 * by this process's clock, bounds the shared cache, the HTML cache and Cache-Control.
 */

describe("validUntilOf", () => {
  it("is the earliest end anywhere in an answer, Infinity without one", () => {
    const answer = { items: [{ promotion: { validUntil: 5000 } }, { promotion: null }, { promotion: { validUntil: 3000 } }], total: 3 };
    expect(validUntilOf(answer)).toBe(3000);
    expect(validUntilOf({ items: [{ promotion: null }] })).toBe(Infinity);
    expect(validUntilOf(null)).toBe(Infinity);
  });

  it("reads the API's seconds left by this process's clock, whatever the API's clock says the date is", () => {
    const parsed = cardPromotionSchema.parse({
      code: "p",
      title: "Акция",
      amount: 1000,
      requires: null,
      condition: null,
      endsAt: "2031-01-01T00:00:00.000Z",
      secondsLeft: 30,
    });
    expect(parsed.validUntil - Date.now()).toBeGreaterThan(29_000);
    expect(parsed.validUntil - Date.now()).toBeLessThanOrEqual(30_000);
    expect(validUntilFrom(2, 1000)).toBe(3000);
  });
});

describe("what keeps a page", () => {
  it("the HTML cache keeps it until the promotion ends when that is sooner than its TTL", () => {
    let now = 1_000_000;
    const cache = new HtmlCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000_000, now: () => now });
    const page = { headers: {}, identity: Buffer.from("<html></html>"), br: Buffer.alloc(0), gzip: Buffer.alloc(0) };
    cache.set("a", page, now + 5000);
    cache.set("b", page);
    cache.set("c", page, now - 1);
    now += 4999;
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map(Boolean)).toEqual([true, true, false]);
    now += 1;
    expect([cache.get("a"), cache.get("b")].map(Boolean)).toEqual([false, true]);
  });

  it("a public page's max-age and s-maxage are cut to the seconds left; a private one is left alone", () => {
    expect(boundedCacheControl("public, max-age=60, s-maxage=60", 1_000_000 + 7_500, 1_000_000)).toBe("public, max-age=7, s-maxage=7");
    expect(boundedCacheControl("public, max-age=60, s-maxage=60", 1_000_000 + 600_000, 1_000_000)).toBe("public, max-age=60, s-maxage=60");
    expect(boundedCacheControl("public, max-age=60", 1_000_000 - 5, 1_000_000)).toBe("public, max-age=0");
    expect(boundedCacheControl("private, no-cache", 1_000_000, 1_000_000)).toBe("private, no-cache");
    expect(boundedCacheControl("public, max-age=60", undefined)).toBe("public, max-age=60");
  });
});
