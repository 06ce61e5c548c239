import { connect } from "node:net";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { startProcess, type Timeouts } from "../../lib/process";
import { createStorefront } from "./storefront.server";

/*
 * The real process (lib/process.ts: Express, limits, health, metrics, shutdown) on a free
 * loopback port, in the test's own process, over the embedded reference API on a throw-away
 * database and a small server build of the test's routes: what server.ts runs, without
 * needing `npm run build`.
 */

export type TestRoute = { path: string; module: Record<string, unknown> };

export type TestProcess = Awaited<ReturnType<typeof startTestProcess>>;

export async function startTestProcess(
  options: { env?: Record<string, string>; routes?: Record<string, TestRoute>; timeouts?: Partial<Timeouts>; metricsListener?: boolean } = {},
) {
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "test",
    SESSION_SECRET: "process-test-session-secret-0123456789",
    LOG_LEVEL: "silent",
    DEALER_API_DB: ":memory:",
    DEALER_API_SEED_CARS: "12",
    ...options.env,
  };
  const storefront = createStorefront({ env, build: testBuild(options.routes ?? {}) });
  const running = await startProcess({
    storefront,
    env,
    listen: { port: 0, host: "127.0.0.1" },
    clientDir: "build/.no-client-files-in-tests",
    timeouts: options.timeouts,
    metricsListen: options.metricsListener ? { port: 0, host: "127.0.0.1" } : undefined,
  });
  const { port } = new URL(running.url);
  return {
    url: running.url,
    port: Number(port),
    metricsUrl: running.metricsUrl,
    dealerApiUrl: running.dealerApiUrl,
    running,
    /** Ends every connection and waits for the process's own stop (the embedded API closed). */
    async stop() {
      running.destroyAll();
      await running.stop();
    },
  };
}

/** A page whose document names its path: enough for the process's concerns. */
function testBuild(routes: Record<string, TestRoute>): ServerBuild {
  return {
    mode: "production",
    entry: {
      module: {
        default(request: Request, status: number, headers: Headers, _entry: unknown, _context: AppLoadContext) {
          const html = `<!DOCTYPE html><html lang="ru"><head><title>test</title></head><body><p>${new URL(request.url).pathname}</p></body></html>`;
          headers.set("Content-Type", "text/html; charset=utf-8");
          return new Response(html, { status, headers });
        },
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => null, loader: () => ({ ok: true }) } },
      "routes/page": { id: "routes/page", parentId: "root", path: "page", module: { default: () => null, loader: () => ({ ok: true }) } },
      ...Object.fromEntries(Object.entries(routes).map(([id, route]) => [id, { id, parentId: "root", ...route }])),
    },
    assets: { entry: { imports: [], module: "/entry.js" }, routes: {}, url: "/manifest.js", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v3_singleFetch: true },
    isSpaMode: false,
  } as unknown as ServerBuild;
}

/** What came back on a raw connection, and how it ended: a reset loses what was not read yet. */
export type Exchange = { answer: string; ended: "closed" | "reset" | "open"; ms: number };

/**
 * Writes `head`, then `body` chunk by chunk (`gapMs` apart), on a new connection that, as a
 * browser uploading a form, goes on sending after the server's answer and its FIN; with
 * `end`, it then ends its side. Reads until the connection is gone or `waitMs` has passed.
 */
export function exchange(port: number, head: string, options: { body?: Buffer[]; gapMs?: number; waitMs?: number; end?: boolean } = {}): Promise<Exchange> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    const received: Buffer[] = [];
    let ended: Exchange["ended"] = "open";
    const finish = () => {
      clearTimeout(timer);
      resolve({ answer: Buffer.concat(received).toString("utf8"), ended, ms: Date.now() - started });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      finish();
    }, options.waitMs ?? 5_000);
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET" || error.code === "EPIPE") ended = "reset";
    });
    socket.on("close", () => {
      if (ended === "open") ended = "closed";
      finish();
    });
    const chunks = [...(options.body ?? [])];
    let serverEnded = false;
    // The server's FIN: once the client has nothing more to send, it ends its side too.
    socket.on("end", () => {
      serverEnded = true;
      if (chunks.length === 0) socket.end();
    });
    socket.write(head);
    const next = () => {
      if (socket.destroyed) return;
      const chunk = chunks.shift();
      if (!chunk) return void ((options.end || serverEnded) && socket.end());
      socket.write(chunk, (error) => {
        if (error) return;
        if (options.gapMs) setTimeout(next, options.gapMs);
        else next();
      });
    };
    next();
  });
}
