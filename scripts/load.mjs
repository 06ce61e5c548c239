// npm run load [-- --duration 60] [--soak 180] [--connections 20]
//
// A bounded load and shutdown check (a benchmark, not part of `npm test`): starts
// `node build/server.js`, as `npm start` does (the embedded reference API in the same process),
// on a free port with a fresh temporary database, then
//   1. load: autocannon on a mix of twelve pages (home, catalogue, a brand and a model page,
//      two cars, FAQ, contacts, favourites, comparison, the version poll) for --duration
//      seconds over --connections keep-alive connections, most requests from one returning
//      visitor (its cookies), the rest from first visits (no cookies) and a crawler; the
//      answers are counted by status, 503 (the maintenance page) apart: 0 expected (ADR 062);
//   2. soak: the same mix for --soak seconds (0 skips it), the server's RSS sampled every 5 s;
//   3. shutdown: SIGTERM while --connections keep-alive clients are busy: requests reset by
//      the server are counted (connections refused after the listener closed are not);
// and prints a table. Needs an existing production build (npm run build).
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { freePort, waitUntilUp } from "./lib/storefront.mjs";

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(" ")
    .split("--")
    .filter(Boolean)
    .map((pair) => pair.trim().split(/\s+/))
    .map(([key, value]) => [key, Number(value)]),
);
const duration = args.duration ?? 60;
const soak = args.soak ?? 180;
const connections = args.connections ?? 20;

if (!existsSync("build/server.js")) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

const METRICS_TOKEN = "load-metrics-token-0123456789abcdef";
const dir = await mkdtemp(join(tmpdir(), "storefront-load-"));
const dbFile = join(dir, "dealer.sqlite");
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["build/server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    SESSION_SECRET: "load-session-secret-0123456789abcdef",
    DEALER_API_URL: "",
    DEALER_API_DB: dbFile,
    FORM_RATE_LIMIT: "1000000/60",
    // The heap is read from /metrics, which the public port answers only with the token.
    METRICS_TOKEN: METRICS_TOKEN,
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve({ code, signal })));

