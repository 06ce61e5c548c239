import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { expect, expectAccessible, freePort, test } from "./fixtures";
import { blockedInlineScripts } from "./csp-scripts";

// These start their own server process (node build/server.js) to check start-up and
// failure behaviour that the shared test servers cannot show.

type Started = { child: ChildProcess; url: string; output: () => string };

async function startServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/healthz`);
      return { child, url, output: () => output };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`server did not start:\n${output}`);
}

async function stop(started: Started) {
  if (started.child.exitCode !== null) return started.child.exitCode;
  started.child.kill("SIGTERM");
  const [code] = await once(started.child, "exit");
  return code as number;
}

test.describe("with the dealer API down", () => {
  let server: Started;
  test.beforeAll(async () => {
    // Port 9 (discard) is closed on this machine: every call is refused at once.
    server = await startServer({
      DEALER_API_URL: "http://127.0.0.1:9",
      DEALER_API_TIMEOUT_MS: "1000",
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
      SITE_URL: "http://127.0.0.1",
    });
  });
  test.afterAll(async () => {
    await stop(server);
  });

  test("the home page is the 503 maintenance page and the server stays up", async ({ page }) => {
    const response = await page.goto(`${server.url}/`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Технические работы");
    await expect(page.getByText("На сайте в данный момент проводятся технические работы.")).toBeVisible();
    await expect(page).toHaveTitle(/^Ошибка 503 - /);
    await expectAccessible(page);

    const again = await page.goto(`${server.url}/`);
    expect(again?.status()).toBe(503);
    expect(server.child.exitCode).toBeNull();
  });

  test("the maintenance page's inline scripts are allowed by its CSP, so it still hydrates", async ({ request }) => {
    // A first visit and a returning one: the nonce of an own render or the hashes of a page
    // that may be shared (ADR 032, ADR 035).
    for (const visit of ["first", "returning"]) {
      const response = await request.get(`${server.url}/`);
      expect(response.status(), visit).toBe(503);
      const html = await response.text();
      expect(html).toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(blockedInlineScripts(response.headers()["content-security-policy"] ?? "", html), visit).toEqual([]);
    }
  });

  test("/healthz (liveness) answers 200: the process serves; /readyz answers 503: no page can be served", async ({ request }) => {
    const live = await request.get(`${server.url}/healthz`);
    expect(live.status()).toBe(200);
    const ready = await request.get(`${server.url}/readyz`);
    expect(ready.status()).toBe(503);
    expect(await ready.json()).toEqual({ status: "dealer-api-unavailable" });
  });
});

test.describe("process", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "no page involved");

  test("a bad setting stops the start with a message naming the variable", async () => {
    const child = spawn(process.execPath, ["build/server.js"], {
      env: { ...process.env, NODE_ENV: "production", PORT: "abc" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    const [code] = await once(child, "exit");
    expect(code).not.toBe(0);
    expect(output).toContain("PORT");
  });

  test("production with a real dealer API refuses to start without SESSION_SECRET or SITE_URL, naming them", async () => {
    const child = spawn(process.execPath, ["build/server.js"], {
      env: { ...process.env, NODE_ENV: "production", PORT: String(await freePort()), DEALER_API_URL: "http://127.0.0.1:9", SESSION_SECRET: "", SITE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    const [code] = await once(child, "exit");
    expect(code).not.toBe(0);
    expect(output).toContain("SESSION_SECRET: required in production");
    expect(output).toContain("SITE_URL: required in production");
  });

  test("SIGTERM lets an in-flight request finish, then exits 0", async () => {
    // Debug logging names each dealer API call as it is answered (health checks do not use the client).
    const server = await startServer({ DEALER_API_DB: ":memory:", LOG_LEVEL: "debug" });
    const inFlight = fetch(`${server.url}/`);
    // The signal goes once the server is working on the request: its loaders call the dealer API.
    await expect.poll(() => server.output().includes('"msg":"dealer API call"')).toBe(true);
    const code = await stop(server);
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("</html>");
    expect(code).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  });

  test("one structured log line per request", async () => {
    const server = await startServer({ DEALER_API_DB: ":memory:" });
    await fetch(`${server.url}/healthz`);
    await stop(server);
    const line = server
      .output()
      .split("\n")
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((entry) => entry.msg === "request" && entry.path === "/healthz");
    expect(line).toMatchObject({ method: "GET", path: "/healthz", status: 200 });
    expect(typeof line?.durationMs).toBe("number");
  });
});
