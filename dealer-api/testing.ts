import express from "express";
import type { Server } from "node:http";
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
