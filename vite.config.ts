import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { remixConfig } from "./remix.config";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const rootModule = new URL("./app/root.tsx", import.meta.url).pathname;
/** React, react-dom and Remix: Vite's own chunking of them is already one shared chunk. */
const framework = /\/node_modules\/(react|react-dom|scheduler|@remix-run|react-router|react-router-dom|turbo-stream)\//;

/**
 * Everything the root route imports statically goes into one `shell` chunk. Every page loads
 * all of it anyway; as Rollup's default two dozen small shared chunks it cost a request each
 * and compressed a quarter worse (docs/decisions/025-lazy-form-stack.md, first-load budget).
 */
function shellChunk(id: string, meta: Rollup.ManualChunkMeta): string | undefined {
  if (framework.test(id)) return undefined;
  // The photo component rides with the car card that nearly every page of photos has: as a
  // chunk of its own it cost the home page a request and a tenth of its budget (ADR 037). The
  // grid goes with it: every page with cards has both, and alone it was a request for 0.2 KB.
  // The catalogue stylesheet's address went with them too, until the list pages stopped loading
  // the cards' code before they hydrate (ADR 082): it is a chunk of one string (0.1 KB) again.
  if (carCardChunk.test(id)) return "CarCard";
  return inRootGraph(id, meta, new Set()) ? "shell" : undefined;
}

const carCardChunk = /\/app\/(components\/catalog\/(CarCard|CarGrid|Photo)\.tsx|utils\/image-variants\.ts)$/;

const rootGraph = new Map<string, boolean>();
function inRootGraph(id: string, meta: Rollup.ManualChunkMeta, seen: Set<string>): boolean {
  const known = rootGraph.get(id);
  if (known !== undefined) return known;
  if (id.split("?")[0] === rootModule) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const importers = meta.getModuleInfo(id)?.importers ?? [];
  const result = importers.some((importer) => inRootGraph(importer, meta, seen));
  // Only positive answers are final: a negative one may come from a cycle still being walked.
  if (result) rootGraph.set(id, true);
  return result;
}

/**
 * The libraries' licence notices (React's, Remix's: a block comment each, and Remix's is repeated
 * in every one of its modules) move from the scripts into one file beside them, which every
 * script that had one names in a one-line comment. The notices are kept, as their licences ask,
 * without every visitor downloading them with every page: they were 1.2 KB of the shell's gzip.
 */
const LICENCE_FILE = "assets/third-party-licences.txt";
const BLOCK_COMMENT = /\/\*\*\s*\n(?:[ \t]*\*.*\n)*?[ \t]*\*\/\n?/g;
function licenceNotices(): Plugin {
  return {
    name: "licence-notices",
    apply: "build",
    generateBundle(_options, bundle) {
      const notices = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        let found = false;
        chunk.code = chunk.code.replace(BLOCK_COMMENT, (comment) => {
          if (!/@license|@preserve|Copyright/.test(comment)) return comment;
          notices.add(comment.trim());
          found = true;
          return "";
        });
        if (found) chunk.code = `/*! Licences: /${LICENCE_FILE} */\n${chunk.code}`;
      }
      if (notices.size > 0) this.emitFile({ type: "asset", fileName: LICENCE_FILE, source: `${[...notices].join("\n\n")}\n` });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [remix(remixConfig), ...(isSsrBuild ? [] : [licenceNotices()])],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    target: "es2020",
    cssMinify: true,
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: shellChunk } },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
