import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Unit tests only: pure logic (schemas, formatting, state rules, the API client, the
// reference API's handlers). Browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    // A file per core: Vitest's default leaves one of two cores to its own process, which mostly
    // waits, and the run took 123 s where this takes 68 (each file keeps its own modules: the
    // reference API's tests share a database otherwise).
    maxWorkers: availableParallelism(),
    include: ["app/**/*.test.ts", "lib/**/*.test.ts", "dealer-api/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
  },
});
