import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import { Transform, type Readable } from "node:stream";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@remix-run/node";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { Incoming } from "../../lib/front-door";
import { cookieForScheme, policyForScheme } from "./http-server.server";
import { wholeBodyOf } from "./whole-response.server";

/*
 * The front door's two edges with Node (docs/decisions/032-one-front-door.md, addendum on
 * cache hits): the request as it arrives, and the response as it leaves.
 *
 * Most requests are HTML-cache hits, and a hit needs only the method, the URL and a few
 * headers. Making the Fetch API `Request` (undici's object, its headers' copy, its abort
 * signal) was about a tenth of a hit's CPU, and sending through the `Response` body's
 * stream another share. So the front door takes an `Incoming`, whose Fetch `Request` is made
 * when Remix needs it, and a document whose bytes are already whole (a cached page, an
 * encoded render) is written in one call.
 */

/** An Incoming over a Fetch Request (tests, and any caller that has one already). */
export function incomingOf(request: Request): Incoming {
  return {
    method: request.method,
    url: request.url,
    header: (name) => request.headers.get(name),
    request: () => request,
  };
}

/** How much of a request's body the storefront reads, and what the process does past it. */
export type BodyLimit = { maxBytes: number; tooLarge: () => void };

/**
 * An Incoming over Express's request; undefined when no URL can be made of its Host (or
 * X-Forwarded-Host), such as `<svg>`, `a b` or a port past 65535. A request with a body gets
 * its Fetch Request at once: Remix's reader is attached before anyone else reads the body,
 * through a count that stops at `limit` (a declared length over it never gets here).
 */
export function incomingFromExpress(req: ExpressRequest, res: ExpressResponse, limit?: BodyLimit): Incoming | undefined {
  let url: string;
  try {
    url = urlOf(req);
  } catch {
    return undefined;
  }
  let made: Request | undefined;
  const request = () => (made ??= fetchRequestOf(req, res, url, limit));
  if (req.method !== "GET" && req.method !== "HEAD") request();
  return {
    method: req.method,
    url,
    header: (name) => {
      const value = req.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
    request,
  };
}

/**
 * The URL Remix gets, made as @remix-run/express 2.17.5 makes it: the hostname Express
 * reads (it honours "trust proxy"), the port of X-Forwarded-Host or else of Host, and the
 * whole original path.
 */
function urlOf(req: ExpressRequest): string {
  const portOf = (host: string | undefined) => Number.parseInt(host?.split(":")[1] ?? "", 10);
  const forwardedPort = portOf(req.get("X-Forwarded-Host"));
  const hostPort = portOf(req.get("host"));
  const port = Number.isSafeInteger(forwardedPort) ? forwardedPort : Number.isSafeInteger(hostPort) ? hostPort : "";
  return new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`).href;
}

/**
 * The Fetch Request Remix gets, made as the Express adapter made it (its createRemixRequest,
 * which the package does not export: reaching into its dist/ tied us to a private file of
 * one version). Every header; the body as a stream for a method that has one; and a signal
 * that aborts the loaders and actions when the client leaves before the answer is finished.
 */
function fetchRequestOf(req: ExpressRequest, res: ExpressResponse, url: string, limit: BodyLimit | undefined): Request {
  const controller = new AbortController();
  // `duplex` is Node's requirement for a streamed body; the DOM types do not know it yet.
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: headersOf(req.headers), signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(limit ? countedBody(req, limit) : req);
    init.duplex = "half";
  }
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  return new Request(url, init);
}

/**
 * The body as Remix reads it, counted: past `maxBytes` its reader fails (the action sees an
 * unreadable form and stores nothing), the rest is read and dropped rather than left unread
 * (which would make the kernel reset the connection, losing the answer: ADR 062), and the
 * process answers 413.
 */
function countedBody(req: ExpressRequest, { maxBytes, tooLarge }: BodyLimit): Readable {
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > maxBytes ? new Error(`request body over ${maxBytes} bytes`) : null, chunk);
    },
  });
  counted.once("error", () => {
    req.unpipe(counted);
    req.resume();
    tooLarge();
  });
  return req.pipe(counted);
}

function headersOf(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    else if (value) headers.set(name, value);
  }
  return headers;
}

/**
 * The storefront's Response through Node: its status, its headers in place of the process's
 * (the CSP and cookies for this request's scheme), its body.
 */
export async function send(res: ServerResponse, response: Response, https: boolean): Promise<void> {
  res.statusMessage = response.statusText;
  res.statusCode = response.status;
  // Methods other than these are refused before the storefront; a 405 from it is Remix's
  // for a POST to a page without an action.
  if (response.status === 405 && !response.headers.has("Allow")) res.setHeader("Allow", "GET, HEAD");
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    res.setHeader(name, name === "content-security-policy" ? policyForScheme(value, https) : value);
  }
  const cookies = response.headers.getSetCookie().map((cookie) => cookieForScheme(cookie, https));
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  const whole = wholeBodyOf(response);
  if (whole) return void res.end(whole);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}
