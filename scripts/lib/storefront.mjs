// The production server for the measuring scripts (bench, lighthouse, load): `node
// build/server.js` on a free loopback port over a fresh temporary database of the embedded
// reference API, stopped and cleaned up by stop().
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const BROWSER_UA =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

export function requireBuild() {
  if (!existsSync("build/server.js") || !existsSync("build/client")) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
}

/**
 * `separateApi`: the reference dealer API in a process of its own (`npm run dealer-api`), as
 * production runs the real one, so that the storefront's CPU is the storefront's alone; by
 * default it is the embedded one, whose work counts in the storefront's process.
 * @param {{ cars?: number, env?: Record<string, string>, name: string, separateApi?: boolean }} options
 * @returns {Promise<{ base: string, apiUrl: string | undefined, pid: number, cpuMs: () => number,
 *   exited: Promise<{ code: number | null, signal: string | null }>, stop: (signal?: string) => Promise<void> }>}
 */
export async function startStorefront({ cars, env = {}, name, separateApi = false }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dbDir = await mkdtemp(join(tmpdir(), `storefront-${name}-`));
  const api = separateApi ? await startDealerApi({ cars, dbFile: join(dbDir, "dealer.sqlite") }) : undefined;
  // STOREFRONT_NODE_ARGS="--cpu-prof --cpu-prof-dir=prof": Node's own flags for the server
  // (a CPU profile of what a bench measures; Node refuses --cpu-prof in NODE_OPTIONS).
  const nodeArgs = process.env.STOREFRONT_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const server = spawn(process.execPath, [...nodeArgs, "build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      // Info, for the embedded API's address; the request log is read and dropped.
      LOG_LEVEL: "info",
      SESSION_SECRET: `${name}-session-secret-0123456789abcdef`,
      DEALER_API_URL: "",
      DEALER_API_DB: join(dbDir, "dealer.sqlite"),
      ...(cars ? { DEALER_API_SEED_CARS: String(cars) } : {}),
      // With a dealer API of its own, production asks for the public origin too.
      ...(api ? { DEALER_API_URL: api.url, SITE_URL: base } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let stopping = false;
  const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve({ code, signal })));
  void exited.then(({ code }) => {
    if (stopping) return;
    console.error(`the server stopped unexpectedly (exit code ${code})`);
    process.exit(1);
  });

  let apiUrl;
  let tail = "";
  server.stdout.on("data", (chunk) => {
    if (apiUrl) return;
    tail += chunk.toString();
    const match = /"msg":"using the embedded reference dealer API","url":"([^"]+)"/.exec(tail);
    if (match) apiUrl = match[1];
    if (tail.length > 100_000) tail = tail.slice(-10_000);
  });

  await waitUntilUp(`${base}/healthz`, 600_000);
  return {
    base,
    get apiUrl() {
      return apiUrl;
    },
    pid: server.pid,
    exited,
    /** User and system CPU time of the server process so far (not a separate dealer API's), from /proc (Linux); NaN elsewhere. */
    cpuMs: () => cpuMsOf(server.pid),
    async stop(signal = "SIGTERM") {
      stopping = true;
      if (server.exitCode === null) server.kill(signal);
      await exited;
      await api?.stop();
      await rm(dbDir, { recursive: true, force: true });
    },
  };
}

/** User and system CPU time of a process so far, from /proc (Linux); NaN elsewhere. */
function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) / 100) * 1000;
  } catch {
    return Number.NaN;
  }
}

/** The reference dealer API alone (`npm run dealer-api`, this checkout's own) on a free loopback port. */
async function startDealerApi({ cars, dbFile }) {
  const port = await freePort();
  const api = spawn(join("node_modules", ".bin", "tsx"), ["dealer-api/main.ts"], {
    env: {
      ...process.env,
      DEALER_API_HOST: "127.0.0.1",
      DEALER_API_PORT: String(port),
      DEALER_API_DB: dbFile,
      ...(cars ? { DEALER_API_SEED_CARS: String(cars) } : {}),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => api.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 600_000;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the dealer API stopped (exit code ${api.exitCode})`);
    try {
      // Any answer, a 404 included, means it listens (it seeds before it listens).
      await fetch(url);
      break;
    } catch {
      if (Date.now() > until) throw new Error("the dealer API did not come up within 600 s");
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    url,
    async stop() {
      if (api.exitCode === null) api.kill("SIGTERM");
      await exited;
    },
  };
}

/** A returning visitor's Cookie header: the cookies a response set, sent back as a browser would. */
export function cookiesOf(response, previous = "") {
  const jar = new Map(
    previous
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair]),
  );
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";")[0];
    jar.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  return [...jar.values()].join("; ");
}

export async function waitUntilUp(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not come up within ${timeoutMs / 1000} s`);
}

/**
 * A loopback port nobody listens on right now, for a server started next. It is taken below
 * the kernel's ephemeral range: a port the kernel hands out (to `listen(0)`, as the embedded
 * dealer API asks, or to an outgoing connection) can then never be the one chosen here and
 * not yet bound, which had made servers started side by side fail with EADDRINUSE.
 */
export async function freePort() {
  const low = ephemeralLow();
  for (let tries = 0; tries < 50; tries++) {
    const port = 10_000 + Math.floor(Math.random() * (low - 10_000));
    if (await bindable(port)) return port;
  }
  throw new Error(`no free loopback port found between 10000 and ${low}`);
}

function ephemeralLow() {
  try {
    const [low] = readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number);
    if (low > 11_000) return low;
  } catch {
    // Not Linux: the IANA range starts at 49152.
  }
  return 32_768;
}

function bindable(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** --name value / --name=value pairs; every value a positive whole number unless listed in `lists`. */
export function parseArgs(argv, known, lists = []) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match || !known.includes(match[1])) {
      console.error(`unknown argument ${argv[i]}; known: ${known.map((k) => `--${k}`).join(", ")}`);
      process.exit(2);
    }
    const raw = match[2] ?? argv[++i];
    if (lists.includes(match[1])) {
      out[match[1]] = String(raw).split(",").filter(Boolean);
      continue;
    }
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1) {
      console.error(`--${match[1]} needs a positive whole number`);
      process.exit(2);
    }
    out[match[1]] = value;
  }
  return out;
}
