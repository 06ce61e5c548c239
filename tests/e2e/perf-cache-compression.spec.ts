import { expect, test } from "./fixtures";

/*
 * Assets are sent as compressed at build time (scripts/precompress.mjs) with their own type,
 * and stay right for HEAD, conditional requests and immutable caching; pages are compressed
 * per response, with brotli for browsers.
 */
test("assets go out precompressed as the client accepts, pages with brotli", async ({ request }) => {
  const page = await request.get("/catalog", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  expect(page.headers()["content-encoding"]).toBe("br");
  // The page's largest script: files too small to gain from compression are left plain.
  const scripts = [...new Set([...(await page.text()).matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  const sizes = await Promise.all(
    scripts.map(async (url) => Number((await request.head(url, { headers: { "Accept-Encoding": "identity" } })).headers()["content-length"])),
  );
  const script = scripts[sizes.indexOf(Math.max(...sizes))];
  expect(script, "a script of the page").toBeTruthy();

  for (const [accept, encoding] of [["gzip, deflate, br", "br"], ["gzip", "gzip"], ["identity", undefined]] as const) {
    const asset = await request.get(script!, { headers: { "Accept-Encoding": accept } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()["content-encoding"]).toBe(encoding);
    expect(asset.headers()["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(asset.headers()["cache-control"]).toMatch(/immutable/);
    expect(asset.headers()["vary"]).toMatch(/Accept-Encoding/i);
    expect((await asset.text()).length).toBeGreaterThan(0);

    const head = await request.head(script!, { headers: { "Accept-Encoding": accept } });
    expect(head.headers()["content-encoding"]).toBe(encoding);
    expect(head.headers()["content-length"]).toBe(asset.headers()["content-length"]);
    const again = await request.get(script!, { headers: { "Accept-Encoding": accept, "If-None-Match": asset.headers()["etag"]! } });
    expect(again.status()).toBe(304);
  }
});
