import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { encodedDocument, isWholeDocument } from "./document-encoding.server";

const html = `<!DOCTYPE html><html lang="ru"><body>${"<p>Купить автомобиль</p>".repeat(200)}</body></html>`;
const page = (headers: Record<string, string> = {}) =>
  new Response(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8", Vary: "Cookie", "Set-Cookie": "a=1", ...headers } });

describe("isWholeDocument", () => {
  it("is an HTML page that is not streamed, encoded or no-transform", () => {
    expect(isWholeDocument(page())).toBe(true);
    expect(isWholeDocument(page({ "X-Accel-Buffering": "no" }))).toBe(false);
    expect(isWholeDocument(page({ "Content-Encoding": "br" }))).toBe(false);
    expect(isWholeDocument(page({ "Cache-Control": "private, no-transform" }))).toBe(false);
    expect(isWholeDocument(new Response("{}", { headers: { "Content-Type": "application/json" } }))).toBe(false);
  });
});

describe("encodedDocument", () => {
  const body = Buffer.from(html);

  it("encodes for the client's Accept-Encoding, brotli first, and keeps status and headers", async () => {
    const br = await encodedDocument(page(), body, "gzip, deflate, br");
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(br.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    expect(br.headers.get("Set-Cookie")).toBe("a=1");
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(br.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(zlib.brotliDecompressSync(bytes).toString("utf8")).toBe(html);

    const gzip = await encodedDocument(page(), body, "gzip");
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString("utf8")).toBe(html);
  });

  it("sends it as it is to a client that accepts neither, and a small one to everybody", async () => {
    for (const [accept, bytes] of [[undefined, body], ["identity", body], ["br", Buffer.from("<p>короткий</p>")]] as const) {
      const plain = await encodedDocument(page(), bytes, accept);
      expect(plain.headers.get("Content-Encoding")).toBeNull();
      expect(Buffer.from(await plain.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });
});
