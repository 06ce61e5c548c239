// npm run bench [-- --cars 300,30000] [--duration 5] [--connections 10] [--pages /,/catalog]
//                 [--encodings br,identity] [--warmup 3] [--visitors first,returning,personal]
//                 [--api separate]
//
// Throughput, latency and server CPU of the popular pages for three kinds of visitor, each
// beside the same bytes served as a static file by the same server in the same run, so the
// ratio says what a page costs on this machine whatever the machine is:
//   - first:     a first-time visitor (no cookies: answered from the HTML cache, no visitor
//                created until it comes again, docs/decisions/035-first-visits-from-the-cache.md);
//   - returning: a returning visitor with no personal state (its first visit's cookies): the
//                case the storefront's HTML cache and a CDN serve;
//   - personal:  a visitor with a favourite: the page is rendered for them every time.
// Requests say `Accept-Encoding: br` as a browser does; the same runs without compression
// (identity) are reported beside them. Needs a production build (npm run build); starts
// `node build/server.js` with a fresh database per car count, prints a table per count and
// writes bench-results/latest.json.
import { mkdir, rm, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import { Buffer } from "node:buffer";
import { URLSearchParams } from "node:url";
import { brotliCompressSync, gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { BROWSER_UA, cookiesOf, parseArgs, requireBuild, startStorefront } from "./lib/storefront.mjs";

const args = parseArgs(
  process.argv.slice(2),
  ["cars", "duration", "connections", "pages", "encodings", "warmup", "visitors", "api"],
  ["cars", "pages", "encodings", "visitors", "api"],
);
const carCounts = (args.cars ?? ["300", "30000"]).map(Number);
const duration = args.duration ?? 5;
// Seconds of unmeasured load before each target. V8 compiles a hot path on helper threads,
// and that CPU counts against the process: measured after one second, the first rendered
// target of a run cost up to a third more per request than the same target measured again.
const warmup = args.warmup ?? 3;
const connections = args.connections ?? 10;
const encodings = args.encodings ?? ["br", "identity"];
// --visitors personal,first: only those kinds (beside the static twin).
const KINDS = ["first", "returning", "personal"].filter((kind) => !args.visitors || args.visitors.includes(kind));

// --api separate: the reference dealer API in a process of its own, as in production; the CPU
// per request is then the storefront's alone (by default the embedded API's work counts in it).
const separateApi = (args.api ?? ["embedded"])[0] === "separate";
requireBuild();

const report = {
  date: new Date().toISOString(),
  node: process.version,
  // A shared machine's other work shows in every number; the ratios and CPU per request suffer least.
  cpus: cpus().length,
  durationSeconds: duration,
  connections,
  dealerApi: separateApi ? "separate process" : "embedded",
  runs: [],
};

for (const cars of carCounts) {
  const startedAt = Date.now();
  const server = await startStorefront({ cars, name: "bench", env: { FORM_RATE_LIMIT: "1000000/60" }, separateApi });
  try {
    console.log(`\n${cars} cars: server up on ${server.base} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    const pages = await discoverPages(server.base);
    const visitors = await makeVisitors(server.base, pages.carId);
    await mkdir("build/client/bench", { recursive: true });

    const rows = [];
    for (const page of pages.list) {
      // The static twin: the returning visitor's document, with the compressed siblings a
      // precompressing static server would find beside it.
      const html = await (await fetch(server.base + page.path, { headers: visitors.returning })).text();
      const file = `/bench/${page.slug}.html`;
      await writeFile(`build/client${file}`, html);
      await writeFile(`build/client${file}.br`, brotliCompressSync(html));
      await writeFile(`build/client${file}.gz`, gzipSync(html, { level: 9 }));
      for (const encoding of encodings) {
        const targets = [
          { kind: "static", path: file, headers: {} },
          ...KINDS.map((kind) => ({ kind, path: page.path, headers: visitors[kind] })),
        ];
        let staticRps;
        for (const target of targets) {
          const headers = { "user-agent": BROWSER_UA, "accept-encoding": encoding, ...target.headers };
          await measure(server.base + target.path, headers, warmup); // caches, JIT
          const cpuBefore = server.cpuMs();
          const result = await measure(server.base + target.path, headers, duration);
          const cpu = server.cpuMs() - cpuBefore;
          // Completed requests over the run's length: per-second samples miss slow runs' requests.
          const rps = result.requests.total / result.duration;
          if (target.kind === "static") staticRps = rps;
          const row = {
            cars,
            page: page.name,
            visitor: target.kind,
            encoding,
            requestsPerSecond: round(rps, 1),
            ratioToStatic: target.kind === "static" ? 1 : round(rps / staticRps, 3),
            latencyP50Ms: result.latency.p50,
            latencyP99Ms: result.latency.p99,
            // The server process's CPU (storefront and embedded API) per request: unlike req/s it
            // hardly moves when other work shares the machine.
            serverCpuMsPerRequest: Number.isNaN(cpu) ? null : round(cpu / Math.max(1, result.requests.total), 2),
            bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
            htmlBytes: Buffer.byteLength(html),
            non2xx: result.non2xx,
            errors: result.errors,
          };
          rows.push(row);
          console.log(
            `  ${page.name.padEnd(16)} ${target.kind.padEnd(9)} ${encoding.padEnd(8)} ${String(row.requestsPerSecond).padStart(7)} req/s` +
              `  ratio ${String(row.ratioToStatic).padEnd(5)}  CPU ${row.serverCpuMsPerRequest} ms/req  p50 ${row.latencyP50Ms} ms` +
              (row.non2xx || row.errors ? `  non-2xx ${row.non2xx} errors ${row.errors}` : ""),
          );
        }
      }
    }
    report.runs.push({ cars, loadAverageAtEnd: loadavg().map((n) => round(n, 2)), rows });

    console.log(`\n${cars} cars, ${duration} s per target, ${connections} connections:`);
    console.table(
      rows.map((r) => ({
        page: r.page,
        visitor: r.visitor,
        enc: r.encoding,
        "req/s": r.requestsPerSecond,
        "× static": r.ratioToStatic,
        "CPU ms/req": r.serverCpuMsPerRequest,
        "p50 ms": r.latencyP50Ms,
        "p99 ms": r.latencyP99Ms,
        "wire kB": round(r.bytesPerResponse / 1024, 1),
        "HTML kB": round(r.htmlBytes / 1024, 1),
        "non-2xx": r.non2xx,
      })),
    );
    console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(" ")} on ${cpus().length} CPUs`);
  } finally {
    await server.stop();
    await rm("build/client/bench", { recursive: true, force: true });
  }
}

await mkdir("bench-results", { recursive: true });
await writeFile("bench-results/latest.json", `${JSON.stringify(report, null, 2)}\n`);
console.log("\nwritten to bench-results/latest.json");

/** The measured pages: home, catalogue, a car, the news list and contacts (each only if it answers 200). */
async function discoverPages(base) {
  const headers = { "user-agent": BROWSER_UA };
  const catalog = await (await fetch(`${base}/catalog`, { headers })).text();
  const carPath = /href="(\/cars\/[a-z0-9-]+\/[a-z0-9-]+\/(\d+))"/.exec(catalog);
  if (!carPath) throw new Error("no car link on /catalog");
  const candidates = [
    { name: "/", slug: "home", path: "/" },
    { name: "/catalog", slug: "catalog", path: "/catalog" },
    { name: "car page", slug: "car", path: carPath[1] },
    { name: "/company/news", slug: "news", path: "/company/news" },
    { name: "/company/contacts", slug: "contacts", path: "/company/contacts" },
  ];
  const wanted = args.pages;
  const list = [];
  for (const page of candidates) {
    if (wanted && !wanted.includes(page.path) && !wanted.includes(page.slug)) continue;
    const response = await fetch(base + page.path, { headers });
    await response.arrayBuffer();
    if (response.status === 200) list.push(page);
    else console.log(`  ${page.path} answers ${response.status}: not measured`);
  }
  return { list, carId: carPath[2] };
}

/** Cookie headers of a returning stateless visitor and of one with a favourite (made through the site's own form). */
async function makeVisitors(base, carId) {
  const headers = { "user-agent": BROWSER_UA };
  // A first visit leaves only the visited mark; the id comes with the second request
  // (docs/decisions/035-first-visits-from-the-cache.md).
  const secondVisit = async () => {
    const marked = cookiesOf(await fetch(`${base}/`, { headers }));
    return cookiesOf(await fetch(`${base}/`, { headers: { ...headers, cookie: marked } }), marked);
  };
  const returningCookie = await secondVisit();
  let personalCookie = await secondVisit();
  const added = await fetch(`${base}/favorites`, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...headers,
      cookie: personalCookie,
      origin: base,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ intent: "add", id: carId }),
  });
  personalCookie = cookiesOf(added, personalCookie);
  // A list change drops the visitor's snapshot (ADR 054): the next page writes a new one, which
  // the browser keeps, as this visitor does.
  const listPage = await fetch(`${base}/favorites`, { headers: { ...headers, cookie: personalCookie } });
  personalCookie = cookiesOf(listPage, personalCookie);
  const favourites = await listPage.text();
  if (added.status >= 400 || !favourites.includes(`/${carId}"`)) {
    throw new Error(`could not add car ${carId} to a visitor's favourites (POST /favorites answered ${added.status})`);
  }
  return { first: {}, returning: { cookie: returningCookie }, personal: { cookie: personalCookie } };
}

function measure(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, duration: seconds, connections }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function round(n, digits) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}
