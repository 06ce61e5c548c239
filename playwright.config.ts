import { defineConfig } from "@playwright/test";

// Browser tests run against the production build and the embedded reference API. Each run
// starts from a fresh demo database (the server seeds it on start). A second server has
// some feature flags switched off, for the tests of what disappears with them.
const port = Number(process.env.E2E_PORT ?? 3100);
const flagsOffPort = port + 1;
export const FLAGS_OFF_URL = `http://127.0.0.1:${flagsOffPort}`;

const serverEnv = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
  // Flags and texts change between tests only through the second server, but keep the
  // cache short so that a test never waits on it.
  DEALER_API_CACHE_TTL_MS: "1000",
  // The form tests (the fuzz above all) post thousands of times from one address; the
  // limit's own test starts a server with a low one (tests/e2e/forms-abuse.spec.ts).
  FORM_RATE_LIMIT: "100000/60",
  // Sign-in codes, for the same reason (the per-client limit has its unit test).
  DEALER_API_CODES_PER_CLIENT: "100000",
  // CI shares two cores with other jobs: a dealer API call that a busy machine keeps waiting
  // past the production budgets would turn a page into the 503 page or a section into its
  // fallback, which is not what these tests look at. The budgets' own tests start servers
  // with their own values (reliability-faults, home-sections).
  DEALER_API_BUDGET_MS: "15000",
  DEALER_API_TIMEOUT_MS: "10000",
  SECTION_BUDGET_MS: "8000",
};

function server(serverPort: number, extraEnv: Record<string, string> = {}) {
  const dir = `.e2e/${serverPort}`;
  return {
    command: `rm -rf ${dir} && node build/server.js`,
    url: `http://127.0.0.1:${serverPort}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { ...serverEnv, PORT: String(serverPort), DEALER_API_DB: `${dir}/dealer.sqlite`, ...extraEnv },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Bounds, not waits: a test waits for its outcome and goes on as soon as it is there. Beside
  // two CPU hogs a client-side navigation took over 5 s and six page loads over 30 s, which
  // failed tests whose outcome was on its way (the clean-clone check of 2026-11-28).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "ru-RU",
    // A failed test keeps its trace's actions, network and console, and Playwright writes the
    // page's state at the failure beside it (error-context.md). The DOM snapshot taken around every
    // action cost an eighth of the browser tests' time (visual-layout, catalog-filters and
    // shell-header: 170 s against 150 s on two cores), for every test, to help the few that fail; run one with
    // `--trace on` to get them back.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Without these Chromium keeps reaching for Google's services on a closed network.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "js", use: { javaScriptEnabled: true } },
    { name: "no-js", use: { javaScriptEnabled: false } },
  ],
  webServer: [server(port), server(flagsOffPort, { DEALER_API_FEATURES: "favorites=0,comparison=0,cart=0,personal=0,service=0" })],
});
