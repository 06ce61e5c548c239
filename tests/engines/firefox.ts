import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import puppeteer, { type ElementHandle, type HTTPRequest } from "puppeteer-core";
import { type Engine, type Find, hydrated, OPTION_OF, OUTCOME_MS, TO_THE_MIDDLE, until } from "./engine";

/** Debian's Firefox ESR; puppeteer-core starts it and speaks WebDriver BiDi to it, with no geckodriver. */
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** Firefox, plus holding requests in flight (puppeteer's interception over BiDi). */
export type FirefoxEngine = Engine & {
  /**
   * From now on, requests whose address matches are held unanswered (the others go on) until
   * `stop()`: a slow network for one file. `held()` tells whether one was asked for.
   */
  holdRequests(pattern: RegExp): Promise<{ held: () => boolean; stop: () => Promise<void> }>;
};

export async function firefox(base: string): Promise<FirefoxEngine> {
  const profile = await mkdtemp(join(tmpdir(), "engines-firefox-"));
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
    userDataDir: profile,
    defaultViewport: { width: 1280, height: 900 },
    protocolTimeout: 120_000,
    extraPrefsFirefox: {
      // A closed network: no updates, telemetry or remote settings to reach for.
      "app.update.enabled": false,
      "datareporting.policy.dataSubmissionEnabled": false,
      "toolkit.telemetry.enabled": false,
      "network.captive-portal-service.enabled": false,
      "intl.accept_languages": "ru-RU, ru",
    },
  });
  const page = await browser.newPage();
  page.setDefaultNavigationTimeout(120_000);
  page.setDefaultTimeout(OUTCOME_MS);

  async function element(find: Find): Promise<ElementHandle<Element>> {
    const fn = new Function(`return (${find.fn})`)() as (...args: unknown[]) => Element | null;
    const handle = await until(
      `Firefox: ${find.what}`,
      async () => {
        const handle = await page.evaluateHandle(fn, ...find.args);
        const found = handle.asElement();
        if (!found) await handle.dispose();
        return found;
      },
      (value) => value !== null,
    );
    return handle as ElementHandle<Element>;
  }

  async function run<T>(fn: string, ...args: unknown[]): Promise<T> {
    const compiled = new Function(`return (${fn})`)() as (...a: unknown[]) => T;
    return (await page.evaluate(compiled, ...args)) as T;
  }

  const engine: FirefoxEngine = {
    name: "Firefox",
    javaScript: true,
    async goto(path) {
      await page.goto(new URL(path, base).href, { waitUntil: "load" });
      await hydrated(engine);
    },
    url: async () => page.url(),
    async click(find) {
      const handle = await element(find);
      await run(TO_THE_MIDDLE, handle);
      await handle.click();
    },
    async type(find, text) {
      const handle = await element(find);
      await handle.type(text);
    },
    async choose(find, option) {
      const select = await element(find);
      const value = await run<string | null>(`(select, label) => { const o = (${OPTION_OF})(select, label); return o ? o.value : null; }`, select, option);
      if (value === null) throw new Error(`Firefox: no option «${option}» in ${find.what}`);
      // Puppeteer's way of picking an option: selected, then input and change as from the visitor.
      await select.select(value);
    },
    run,
    async holdRequests(pattern) {
      let held = false;
      const onRequest = (request: HTTPRequest) => {
        if (pattern.test(request.url())) held = true;
        else void request.continue();
      };
      page.on("request", onRequest);
      await page.setRequestInterception(true);
      return {
        held: () => held,
        async stop() {
          page.off("request", onRequest);
          await page.setRequestInterception(false);
        },
      };
    },
    async close() {
      await browser.close().catch(() => undefined);
      await rm(profile, { recursive: true, force: true });
    },
  };
  return engine;
}
