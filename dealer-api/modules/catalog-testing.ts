import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createDealerApi, type DealerApiOptions } from "../app";

export type Envelope<T = unknown> = {
  status: "success" | "error";
  data: { arMessages: T | null; arErrors: Array<{ code: string; message: string; field?: string }> };
  errors: unknown[];
};

/** The reference API on an in-memory database, served on a free loopback port, for tests. */
export async function startTestApi(options: Partial<DealerApiOptions> = {}) {
  const api = createDealerApi({ dbFile: ":memory:", ...options });
  const app = express();
  app.use(api.router);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function send<T>(path: string, init?: RequestInit) {
    const response = await fetch(`${base}${path}`, init);
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }

  return {
    db: api.db,
    base,
    get: <T = unknown>(path: string, query: Record<string, string | string[]> = {}) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) params.append(key, v);
      const qs = params.toString();
      return send<T>(qs ? `${path}?${qs}` : path);
    },
    post: <T = unknown>(path: string, body: unknown) =>
      send<T>(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
    postForm: <T = unknown>(path: string, body: Record<string, string>) =>
      send<T>(path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(body).toString(),
      }),
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      api.close();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;
