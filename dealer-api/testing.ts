import express from "express";
import type { Server, ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createDealerApi, type DealerApiOptions } from "./app";

export type Envelope<T = unknown> = {
  status: "success" | "error";
  data: { arMessages: T; arErrors: Array<{ code: string; message: string; field?: string }> };
  errors: unknown[];
};

export type Reply<T = unknown> = { status: number; body: Envelope<T> };

/**
 * A throw-away reference API on an in-memory database and a free loopback port, called
 * over real HTTP so the tests cover body parsing and the envelope exactly as the
 * storefront meets them.
 */
export async function startTestApi(options: Partial<DealerApiOptions> = {}) {
  const api = createDealerApi({ dbFile: ":memory:", ...options });
  const app = express();
  app.use(api.router);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function send<T>(path: string, init?: RequestInit): Promise<Reply<T>> {
    const response = await fetch(`${base}${path}`, init);
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }

  return {
    base,
    db: api.db,
    get<T = unknown>(path: string, query: Record<string, string | string[]> = {}) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) params.append(key, v);
      const qs = params.toString();
      return send<T>(qs ? `${path}?${qs}` : path);
    },
    post<T = unknown>(path: string, body: unknown) {
      return send<T>(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    },
    postForm<T = unknown>(path: string, body: Record<string, string>) {
      return send<T>(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body).toString(),
      });
    },
    postRaw<T = unknown>(path: string, body: string, contentType: string) {
      return send<T>(path, { method: "POST", headers: { "Content-Type": contentType }, body });
    },
    count(table: string, where = "1"): number {
      return api.db.prepare(`SELECT count(*) FROM ${table} WHERE ${where}`).pluck().get() as number;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      api.close();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;

export function expectEnvelopeError(reply: Reply, status: number, code: string) {
  if (reply.status !== status || reply.body.status !== "error" || reply.body.data.arMessages !== null) {
    throw new Error(`expected ${status} ${code}, got ${reply.status} ${JSON.stringify(reply.body)}`);
  }
  if (!reply.body.data.arErrors.some((e) => e.code === code && typeof e.message === "string" && e.message)) {
    throw new Error(`expected an arErrors entry with code ${code}, got ${JSON.stringify(reply.body.data.arErrors)}`);
  }
}

/**
 * A counting hop in front of a dealer API: the storefront is pointed at `base`, and `calls`
 * lists the paths it really asked for, in order (tests of "no call until needed").
 */
export async function startCountingHop(target: string) {
  const { createServer } = await import("node:http");
  const calls: string[] = [];
  const hop = createServer(async (req, res) => {
    calls.push((req.url ?? "").split("?")[0]!);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const upstream = await fetch(`${target}${req.url}`, {
      method: req.method,
      headers: { "content-type": req.headers["content-type"] ?? "application/json" },
      body: req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks),
    });
    res.writeHead(upstream.status, { "content-type": "application/json" });
    res.end(await upstream.text());
  });
  await new Promise<void>((resolve) => hop.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(hop.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise<void>((resolve) => hop.close(() => resolve())),
  };
}

/** How the faulty hop misbehaves (docs/decisions/021-reliability-suite.md). */
export type Fault =
  /** Nothing listens: connections are refused. */
  | "refuse"
  /** The connection is dropped before any answer. */
  | "reset"
  /** Never an answer: the request hangs until the caller gives up. */
  | "stall"
  /** A 503 with an HTML body, as a failing proxy in front of the API sends. */
  | "5xx"
  /** A 200 whose body is not JSON. */
  | "malformed"
  /** The envelope with a business error, HTTP 200. */
  | "arErrors"
  /** The request reaches the API (and is stored), then the answer is lost. */
  | "lose-answer";

/**
 * A fault-injecting hop in front of a dealer API: passes everything through until told to
 * fail, then fails every call, or only those whose path contains `only`, every time or
 * `once`. Tests point the storefront at `base`; `calls` lists the paths asked for.
 */
export async function startFaultyHop(target: string) {
  const { createServer } = await import("node:http");
  const calls: string[] = [];
  /** The X-Request-Id of each call, in the same order as `calls`. */
  const requestIds: Array<string | undefined> = [];
  let fault: { kind: Fault; only?: string; once?: boolean } | undefined;
  const stalled = new Set<ServerResponse>();

  const hop = createServer(async (req, res) => {
    const path = (req.url ?? "").split("?")[0]!;
    calls.push(path);
    requestIds.push(req.headers["x-request-id"] as string | undefined);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const active = fault && (!fault.only || path.endsWith(fault.only)) ? fault : undefined;
    if (active?.once) fault = undefined;
    const kind = active?.kind;
    if (kind === "reset" || kind === "refuse") return void res.socket?.destroy();
    if (kind === "stall") {
      stalled.add(res);
      res.once("close", () => stalled.delete(res));
      return;
    }
    if (kind === "5xx") return void res.writeHead(503, { "content-type": "text/html" }).end("<html><body>503 Service Temporarily Unavailable</body></html>");
    if (kind === "malformed") return void res.writeHead(200, { "content-type": "application/json" }).end('{"status":"success","data":{"arMessages":');
    if (kind === "arErrors") {
      const body = { status: "error", data: { arMessages: null, arErrors: [{ code: "INTERNAL", message: "Сервис отказал" }] }, errors: [] };
      return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    }
    try {
      const upstream = await fetch(`${target}${req.url}`, {
        method: req.method,
        headers: { "content-type": req.headers["content-type"] ?? "application/json" },
        body: req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks),
      });
      const text = await upstream.text();
      if (kind === "lose-answer") return void res.socket?.destroy();
      res.writeHead(upstream.status, { "content-type": "application/json" });
      res.end(text);
    } catch {
      res.socket?.destroy();
    }
  });
  await new Promise<void>((resolve) => hop.listen(0, "127.0.0.1", resolve));
  const port = (hop.address() as AddressInfo).port;
  let listening = true;

  const listen = async (on: boolean) => {
    if (on === listening) return;
    listening = on;
    if (on) await new Promise<void>((resolve) => hop.listen(port, "127.0.0.1", resolve));
    else {
      const closed = new Promise<void>((resolve) => hop.close(() => resolve()));
      hop.closeAllConnections();
      await closed;
    }
  };

  return {
    base: `http://127.0.0.1:${port}`,
    calls,
    requestIds,
    /** Fails every call from now on (or those whose path ends with `only`; with `once`, only the next one). */
    async fail(kind: Fault, options: { only?: string; once?: boolean } = {}) {
      fault = { kind, ...options };
      await listen(kind !== "refuse");
    },
    /** Back to passing everything through; stalled requests are dropped. */
    async heal() {
      fault = undefined;
      for (const res of stalled) res.socket?.destroy();
      await listen(true);
    },
    async close() {
      for (const res of stalled) res.socket?.destroy();
      if (!listening) return;
      const closed = new Promise<void>((resolve) => hop.close(() => resolve()));
      hop.closeAllConnections();
      await closed;
    },
  };
}

export type FaultyHop = Awaited<ReturnType<typeof startFaultyHop>>;