try {
  await waitUntilUp(`${base}/healthz`, 60_000);
  const catalog = await (await fetch(`${base}/catalog`)).text();
  const cars = [...new Set([...catalog.matchAll(/href="(\/cars\/[^/"?]+\/[^/"?]+\/\d+)"/g)].map((match) => match[1]))];
  const [car, otherCar] = [cars[0], cars.at(-1)];
  if (!car || !otherCar) throw new Error("no car links on /catalog");
  const model = car.slice(0, car.lastIndexOf("/"));
  const brand = model.slice(0, model.lastIndexOf("/"));
  const browser = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
  // A returning visitor: the cookies of a first visit (the visited mark) and of the second
  // (its id: docs/decisions/035-first-visits-from-the-cache.md), sent back by hand.
  const cookiesOf = (response, previous = "") => {
    const jar = new Map(previous.split("; ").filter(Boolean).map((pair) => [pair.slice(0, pair.indexOf("=")), pair]));
    for (const set of response.headers.getSetCookie()) jar.set(set.slice(0, set.indexOf("=")), set.split(";")[0]);
    return [...jar.values()].join("; ");
  };
  const marked = cookiesOf(await fetch(`${base}/`, { headers: { "user-agent": browser } }));
  const cookie = cookiesOf(await fetch(`${base}/`, { headers: { "user-agent": browser, cookie: marked } }), marked);
  const crawler = "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)";
  const returning = { "user-agent": browser, cookie };
  const firstVisit = { "user-agent": browser };
  const requests = [
    { path: "/", headers: returning },
    { path: "/catalog", headers: returning },
    { path: brand, headers: returning },
    { path: model, headers: returning },
    { path: car, headers: returning },
    { path: otherCar, headers: returning },
    { path: "/favorites", headers: returning },
    { path: "/comparison", headers: returning },
    { path: "/build-version", headers: returning },
    { path: "/faq", headers: firstVisit },
    { path: "/company/contacts", headers: firstVisit },
    { path: "/catalog", headers: { "user-agent": crawler } },
  ];
  const shown = (path) => (path === car || path === otherCar ? "/cars/…" : path === model ? "/cars/{brand}/{model}" : path === brand ? "/cars/{brand}" : path);

  const load = await run({ duration, connections, requests });
  const rssBefore = rss();
  const samples = [rssBefore];
  const sampler = setInterval(() => samples.push(rss()), 5000);
  const soaked = await run({ duration: soak, connections, requests });
  clearInterval(sampler);
  const rssAfter = rss();
  const heap = await heapOf();
  const visitors = countVisitors();
  const shutdown = await shutdownUnderLoad(requests);

  const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
  const rows = [
    ["phase", "answers", "req/s", "p50 ms", "p99 ms", "max ms", "503", "other non-2xx", "errors"],
    ["load", ...numbers(load)],
    ...(soak > 0 ? [["soak", ...numbers(soaked)]] : []),
  ];
  console.log(`\nstorefront load check — ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")} (a shared machine: absolute numbers vary with its load)`);
  console.log(`${connections} connections; load ${duration} s, soak ${soak} s; page mix: ${requests.map((r) => shown(r.path)).join(", ")}\n`);
  console.log(table(rows));
  console.log(`\nRSS before soak ${mb(rssBefore)}, after ${mb(rssAfter)}, peak ${mb(Math.max(...samples))} (${samples.length} samples)`);
  console.log(`after the soak: V8 heap ${heap.used} MB used of ${heap.total} MB, external ${heap.external} MB (the rest of RSS is native: code, SQLite, malloc)`);
  console.log(`visitor rows after the soak: ${visitors} (crawlers and first visits create none: one for the returning visitor)`);
  console.log(
    `SIGTERM under load: ${shutdown.answered} answered during shutdown, ${shutdown.resets} reset, exit ${shutdown.code}, stopped in ${shutdown.ms} ms`,
  );
} finally {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill("SIGKILL");
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
}

function numbers(result) {
  const unavailable = result.statusCodeStats["503"]?.count ?? 0;
  return [
    String(result.requests.total),
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    String(result.latency.max),
    String(unavailable),
    String(result.non2xx - unavailable),
    String(result.errors + result.timeouts),
  ];
}

function run({ duration, connections, requests }) {
  if (duration === 0) return Promise.resolve(undefined);
  return new Promise((resolve, reject) => {
    autocannon({ url: base, connections, duration, requests, timeout: 20 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Busy keep-alive clients, then SIGTERM: errors other than a refused new connection are resets. */
async function shutdownUnderLoad(requests) {
  let resets = 0;
  let answered = 0;
  let signalled = false;
  const instance = autocannon({ url: base, connections, duration: 60, requests, timeout: 20 });
  instance.on("response", () => {
    if (signalled) answered++;
  });
  instance.on("reqError", (error) => {
    if (!signalled) return;
    if (error?.code === "ECONNREFUSED") return;
    resets++;
  });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  signalled = true;
  const started = Date.now();
  server.kill("SIGTERM");
  const { code } = await exited;
  const ms = Date.now() - started;
  instance.stop();
  return { resets, answered, code, ms };
}

/** The V8 heap and external memory, from the server's own metrics (MB). */
async function heapOf() {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const mb = (name) => (Number(new RegExp(`^${name} (\\S+)`, "m").exec(text)?.[1] ?? NaN) / 1048576).toFixed(0);
  return { used: mb("nodejs_heap_size_used_bytes"), total: mb("nodejs_heap_size_total_bytes"), external: mb("nodejs_external_memory_bytes") };
}

function rss() {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

function countVisitors() {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare("SELECT count(*) FROM visitors").pluck().get();
  } finally {
    db.close();
  }
}

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(" | ")} |`;
  return [line(rows[0]), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.slice(1).map(line)].join("\n");
}
