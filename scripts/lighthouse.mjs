// npm run lighthouse [-- --runs 3] [--pages /,/catalog,/service] [--cars 300]
//
// Lighthouse (mobile: an emulated mid-range phone on a throttled connection, simulated) on
// Debian's Chromium against the production build: home, catalogue, a car page, the news list
// and contacts, each run --runs times as a first-time visitor (Lighthouse resets the origin's
// storage before each run), and the medians printed and written to
// bench-results/lighthouse.json. Needs a production build (npm run build) and Chromium at
// CHROMIUM_PATH (default /usr/bin/chromium); never downloads a browser. The maps' tiles come
// from a tile server of the script's own on this machine (MAP_TILES_URL).
import { existsSync } from "node:fs";
import { Buffer } from "node:buffer";
import { crc32, deflateSync } from "node:zlib";
import { createServer } from "node:http";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { BROWSER_UA, parseArgs, requireBuild, startStorefront } from "./lib/storefront.mjs";

const args = parseArgs(process.argv.slice(2), ["runs", "pages", "cars"], ["pages"]);
const runs = args.runs ?? 3;
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromePath)) {
  console.error(`Lighthouse needs Chromium at ${chromePath} (apt-get install chromium, or set CHROMIUM_PATH).`);
  process.exit(1);
}
requireBuild();

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const METRICS = {
  "first-contentful-paint": "FCP ms",
  "largest-contentful-paint": "LCP ms",
  "total-blocking-time": "TBT ms",
  "cumulative-layout-shift": "CLS",
  "speed-index": "SI ms",
};

// The dealer maps' tiles from this machine: the public tile servers may not answer here, and
// each tile that fails is a console error (best practices) and a blank map. Every tile is one
// neutral square of 512 px, a retina tile: a 256 px one is "low resolution" to Lighthouse's
// phone (it shows tiles at 256 CSS px on a 1.75× screen).
const NEUTRAL_TILE = solidPng(512, [0xee, 0xee, 0xe8]);
const tiles = createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": "image/png", "Content-Length": NEUTRAL_TILE.length, "Cache-Control": "public, max-age=86400" });
  response.end(NEUTRAL_TILE);
});
await new Promise((resolve) => tiles.listen(0, "127.0.0.1", resolve));
const tilesUrl = `http://127.0.0.1:${tiles.address().port}/{z}/{x}/{y}.png`;

const server = await startStorefront({ cars: args.cars ?? 300, name: "lighthouse", env: { MAP_TILES_URL: tilesUrl } });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
await mkdir("bench-results", { recursive: true });
const report = { date: new Date().toISOString(), lighthouse: null, cpus: cpus().length, runs, pages: [] };
try {
  for (const page of await pagesOf(server.base)) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      const lhr = await audit(server.base + page.path, chrome.port);
      report.lighthouse = lhr.lighthouseVersion;
      await writeFile(`bench-results/lighthouse-${page.name.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}.json`, JSON.stringify(lhr));
      const sample = {};
      for (const id of CATEGORIES) sample[id] = Math.round((lhr.categories[id]?.score ?? 0) * 100);
      for (const [id] of Object.entries(METRICS)) sample[id] = lhr.audits[id]?.numericValue ?? null;
      // Lighthouse's reading of this machine's CPU at that moment: the simulated phone is this
      // CPU slowed four times, so a score is read beside it (docs/decisions/053-scripts-after-first-paint.md).
      sample.benchmarkIndex = lhr.environment?.benchmarkIndex ?? null;
      // What best practices and accessibility found, so a score under 100 says why.
      sample.failed = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id);
      samples.push(sample);
      console.log(
        `${page.name} run ${i + 1}: performance ${sample.performance}, best practices ${sample["best-practices"]}, ` +
          `LCP ${Math.round(sample["largest-contentful-paint"])} ms, TBT ${Math.round(sample["total-blocking-time"])} ms, ` +
          `CLS ${round(sample["cumulative-layout-shift"], 3)}, benchmarkIndex ${Math.round(sample.benchmarkIndex ?? 0)}`,
      );
    }
    const medians = {};
    for (const id of [...CATEGORIES, ...Object.keys(METRICS)]) medians[id] = median(samples.map((s) => s[id]));
    const failed = [...new Set(samples.flatMap((s) => s.failed))];
    report.pages.push({ page: page.name, path: page.path, medians, failedAudits: failed, samples });
  }
} finally {
  await chrome.kill();
  await server.stop();
  tiles.close();
}

console.log(`\nLighthouse ${report.lighthouse}, mobile, medians of ${runs} runs:`);
console.table(
  report.pages.map(({ page, medians, failedAudits }) => ({
    page,
    performance: medians.performance,
    "best practices": medians["best-practices"],
    accessibility: medians.accessibility,
    seo: medians.seo,
    ...Object.fromEntries(
      Object.entries(METRICS).map(([id, label]) => [label, id === "cumulative-layout-shift" ? round(medians[id], 3) : Math.round(medians[id])]),
    ),
    "failed audits": failedAudits.join(" ") || "—",
  })),
);
console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(" ")} on ${cpus().length} CPUs`);
await mkdir("bench-results", { recursive: true });
await writeFile("bench-results/lighthouse.json", `${JSON.stringify(report, null, 2)}\n`);
console.log("written to bench-results/lighthouse.json");

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART and the like) is repeated, twice at most. */
async function audit(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    console.log(`${url}: ${lhr.runtimeError.code}, run again`);
  }
}

async function pagesOf(base) {
  const catalog = await (await fetch(`${base}/catalog`, { headers: { "user-agent": BROWSER_UA } })).text();
  const carPath = /href="(\/cars\/[a-z0-9-]+\/[a-z0-9-]+\/\d+)"/.exec(catalog)?.[1];
  if (!carPath) throw new Error("no car link on /catalog");
  const all = [
    { name: "/", path: "/" },
    { name: "/catalog", path: "/catalog" },
    { name: "car page", path: carPath },
    { name: "/company/news", path: "/company/news" },
    { name: "/company/contacts", path: "/company/contacts" },
  ];
  // A path the list does not name is measured as itself (e.g. --pages /service,/service/tyres).
  return args.pages ? args.pages.map((asked) => all.find((p) => p.path === asked || p.name === asked) ?? { name: asked, path: asked }) : all;
}

function median(values) {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function round(n, digits) {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** A PNG of one colour, `size` px square. */
function solidPng(size, [r, g, b]) {
  const chunk = (type, data) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set([r, g, b], 1 + x * 3);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}
