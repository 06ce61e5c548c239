import { defineConfig } from "vitest/config";

// The three-engine smoke (docs/decisions/050-three-engines-smoke.md): the main journeys in
// Firefox ESR and WebKitGTK, and the no-JS consultation in WebKit and w3m, against the
// production build served over plain HTTP. Run by scripts/test.sh after the browser tests;
// `npm run build` first.
export default defineConfig({
  test: {
    include: ["tests/engines/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/engines/global-setup.ts"],
    // One engine at a time: each is a browser on a shared two-core machine.
    fileParallelism: false,
    // A journey waits for each outcome itself (tests/engines/engine.ts); this bounds a whole one.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // A step that fails leaves the next ones of its engine without their premise.
    sequence: { concurrent: false },
  },
});
