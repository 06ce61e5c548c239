import { blockedInlineScripts } from "./csp-scripts";
import { expect, test } from "./fixtures";

// HTTP-level guarantees of server.ts; they do not depend on JavaScript in the page,
// so they run once, in the js project.
test.describe("server", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

  test("/ sends a CSP that allows only its own inline scripts, and the security headers", async ({ request }) => {
    // A first visit gets the shared copy, whose scripts are allowed by their hashes (ADR 032,
    // ADR 035); the same browser's next view is its own render, allowed by a nonce.
    for (const visit of ["first", "returning"]) {
      const response = await request.get("/");
      const headers = response.headers();
      const csp = headers["content-security-policy"];
      const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc, visit).toMatch(visit === "first" ? /'sha256-[A-Za-z0-9+/=]+'/ : /'nonce-[A-Za-z0-9+/=]+'/);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBeTruthy();
      expect(headers["x-powered-by"]).toBeUndefined();
      // Plain HTTP: HSTS only over HTTPS (tests/e2e/ops-http.spec.ts, docs/decisions/038).
      expect(headers["strict-transport-security"]).toBeUndefined();
      const html = await response.text();
      expect(html).toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(blockedInlineScripts(csp, html), visit).toEqual([]);
    }
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

  test("every page has exactly one <main>: the frame's, and its canonical, Open Graph and robots tags", async ({ request }) => {
    const catalog = await (await request.get("/catalog")).text();
    const car = /href="(\/cars\/[^"]+)"/.exec(catalog)?.[1];
    expect(car).toBeTruthy();
    const noindex = ["/favorites", "/comparison", "/cart", "/consultation", "/newsletter", "/personal", "/nowhere"];
    const pages = ["/", "/catalog", "/catalog?utm_source=x&yclid=1", car!, "/faq", "/policy", "/service", "/company", "/company/news", "/company/jobs", "/company/tenders", "/company/contacts", "/trade-in"];
    for (const path of [...pages, ...noindex]) {
      const html = await (await request.get(path)).text();
      expect(html.match(/<main\b/g) ?? [], path).toHaveLength(1);
      // Crawlers and shared links (docs/decisions/024-crawlers.md): one absolute canonical
      // address without campaign tags, Open Graph and Twitter card tags, noindex
      // on a visitor's own pages and error pages.
      const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);
      const robots = tags(/<meta name="robots" content="([^"]*)"/g);
      if (noindex.includes(path)) {
        expect(robots, path).toEqual(["noindex"]);
        continue;
      }
      expect(robots, path).toEqual([]);
      const canonical = tags(/<link rel="canonical" href="([^"]*)"/g);
      expect(canonical, path).toEqual([`http://localhost:${process.env.E2E_PORT ?? 3100}${path.replace(/\?.*$/, "")}`]);
      for (const property of ["og:title", "og:description", "og:type", "og:url", "og:image", "og:site_name", "og:locale"]) {
        expect(tags(new RegExp(`<meta property="${property}" content="([^"]+)"`, "g")), `${path} ${property}`).toHaveLength(1);
      }
      expect(tags(/<meta property="og:url" content="([^"]*)"/g), path).toEqual(canonical);
      expect(tags(/<meta name="twitter:card" content="([^"]*)"/g), path).toHaveLength(1);
    }
    // A car's preview is its own photo and price.
    const carHtml = await (await request.get(car!)).text();
    expect(carHtml).toMatch(/<meta property="og:image" content="http[^"]+\/media\/(cars|photos)\//);
    expect(carHtml).toMatch(/<meta property="product:price:amount" content="\d+"/);
  });
});
