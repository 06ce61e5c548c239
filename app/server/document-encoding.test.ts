import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { documentKind, encodedDocument, encodedStream } from "./document-encoding.server";

const html = `<!DOCTYPE html><html lang="ru"><body>${"<p>Купить автомобиль</p>".repeat(200)}</body></html>`;
const page = (headers: Record<string, string> = {}) =>
  new Response(html, { status: 200, headers: { "Content-Type": "text/html; charset=utf-8", Vary: "Cookie", "Set-Cookie": "a=1", ...headers } });

describe("documentKind", () => {
  it("is whole for an HTML page of known length, streamed without one, and nothing to encode otherwise", () => {
    const length = { "Content-Length": String(Buffer.byteLength(html)) };
    expect(documentKind(page(length))).toBe("whole");
    expect(documentKind(page())).toBe("streamed");
    expect(documentKind(page({ ...length, "Content-Encoding": "br" }))).toBeUndefined();
    expect(documentKind(page({ ...length, "Cache-Control": "private, no-transform" }))).toBeUndefined();
    expect(documentKind(new Response("{}", { headers: { "Content-Type": "application/json" } }))).toBeUndefined();
  });
});

describe("encodedStream", () => {
  it("compresses every chunk as it comes, so the first leaves before the last is written", async () => {
    let more!: () => void;
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("<!DOCTYPE html><html><body><p>оболочка</p>"));
        more = () => {
          controller.enqueue(new TextEncoder().encode("<p>данные</p></body></html>"));
          controller.close();
        };
      },
    });
    const encoded = encodedStream(new Response(source, { headers: { "Content-Type": "text/html" } }), "br");
    expect(encoded.headers.get("Content-Encoding")).toBe("br");
    expect(encoded.headers.get("X-Accel-Buffering")).toBe("no");
    const reader = encoded.body!.getReader();
    const first = await reader.read();
    // The shell alone, already decodable: it was flushed, not held for the rest.
    const decoder = zlib.createBrotliDecompress();
    const shell = await new Promise<string>((resolve) => {
      decoder.once("data", (chunk: Buffer) => resolve(chunk.toString("utf8")));
      decoder.write(first.value!);
    });
    expect(shell).toBe("<!DOCTYPE html><html><body><p>оболочка</p>");
    more();
    const rest: Uint8Array[] = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read()) rest.push(next.value);
    expect(zlib.brotliDecompressSync(Buffer.concat(rest)).toString("utf8")).toBe(
      "<!DOCTYPE html><html><body><p>оболочка</p><p>данные</p></body></html>",
    );
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
