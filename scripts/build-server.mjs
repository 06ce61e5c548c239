// Bundles server.ts (and the reference dealer API it mounts) into build/server.js, next to
// the Remix build it loads. Packages stay external: node_modules is there at run time.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
