import { spawn, type ChildProcess } from "node:child_process";
import { freePort, waitUntilUp } from "../../scripts/lib/storefront.mjs";
import { BrowserLost, type Engine, type Find, hydrated, OPTION_OF, OUTCOME_MS, TO_THE_MIDDLE, until } from "./engine";

/**
 * WebKitGTK through Debian's WebKitWebDriver (W3C WebDriver over HTTP) under Xvfb. The
 * protocol's few commands a journey needs are plain JSON requests, so the client is the
 * handful of functions below rather than a driver library (webdriverio would bring its
 * driver-downloading helpers along; nothing here fetches a browser or a driver).
 */
const WEBDRIVER = process.env.WEBKIT_WEBDRIVER ?? "/usr/bin/WebKitWebDriver";
/** Debian's MiniBrowser (libwebkit2gtk-4.1-0, under the machine's multiarch directory), which WebKitWebDriver starts in automation mode. */
const MULTIARCH: Record<string, string> = { x64: "x86_64-linux-gnu", arm64: "aarch64-linux-gnu" };
const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? `/usr/lib/${MULTIARCH[process.arch] ?? `${process.arch}-linux-gnu`}/webkit2gtk-4.1/MiniBrowser`;
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

/** One WebKitWebDriver under its own Xvfb display; every session is a MiniBrowser of its own. */
export async function startWebKitDriver(): Promise<{ url: string; log: () => string; stop: () => Promise<void> }> {
  const port = await freePort();
  // xvfb-run starts a display for the driver and the browsers it starts; -a picks a free one.
  const child: ChildProcess = spawn("xvfb-run", ["-a", "-s", "-screen 0 1920x1080x24", WEBDRIVER, `--port=${port}`, "--host=127.0.0.1"], {
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}/status`, 60_000);
  } catch (error) {
    throw new Error(`WebKitWebDriver did not start: ${String(error)}\n${log}`);
  }
  return {
    url,
    // The driver's and its browsers' last words (MiniBrowser writes to the driver's stderr).
    log: () => log,
    async stop() {
      // The whole group: xvfb-run, Xvfb and the driver.
      if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
      await exited;
    },
  };
}

async function call<T>(method: "GET" | "POST" | "DELETE", url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    // Bounded below the hooks' two minutes, so a driver that stops answering says which command.
    signal: AbortSignal.timeout(100_000),
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const reply = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok && reply.value.error === "invalid session id") throw new BrowserLost(`WebKit's browser is gone (${method} ${new URL(url).pathname})`);
  if (!response.ok) throw new Error(`WebDriver ${method} ${new URL(url).pathname}: ${reply.value.error} ${reply.value.message ?? ""}`);
  return reply.value;
}

/**
 * A MiniBrowser session. `javaScript: false` turns off the page's own scripts (WebKit's
 * enable-javascript-markup setting, a MiniBrowser option): the driver's scripts still run, so
 * a journey without JavaScript is read the same way.
 */
export async function webkit(driverUrl: string, base: string, { javaScript }: { javaScript: boolean }): Promise<Engine> {
  const args = ["--automation", ...(javaScript ? [] : ["--enable-javascript-markup=false"])];
  const created = await call<{ sessionId: string }>("POST", `${driverUrl}/session`, {
    capabilities: { alwaysMatch: { "webkitgtk:browserOptions": { binary: MINIBROWSER, args }, pageLoadStrategy: "normal" } },
  });
  const session = `${driverUrl}/session/${created.sessionId}`;
  await call("POST", `${session}/timeouts`, { pageLoad: 120_000, script: 30_000, implicit: 0 });
  await call("POST", `${session}/window/rect`, { width: 1280, height: 900 });

  const run = <T>(fn: string, ...fnArgs: unknown[]) =>
    call<T>("POST", `${session}/execute/sync`, { script: `return (${fn}).apply(null, arguments);`, args: fnArgs });

  /** The element's WebDriver id once the finder sees it. */
  async function element(find: Find): Promise<string> {
    const found = await until(
      `WebKit: ${find.what}`,
      () => run<Record<string, string> | null>(find.fn, ...find.args),
      (value) => value !== null,
      OUTCOME_MS,
    );
    return found![ELEMENT];
  }

  const engine: Engine = {
    name: javaScript ? "WebKit" : "WebKit without JavaScript",
    javaScript,
    async goto(path) {
      await call("POST", `${session}/url`, { url: new URL(path, base).href });
      if (javaScript) await hydrated(engine);
    },
    url: () => call<string>("GET", `${session}/url`),
    async click(find) {
      const id = await element(find);
      await run(TO_THE_MIDDLE, { [ELEMENT]: id });
      await call("POST", `${session}/element/${id}/click`, {});
    },
    async type(find, text) {
      const id = await element(find);
      await call("POST", `${session}/element/${id}/value`, { text });
    },
    async choose(find, option) {
      const select = await element(find);
      const found = await run<Record<string, string> | null>(OPTION_OF, { [ELEMENT]: select }, option);
      if (!found) throw new Error(`WebKit: no option «${option}» in ${find.what}`);
      await call("POST", `${session}/element/${found[ELEMENT]}/click`, {});
    },
    run,
    async close() {
      await call("DELETE", session).catch(() => undefined);
    },
  };
  return engine;
}
