// Bundles server.ts into build/server.js, next to the Remix build it loads. Packages stay
// external: node_modules is there at run time. The reference dealer API, which server.ts
// imports only when it runs embedded, goes into a chunk of its own (build/server-chunks/):
// bundled into server.js, its packages' imports (better-sqlite3 among them) would be hoisted
// to the top of the file and loaded by every process, DEALER_API_URL set or not.
import { rmSync } from "node:fs";
import { build } from "esbuild";

const CHUNKS = "server-chunks";

// The chunks' names carry a hash: the last build's would otherwise stay beside the new ones.
rmSync(`build/${CHUNKS}`, { recursive: true, force: true });

await build({
  entryPoints: ["server.ts"],
  outdir: "build",
  splitting: true,
  chunkNames: `${CHUNKS}/[name]-[hash]`,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
