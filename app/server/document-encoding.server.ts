import { promisify } from "node:util";
import zlib from "node:zlib";
import { acceptedEncoding } from "./static-files.server";

const compressBrotli = promisify(zlib.brotliCompress);
const compressGzip = promisify(zlib.gzip);

/**
 * Brotli's quality for pages made per request, here and in server.ts's compression middleware
 * (docs/decisions/027-compression.md): half gzip 6's CPU for a page no bigger than gzip 6's.
 */
export const PAGE_BROTLI_QUALITY = 3;

/** Below this a compressed body saves less than its encoding costs (the compression middleware's threshold). */
const MIN_BYTES = 1024;

/**
 * Whether `response` is a document rendered whole (entry.server.tsx): HTML that is not
 * streamed (a streamed one says so with X-Accel-Buffering), not already encoded, and not
 * marked no-transform.
 */
export function isWholeDocument(response: Response): boolean {
  const { headers } = response;
  return (
    /^text\/html\b/i.test(headers.get("Content-Type") ?? "") &&
    headers.get("X-Accel-Buffering") !== "no" &&
    !headers.has("Content-Encoding") &&
    !/\bno-transform\b/i.test(headers.get("Cache-Control") ?? "")
  );
}

/**
 * A whole document compressed in one call for the client's `Accept-Encoding`: brotli or gzip
 * at 6, as the compression middleware would, but without a compressor stream per response
 * (docs/decisions/027-compression.md has what that saved). The answer carries its encoding,
 * so the middleware leaves it alone.
 */
export async function encodedDocument(response: Response, body: Buffer, acceptEncoding: string | undefined): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.append("Vary", "Accept-Encoding");
  const encoding = body.length >= MIN_BYTES ? acceptedEncoding(acceptEncoding) : undefined;
  const encoded =
    encoding === "br"
      ? await compressBrotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : encoding === "gzip"
        ? await compressGzip(body, { level: 6 })
        : body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(encoded.length));
  return new Response(encoded as Uint8Array<ArrayBuffer>, { status: response.status, statusText: response.statusText, headers });
}
