import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./fixtures";

/**
 * The reference API in a process of its own, behind a proxy that may answer some paths
 * itself (fail or stall them), for a storefront started with DEALER_API_URL at `url`.
 */
export async function startApiBehindProxy(env: Record<string, string>, intercept: (path: string, res: ServerResponse) => boolean) {
  const dir = mkdtempSync(join(tmpdir(), "home-api-"));
  const apiPort = await freePort();
  const api: ChildProcess = spawn(join("node_modules", ".bin", "tsx"), ["dealer-api/main.ts"], {
    env: { ...process.env, DEALER_API_PORT: String(apiPort), DEALER_API_DB: join(dir, "dealer.sqlite"), DEALER_API_SEED_CARS: "40", ...env },
    stdio: "ignore",
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${apiPort}/api/rrt/main/Location/getLocationList`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const held: ServerResponse[] = [];
  const proxy = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0]!.replace(/\/+$/, "");
    if (intercept(path, res)) {
      if (!res.writableEnded) held.push(res);
      return;
    }
    const upstream = httpRequest({ host: "127.0.0.1", port: apiPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  proxy.listen(0, "127.0.0.1");
  await once(proxy, "listening");
  const { port } = proxy.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      for (const res of held) res.destroy();
      proxy.close();
      if (api.exitCode === null) {
        api.kill("SIGTERM");
        await once(api, "exit");
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Map tiles come from the internet, which the tests do not have: refused at once. */
export const TILES = /tile\.openstreetmap\.org/;
