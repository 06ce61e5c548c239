// npm run bench [-- --cars 30000] [--duration 10] [--connections 10]
//
// Throughput and latency of the catalogue and a car page, each beside the same bytes served
// as a static file by the same server, so the ratio says what rendering costs on this machine
// whatever the machine is. Needs an existing production build (npm run build); starts
// `node build/server.js` on a free port with a fresh temporary database, warms up, measures
// with autocannon, prints a table, writes bench-results/latest.json and stops the server.
//
// The visitor is a returning anonymous one (the F_USER_ID cookie of the warm-up request),
// the case a CDN would also see: every page request still resolves the visitor and calls the
// dealer API; nothing is cached in the storefront but common data and the page texts.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { Buffer } from "node:buffer";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const args = parseArgs(process.argv.slice(2));
const cars = args.cars ?? 300;
const duration = args.duration ?? 10;
const connections = args.connections ?? 10;

if (!existsSync("build/server.js") || !existsSync("build/client")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const dbDir = await mkdtemp(join(tmpdir(), "storefront-bench-"));
const server = spawn(process.execPath, ["build/server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "info",
    SESSION_SECRET: "bench-session-secret-0123456789abcdef",
    DEALER_API_URL: "",
    DEALER_API_DB: join(dbDir, "dealer.sqlite"),
    DEALER_API_SEED_CARS: String(cars),
  },
  stdio: ["ignore", "pipe", "inherit"],
});
let apiUrl;
let stdoutTail = "";
server.stdout.on("data", (chunk) => {
  // Only the embedded API's address is of interest; the request log is read and dropped.
  if (apiUrl) return;
  stdoutTail += chunk.toString();
  const match = /"msg":"using the embedded reference dealer API","url":"([^"]+)"/.exec(stdoutTail);
  if (match) apiUrl = match[1];
  if (stdoutTail.length > 100_000) stdoutTail = stdoutTail.slice(-10_000);
});
server.once("exit", (code) => {
  if (!stopping) {
    console.error(`the server stopped unexpectedly (exit code ${code})`);
    process.exit(1);
  }
});
let stopping = false;

try {
  const startedAt = Date.now();
  await waitUntilUp(`${base}/healthz`, 300_000);
  console.log(`server up on ${base} with ${cars} cars in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

  // A returning anonymous visitor: the cookie the first visit gets.
  const first = await fetch(`${base}/catalog`);
  const cookie = (first.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
  const headers = { cookie };
  const catalogHtml = await (await fetch(`${base}/catalog`, { headers })).text();
  const carPath = /href="(\/cars\/[a-z0-9-]+\/[a-z0-9-]+\/\d+)"/.exec(catalogHtml)?.[1];
  if (!carPath) throw new Error("no car link on /catalog");
  const carHtml = await (await fetch(base + carPath, { headers })).text();

  // The same bytes, served by express.static of the same server.
  await mkdir("build/client/bench", { recursive: true });
  await writeFile("build/client/bench/catalog.html", catalogHtml);
  await writeFile("build/client/bench/car.html", carHtml);

  const targets = [
    { name: "/catalog", path: "/catalog", bytes: catalogHtml },
    { name: "/catalog as a static file", path: "/bench/catalog.html", bytes: catalogHtml },
    { name: `car page ${carPath}`, path: carPath, bytes: carHtml },
    { name: "car page as a static file", path: "/bench/car.html", bytes: carHtml },
  ];

  const queries = apiUrl ? await apiTimings(apiUrl) : null;

  console.log(`warming up (2 s per target)…`);
  for (const t of targets) await run(base + t.path, headers, 2, connections);

  const results = [];
  for (const t of targets) {
    console.log(`measuring ${t.name} (${duration} s, ${connections} connections)…`);
    const r = await run(base + t.path, headers, duration, connections);
    results.push({
      target: t.name,
      path: t.path,
      htmlBytes: Buffer.byteLength(t.bytes),
      htmlGzipBytes: gzipSync(t.bytes).length,
      requestsPerSecond: Math.round(r.requests.average * 10) / 10,
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors,
    });
  }

  const ratio = (page, file) => Math.round((page.requestsPerSecond / file.requestsPerSecond) * 1000) / 1000;
  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    cars,
    durationSeconds: duration,
    connections,
    results,
    ratios: { catalog: ratio(results[0], results[1]), car: ratio(results[2], results[3]) },
    dealerApiQueries: queries,
  };

  console.log("");
  console.table(
    results.map((r) => ({
      target: r.target,
      "req/s": r.requestsPerSecond,
      "p50 ms": r.latencyP50Ms,
      "p99 ms": r.latencyP99Ms,
      "HTML kB": (r.htmlBytes / 1024).toFixed(1),
      "gzip kB": (r.htmlGzipBytes / 1024).toFixed(1),
      "non-2xx": r.non2xx,
    })),
  );
  console.log(`page rps / static rps: catalogue ${summary.ratios.catalog}, car page ${summary.ratios.car}`);
  if (queries) console.log("dealer API, sequential, mean ms:", queries);

  await mkdir("bench-results", { recursive: true });
  await writeFile("bench-results/latest.json", `${JSON.stringify(summary, null, 2)}\n`);
  console.log("written to bench-results/latest.json");
} finally {
  stopping = true;
  server.kill("SIGTERM");
  await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once("exit", resolve)));
  await rm(dbDir, { recursive: true, force: true });
  await rm("build/client/bench", { recursive: true, force: true });
}

function run(url, headers, seconds, conns) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, duration: seconds, connections: conns }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Mean time of the catalogue's dealer API calls, one at a time (the database's share of a page). */
async function apiTimings(apiBase) {
  const time = async (path, init) => {
    const n = 30;
    const start = performance.now();
    for (let i = 0; i < n; i++) {
      const response = await fetch(apiBase + path, init);
      await response.arrayBuffer();
    }
    return Math.round(((performance.now() - start) / n) * 100) / 100;
  };
  const list = await (await fetch(`${apiBase}/api/rrt/catalog/Catalog/getList?pageSize=24`)).json();
  const id = list.data.arMessages.items[0].id;
  return {
    "getList (no filters)": await time("/api/rrt/catalog/Catalog/getList?pageSize=24"),
    "getList (brand, price, body)": await time(
      "/api/rrt/catalog/Catalog/getList?pageSize=24&brand=haval,chery&priceTo=3000000&body=crossover&sort=price_asc",
    ),
    "getList (page 20)": await time("/api/rrt/catalog/Catalog/getList?pageSize=24&page=20"),
    getPageData: await time("/api/rrt/catalog/Catalog/getPageData"),
    getCar: await time(`/api/rrt/catalog/Catalog/getCar?id=${id}`),
  };
}

async function waitUntilUp(url, timeoutMs) {
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

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const match = /^--(cars|duration|connections)(?:=(.*))?$/.exec(argv[i]);
    if (!match) {
      console.error(`unknown argument ${argv[i]}; use --cars N, --duration S, --connections C`);
      process.exit(2);
    }
    const value = Number(match[2] ?? argv[++i]);
    if (!Number.isInteger(value) || value < 1) {
      console.error(`--${match[1]} needs a positive whole number`);
      process.exit(2);
    }
    out[match[1]] = value;
  }
  return out;
}
