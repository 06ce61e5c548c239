import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/*
 * The documented deployment, run for real on this machine (`npm run stack`): Debian's nginx
 * with the configuration of docs/deploying.md (read from the document itself, so the two
 * cannot drift apart) in front of two storefront instances, which share the reference dealer
 * API (run alone, as a real one would be) and Redis, everything on loopback. Ports follow
 * STACK_PORT (nginx; the instances, the API and Redis take the four after it). Ctrl-C tears it
 * all down. `npm run stack -- --check` starts it, asks nginx for `/` and tears it down.
 * tests/e2e/deployment-stack.spec.ts drives the same stack.
 */

const root = resolve(fileURLToPath(new URL("..", import.meta.url)));

export type Instance = {
  port: number;
  url: string;
  /** SIGTERM, then wait for the exit (a graceful stop). */
  stop(): Promise<number | null>;
  /** SIGKILL: the instance vanishes with whatever it was doing. */
  kill(): Promise<void>;
  /** Starts it again on the same port and waits until it is ready. */
  start(): Promise<void>;
};

export type Stack = {
  /** nginx's address: what visitors use. */
  url: string;
  instances: [Instance, Instance];
  /** The reference dealer API's SQLite file (leads can be counted in it). */
  dealerApiDb: string;
  /** Everything the processes wrote, for a failing test's message. */
  output(): string;
  /** nginx's error log so far (an upstream that failed, and why). */
  nginxErrors(): string;
  stop(): Promise<void>;
};

/** nginx and redis-server from Debian: installed as root when missing, otherwise a loud stop. */
export function requireBinaries(): { nginx: string; redis: string } {
  const nginx = process.env.NGINX ?? "/usr/sbin/nginx";
  const redis = process.env.REDIS_SERVER ?? "redis-server";
  const runs = (binary: string, arg: string) => spawnSync(binary, [arg], { stdio: "ignore" }).status === 0;
  for (const [binary, arg, pkg] of [
    [nginx, "-v", "nginx"],
    [redis, "--version", "redis-server"],
  ] as const) {
    if (runs(binary, arg)) continue;
    if (process.getuid?.() === 0 && spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0) {
      console.error(`${pkg} is missing: installing Debian's ${pkg} package`);
      const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
      spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
      const installed = spawnSync("apt-get", ["install", "-y", "-qq", pkg], { stdio: "inherit", env });
      if (installed.status === 0 && runs(binary, arg)) continue;
    }
    throw new Error(`The deployment stack needs ${binary} (Debian's ${pkg} package). Install it as root: apt-get update && apt-get install -y ${pkg}`);
  }
  return { nginx, redis };
}

