import { describe, expect, it } from "vitest";
import { ABUSE_MESSAGES, allowedOrigins, createAbuseGuard, isCrossSitePost, isHoneypotFilled, POSTS_PER_LEAD, SlidingWindowLimiter } from "./abuse.server";

function headers(values: Record<string, string>) {
  return new Headers(values);
}

describe("SlidingWindowLimiter", () => {
  it("allows `limit` hits per window and says when to retry", () => {
    const limiter = new SlidingWindowLimiter(2, 1000);
    expect(limiter.hit("a", 0).allowed).toBe(true);
    expect(limiter.hit("a", 100).allowed).toBe(true);
    expect(limiter.hit("a", 200)).toEqual({ allowed: false, retryAfterMs: 800 });
    expect(limiter.hit("b", 200).allowed).toBe(true);
  });
  it("slides: old hits fall out of the window", () => {
    const limiter = new SlidingWindowLimiter(2, 1000);
    limiter.hit("a", 0);
    limiter.hit("a", 500);
    expect(limiter.hit("a", 999).allowed).toBe(false);
    expect(limiter.hit("a", 1001).allowed).toBe(true);
    expect(limiter.hit("a", 1400).allowed).toBe(false);
  });
  it("takes back a released hit", () => {
    const limiter = new SlidingWindowLimiter(1, 1000);
    const first = limiter.hit("a", 0);
    expect(limiter.hit("a", 10).allowed).toBe(false);
    if (first.allowed) limiter.release("a", first.at);
    expect(limiter.hit("a", 20).allowed).toBe(true);
  });
  it("forgets idle clients and keeps at most maxKeys", () => {
    const limiter = new SlidingWindowLimiter(1, 1000, 3);
    for (const key of ["a", "b", "c", "d"]) limiter.hit(key, 0);
    expect(limiter.size).toBe(3);
    limiter.hit("e", 5000);
    expect(limiter.size).toBe(1);
  });
});

describe("isCrossSitePost", () => {
  const ours = allowedOrigins("http://127.0.0.1:3000/consultation", "https://dealer.example.ru");
  it("allows our own origin and SITE_URL's", () => {
    expect(isCrossSitePost(headers({ origin: "http://127.0.0.1:3000" }), ours)).toBe(false);
    expect(isCrossSitePost(headers({ origin: "https://dealer.example.ru" }), ours)).toBe(false);
  });
  it("refuses another origin and an opaque one", () => {
    expect(isCrossSitePost(headers({ origin: "https://evil.example" }), ours)).toBe(true);
    expect(isCrossSitePost(headers({ origin: "null" }), ours)).toBe(true);
    expect(isCrossSitePost(headers({ origin: "https://evil.example", "sec-fetch-site": "same-origin" }), ours)).toBe(true);
  });
  it("falls back to Sec-Fetch-Site", () => {
    expect(isCrossSitePost(headers({ "sec-fetch-site": "cross-site" }), ours)).toBe(true);
    expect(isCrossSitePost(headers({ "sec-fetch-site": "same-origin" }), ours)).toBe(false);
    expect(isCrossSitePost(headers({ "sec-fetch-site": "same-site" }), ours)).toBe(false);
    expect(isCrossSitePost(headers({ "sec-fetch-site": "none" }), ours)).toBe(false);
  });
  it("allows a post with neither header (old browsers, curl)", () => {
    expect(isCrossSitePost(headers({}), ours)).toBe(false);
  });
});

describe("honeypot", () => {
  it("is filled only when the trap field has a value", () => {
    const form = new FormData();
    expect(isHoneypotFilled(form)).toBe(false);
    form.set("name__confirm", "");
    expect(isHoneypotFilled(form)).toBe(false);
    form.set("name__confirm", "bot");
    expect(isHoneypotFilled(form)).toBe(true);
  });
});

describe("createAbuseGuard", () => {
  const guard = () => createAbuseGuard({ formRateLimit: { limit: 2, windowMs: 60_000 }, siteUrl: "http://localhost:3000" });
  const post = (init: Record<string, string> = {}) =>
    new Request("http://localhost:3000/newsletter", { method: "POST", headers: init });
  it("refuses a cross-site post with 403", async () => {
    expect(await guard().check({ request: post({ origin: "https://evil.example" }), clientIp: "1", form: "f", formData: new FormData() })).toEqual({
      status: 403,
      message: ABUSE_MESSAGES.crossSite,
    });
  });
  it("refuses a filled honeypot with 400", async () => {
    const formData = new FormData();
    formData.set("name__confirm", "x");
    expect((await guard().check({ request: post(), clientIp: "1", form: "f", formData }))?.status).toBe(400);
  });
  it("limits all posts per client and form at POSTS_PER_LEAD times the lead limit, with 429", async () => {
    const g = guard();
    const check = (clientIp: string, form: string) => g.check({ request: post(), clientIp, form, formData: new FormData() });
    for (let i = 0; i < 2 * POSTS_PER_LEAD; i++) expect(await check("1", "f")).toBeUndefined();
    expect(await check("1", "f")).toMatchObject({ status: 429, message: ABUSE_MESSAGES.rateLimited, retryAfterSeconds: 60 });
    expect(await check("1", "g")).toBeUndefined();
    expect(await check("2", "f")).toBeUndefined();
  });
  it("admits `limit` leads per client and form; a released one does not count", async () => {
    const g = guard();
    const admit = (clientIp = "1", form = "f") => g.admitLead({ clientIp, form });
    expect((await admit()).rejection).toBeUndefined();
    const second = await admit();
    expect(second.rejection).toBeUndefined();
    expect((await admit()).rejection).toMatchObject({ status: 429, message: ABUSE_MESSAGES.rateLimited });
    if (!second.rejection) second.release();
    expect((await admit()).rejection).toBeUndefined();
    expect((await admit()).rejection?.status).toBe(429);
    expect((await admit("2")).rejection).toBeUndefined();
    expect((await admit("1", "g")).rejection).toBeUndefined();
  });
  it("posts and leads are counted apart: posts do not use up leads", async () => {
    const g = guard();
    for (let i = 0; i < 2 * POSTS_PER_LEAD; i++) await g.check({ request: post(), clientIp: "1", form: "f", formData: new FormData() });
    expect((await g.admitLead({ clientIp: "1", form: "f" })).rejection).toBeUndefined();
  });
});
