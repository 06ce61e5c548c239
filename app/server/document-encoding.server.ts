import { promisify } from "node:util";
import zlib from "node:zlib";
import { acceptedEncoding } from "./static-files.server";
import { wholeResponse } from "./whole-response.server";

const compressBrotli = promisify(zlib.brotliCompress);
const compressGzip = promisify(zlib.gzip);

/*
 * The pipeline encodes the documents it renders (docs/decisions/027-compression.md): a
 * document rendered whole in one call, a streamed one chunk by chunk, each chunk flushed so
 * that it leaves at once. Everything else (data requests, resource routes, files) is left to
 * server.ts's compression middleware, which skips what arrives encoded.
 */

/**
 * Brotli's quality for pages made per request, here and in server.ts's compression middleware:
 * half gzip 6's CPU for a page no bigger than gzip 6's.
 */
export const PAGE_BROTLI_QUALITY = 3;

/** Below this a compressed body saves less than its encoding costs (the compression middleware's threshold). */
const MIN_BYTES = 1024;

/**
 * What kind of document `response` is: `whole` when entry.server.tsx rendered it in one piece
 * (its length is known), `streamed` when it is written as its deferred data arrives, or
 * undefined for anything that is not a document of ours to encode (not HTML, already
 * encoded, or marked no-transform).
 */
export function documentKind(response: Response): "whole" | "streamed" | undefined {
  const { headers } = response;
  if (!/^text\/html\b/i.test(headers.get("Content-Type") ?? "")) return undefined;
  if (headers.has("Content-Encoding") || /\bno-transform\b/i.test(headers.get("Cache-Control") ?? "")) return undefined;
  return headers.has("Content-Length") ? "whole" : "streamed";
}

/**
 * A whole document compressed in one call for the client's `Accept-Encoding`: brotli or gzip
 * at 6, as the compression middleware would, but without a compressor stream per response
 * (docs/decisions/027-compression.md has what that saved).
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
  return wholeResponse(encoded, { status: response.status, statusText: response.statusText, headers });
}

/**
 * A streamed document encoded as it is written: every chunk React writes is compressed and
 * flushed at once, so the shell reaches the browser before the deferred data. A proxy is told
 * not to buffer it either (`X-Accel-Buffering`, nginx's header).
 */
export function encodedStream(response: Response, acceptEncoding: string | undefined): Response {
  const headers = new Headers(response.headers);
  headers.append("Vary", "Accept-Encoding");
  headers.set("X-Accel-Buffering", "no");
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding || !response.body) {
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  headers.set("Content-Encoding", encoding);
  headers.delete("Content-Length");
  const body = response.body.pipeThrough(flushingEncoder(encoding));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

function flushingEncoder(encoding: "br" | "gzip"): TransformStream<Uint8Array, Uint8Array> {
  const compressor =
    encoding === "br"
      ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } })
      : zlib.createGzip({ level: 6 });
  const flushKind = encoding === "br" ? zlib.constants.BROTLI_OPERATION_FLUSH : zlib.constants.Z_SYNC_FLUSH;
  return new TransformStream({
    start(controller) {
      compressor.on("data", (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length)));
      compressor.once("error", (error) => controller.error(error));
    },
    transform(chunk) {
      return new Promise<void>((resolve) => {
        compressor.write(chunk);
        compressor.flush(flushKind, () => resolve());
      });
    },
    flush() {
      return new Promise<void>((resolve) => {
        compressor.once("end", () => resolve());
        compressor.end();
      });
    },
  });
}