/** The documented nginx configuration, pointed at this machine's instances and port. */
export function nginxConfig(options: { port: number; instancePorts: number[]; dir: string }): string {
  const doc = readFileSync(join(root, "docs/deploying.md"), "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error("docs/deploying.md has no ```nginx block");
  let upstream = 0;
  const server = block
    .split("\n")
    // The documented example's hosts become this machine's instances, in order.
    .map((line) =>
      line.replace(/server\s+\d+\.\d+\.\d+\.\d+:\d+/, () => `server 127.0.0.1:${options.instancePorts[upstream++] ?? 0}`),
    )
    // Plain HTTP on loopback: no certificate here.
    .map((line) => line.replace(/listen\s+443[^;]*;/, `listen 127.0.0.1:${options.port};`))
    .filter((line) => !/^\s*#?\s*ssl_/.test(line))
    .join("\n");
  if (upstream !== options.instancePorts.length) throw new Error(`docs/deploying.md's upstream names ${upstream} servers, expected ${options.instancePorts.length}`);
  const d = options.dir;
  return `daemon off;
worker_processes 1;
pid ${d}/nginx.pid;
error_log ${d}/nginx-error.log warn;
events { worker_connections 1024; }
http {
    access_log ${d}/nginx-access.log;
    client_body_temp_path ${d}/client_body;
    proxy_temp_path ${d}/proxy;
    fastcgi_temp_path ${d}/fastcgi;
    uwsgi_temp_path ${d}/uwsgi;
    scgi_temp_path ${d}/scgi;
${server}
}
`;
}

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${output()}`);
}

export async function startStack(options: { port: number; log?: (line: string) => void }): Promise<Stack> {
  const { nginx, redis } = requireBinaries();
  if (!existsSync(join(root, "build/server.js"))) throw new Error("No build: run `npm run build` first");
  const port = options.port;
  const [portA, portB, apiPort, redisPort] = [port + 1, port + 2, port + 3, port + 4];
  const dir = join(tmpdir(), `storefront-stack-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let output = "";
  const children = new Set<ChildProcess>();
  const run = (name: string, command: string, args: string[], env: Record<string, string> = {}) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    children.add(child);
    child.once("exit", () => children.delete(child));
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text.replace(/^(?=.)/gm, `[${name}] `);
      if (output.length > 2_000_000) output = output.slice(-1_000_000);
    };
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);
    return child;
  };
  const stopAll = async () => {
    await Promise.all(
      [...children].map(async (child) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await once(child, "exit");
        clearTimeout(timer);
      }),
    );
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const redisProcess = run("redis", redis, ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"]);
    const dealerApiDb = join(dir, "dealer.sqlite");
    const api = run("dealer-api", join(root, "node_modules/.bin/tsx"), ["dealer-api/main.ts"], {
      DEALER_API_PORT: String(apiPort),
      DEALER_API_HOST: "127.0.0.1",
      DEALER_API_DB: dealerApiDb,
      DEALER_API_SEED_CARS: "60",
      DEALER_API_CODES_PER_CLIENT: "100000",
    });
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    await waitFor(`${apiUrl}/api/rrt/main/Location/getLocationList`, api, () => output);
    void redisProcess;

    const url = `http://127.0.0.1:${port}`;
    // What docs/deploying.md asks of every instance in production.
    const instanceEnv = {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      DEALER_API_URL: apiUrl,
      SESSION_SECRET: randomBytes(24).toString("hex"),
      SITE_URL: url,
      TRUST_PROXY: "loopback",
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      LOG_LEVEL: "warn",
      FORM_RATE_LIMIT: "100000/60",
    };
    const instance = (name: string, instancePort: number): Instance => {
      let child: ChildProcess | undefined;
      const self: Instance = {
        port: instancePort,
        url: `http://127.0.0.1:${instancePort}`,
        async start() {
          child = run(name, process.execPath, ["build/server.js"], { ...instanceEnv, PORT: String(instancePort) });
          await waitFor(`${self.url}/readyz`, child, () => output);
        },
        async stop() {
          if (!child || child.exitCode !== null) return child?.exitCode ?? null;
          child.kill("SIGTERM");
          const [code] = (await once(child, "exit")) as [number | null];
          return code;
        },
        async kill() {
          if (!child || child.exitCode !== null) return;
          child.kill("SIGKILL");
          await once(child, "exit");
        },
      };
      return self;
    };
    const instances: [Instance, Instance] = [instance("storefront-a", portA), instance("storefront-b", portB)];
    await Promise.all(instances.map((i) => i.start()));

    writeFileSync(join(dir, "nginx.conf"), nginxConfig({ port, instancePorts: [portA, portB], dir }));
    const proxy = run("nginx", nginx, ["-c", join(dir, "nginx.conf"), "-p", dir, "-e", join(dir, "nginx-error.log")]);
    await waitFor(`${url}/readyz`, proxy, () => `${output}\n${readIfThere(join(dir, "nginx-error.log"))}`);
    options.log?.(`stack: nginx ${url} → storefronts :${portA} and :${portB}, dealer API :${apiPort}, redis :${redisPort}`);
    return { url, instances, dealerApiDb, output: () => output, nginxErrors: () => readIfThere(join(dir, "nginx-error.log")), stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function readIfThere(path: string) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

// `npm run stack` (and `-- --check`).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.STACK_PORT ?? 8080);
  const check = process.argv.includes("--check");
  try {
    const stack = await startStack({ port, log: (line) => console.log(line) });
    if (check) {
      const response = await fetch(`${stack.url}/`);
      const ok = response.status === 200 && (await response.text()).includes("</html>");
      await stack.stop();
      console.log(ok ? `stack: ${stack.url}/ answered 200 through nginx; torn down` : `stack: ${stack.url}/ answered ${response.status}`);
      process.exit(ok ? 0 : 1);
    }
    console.log(`stack: open ${stack.url}/ — Ctrl-C stops everything`);
    for (const signal of ["SIGINT", "SIGTERM"] as const) {
      process.once(signal, () => {
        console.log("stack: stopping");
        void stack.stop().then(() => process.exit(0));
      });
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
