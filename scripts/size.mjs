// npm run size [-- --json]
//
// First-load JavaScript per page, gzip-compressed, from the production build's asset manifest:
// what a browser must fetch before a page can hydrate (the client entry, the root route and
// the page's route module, with everything they import statically). Chunks loaded later by a
// dynamic import (a dialog's form opened on demand) are not first-load and are not counted.
// Fails when a page is over the first-load budget or a route module is over its own budget;
// scripts/test.sh runs it after the build.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const FIRST_LOAD_BUDGET_KB = Number(process.env.SIZE_FIRST_LOAD_KB ?? 110);
const ROUTE_CHUNK_BUDGET_KB = Number(process.env.SIZE_ROUTE_CHUNK_KB ?? 15);

const serverBuild = "build/server/index.js";
if (!existsSync(serverBuild)) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}
const { assets, assetsBuildDirectory, routes } = await import(pathToFileURL(join(process.cwd(), serverBuild)).href);
const clientDir = assetsBuildDirectory ?? "build/client";

const gzipCache = new Map();
/** Gzip size of one built asset, by its public URL ('/assets/x.js'). */
function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    const bytes = readFileSync(join(clientDir, url.replace(/^\//, "")));
    gzipCache.set(url, gzipSync(bytes, { level: 9 }).length);
  }
  return gzipCache.get(url);
}

function routeChain(id) {
  const chain = [];
  for (let route = assets.routes[id]; route; route = assets.routes[route.parentId]) chain.unshift(route);
  return chain;
}

const rows = [];
const failures = [];
for (const [id, route] of Object.entries(assets.routes)) {
  // Resource routes (no component) are never a first load.
  if (id === "root" || typeof routes[id]?.module?.default !== "function") continue;
  const files = new Set([assets.entry.module, ...assets.entry.imports]);
  for (const part of routeChain(id)) {
    files.add(part.module);
    for (const file of part.imports ?? []) files.add(file);
  }
  const firstLoad = [...files].reduce((sum, file) => sum + gzipBytes(file), 0) / 1024;
  const routeChunk = gzipBytes(route.module) / 1024;
  rows.push({ route: id, firstLoadKB: round(firstLoad), routeChunkKB: round(routeChunk), files: files.size });
  if (firstLoad > FIRST_LOAD_BUDGET_KB) failures.push(`${id}: first-load JS ${round(firstLoad)} KB > ${FIRST_LOAD_BUDGET_KB} KB`);
  if (routeChunk > ROUTE_CHUNK_BUDGET_KB) failures.push(`${id}: route chunk ${round(routeChunk)} KB > ${ROUTE_CHUNK_BUDGET_KB} KB`);
}

if (process.argv.includes("--json")) {
  console.log(JSON.stringify({ budgetKB: { firstLoad: FIRST_LOAD_BUDGET_KB, routeChunk: ROUTE_CHUNK_BUDGET_KB }, rows }, null, 2));
} else {
  console.log(`First-load JS per page, gzip (budget ${FIRST_LOAD_BUDGET_KB} KB; route chunk budget ${ROUTE_CHUNK_BUDGET_KB} KB)`);
  console.table(rows);
}
if (failures.length > 0) {
  console.error(`Over budget:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}

function round(kb) {
  return Math.round(kb * 10) / 10;
}
