import { expect, test } from "./fixtures";

// HTTP-level guarantees of server.ts; they do not depend on JavaScript in the page,
// so they run once, in the js project.
test.describe("server", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

  test("/ sends a nonce CSP and the security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    const csp = headers["content-security-policy"];
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBeTruthy();
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["strict-transport-security"]).toBeTruthy();

    // Every inline script carries the nonce of this response.
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    const html = await response.text();
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs] of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  test("each response has its own nonce", async ({ request }) => {
    const a = (await request.get("/")).headers()["content-security-policy"];
    const b = (await request.get("/")).headers()["content-security-policy"];
    expect(a).not.toBe(b);
  });

  test("/healthz answers 200 when the dealer API is up", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("fingerprinted assets are cached for a year, other files for an hour", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(asset!);
    expect(assetResponse.headers()["cache-control"]).toContain("max-age=31536000");
    expect(assetResponse.headers()["cache-control"]).toContain("immutable");
    const favicon = await request.get("/favicon.svg");
    expect(favicon.headers()["cache-control"]).toContain("max-age=3600");
  });

  test("HTML is compressed", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("every page has exactly one <main>: the frame's", async ({ request }) => {
    const catalog = await (await request.get("/catalog")).text();
    const car = /href="(\/cars\/[^"]+)"/.exec(catalog)?.[1];
    expect(car).toBeTruthy();
    for (const path of ["/", "/catalog", car!, "/favorites", "/comparison", "/cart", "/consultation", "/newsletter", "/faq", "/nowhere"]) {
      const html = await (await request.get(path)).text();
      expect(html.match(/<main\b/g) ?? [], path).toHaveLength(1);
    }
  });
});
