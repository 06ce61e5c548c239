import { defineConfig } from "vitest/config";

// Unit tests only: pure logic (schemas, formatting, state rules, the API client, the
// reference API's handlers). Browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["app/**/*.test.ts", "lib/**/*.test.ts", "dealer-api/**/*.test.ts", "tests/unit/**/*.test.ts"],
    environment: "node",
  },
});
