// Writes `.br` and `.gz` next to every compressible file of build/client, once, at build time,
// at the strongest levels: the server then sends them as they are (app/server/static-files.server.ts)
// instead of compressing the same bytes for every request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, extname } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ROOT = "build/client";
// Fonts (woff2) and pictures are compressed formats already.
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".html", ".svg", ".json", ".txt", ".xml", ".map", ".webmanifest", ".ico"]);
/** Below this, the encoded file saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const path of files(ROOT)) {
  if (!COMPRESSIBLE.has(extname(path)) || (await stat(path)).size < MIN_BYTES) continue;
  const body = await readFile(path);
  const br = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  const gz = gzipSync(body, { level: 9 });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, gz);
  count++;
  before += body.length;
  after += br.length;
}
console.log(`precompressed ${count} files in ${ROOT}: ${Math.round(before / 1024)} KB, ${Math.round(after / 1024)} KB as brotli`);
