import type { ServerBuild } from "@remix-run/node";
import type { CreateStorefront } from "./lib/front-door";
import { startProcess } from "./lib/process";

/*
 * The process's entry: the server build (Vite's in development), the storefront it exports
 * (docs/decisions/032-one-front-door.md), then the process around it (lib/process.ts) until
 * SIGTERM or SIGINT.
 */

const isProduction = process.env.NODE_ENV === "production";
const viteDevServer = isProduction
  ? undefined
  : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true } }));
const loadBuild = async () =>
  viteDevServer
    ? ((await viteDevServer.ssrLoadModule("virtual:remix/server-build")) as ServerBuild)
    : ((await import(/* @vite-ignore */ new URL("./server/index.js", import.meta.url).href)) as ServerBuild);
const build = await loadBuild();
const { createStorefront } = build.entry.module as unknown as { createStorefront: CreateStorefront };

let storefront: ReturnType<CreateStorefront>;
try {
  // In development the build changes under hot reloading: Remix loads it for every request.
  storefront = createStorefront({ env: process.env, build, reloadBuild: viteDevServer ? loadBuild : undefined });
} catch (error) {
  if (!(error instanceof Error && error.name === "ConfigError")) throw error;
  console.error(error.message);
  process.exit(1);
}
const { config, logger } = storefront;
// Remix's and React's warnings too: every line the process writes is one JSON object.
storefront.routeConsoleToLogger();
if (config.sessionSecretGenerated) {
  logger.warn("SESSION_SECRET is not set: using a random secret, so sessions end when the process restarts");
}

const running = await startProcess({ storefront, env: process.env, vite: viteDevServer, clientDir: "build/client" });

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    if (running.stopping) return;
    logger.info("shutting down: finishing in-flight requests", { signal });
    const force = setTimeout(() => {
      logger.warn("shutdown timed out, closing remaining connections");
      running.destroyAll();
    }, 10_000);
    force.unref();
    void running.stop().then(() => {
      void viteDevServer?.close();
      logger.info("stopped");
      process.exit(0);
    });
  });
}
