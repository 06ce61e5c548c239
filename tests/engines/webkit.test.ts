import { afterAll, beforeAll, describe, inject, test } from "vitest";
import { BrowserLost, type Engine } from "./engine";
import * as journey from "./journeys";
import { startWebKitDriver, webkit } from "./webkit";

// WebKitGTK (Debian's MiniBrowser through WebKitWebDriver, under Xvfb): the main journeys
// with JavaScript, one visitor in one browser, then the consultation and the buying journeys
// (credit, test drive, reservation) without JavaScript in a browser of its own, under a
// driver and display of its own (a driver runs one session at a time, and a second session
// on the same driver could hang on a busy machine).
const base = inject("base");
const db = inject("db");

async function session(javaScript: boolean): Promise<{ engine: Engine; log: () => string; stop: () => Promise<void> }> {
  const driver = await startWebKitDriver();
  try {
    const engine = await webkit(driver.url, base, { javaScript });
    return {
      engine,
      log: driver.log,
      async stop() {
        await engine.close();
        await driver.stop();
      },
    };
  } catch (error) {
    await driver.stop();
    throw error;
  }
}

describe("with JavaScript", () => {
  let current: Awaited<ReturnType<typeof session>> | undefined;
  beforeAll(async () => {
    current = await session(true);
  });
  afterAll(async () => {
    await current?.stop();
  });

  // Debian's WebKitGTK has, rarely, lost its browser process in the middle of a journey on a
  // busy machine (no page error before it). That is the engine's crash, not the site's
  // outcome: the journey is walked once more in a new browser, and what the driver last
  // said is printed. A second loss, or any other failure, fails the test.
  async function walk(run: () => Promise<unknown>) {
    try {
      await run();
    } catch (error) {
      if (!(error instanceof BrowserLost)) throw error;
      const log = current?.log().trim();
      console.warn(`${String(error)}; walking the journey again in a new browser.${log ? ` The driver's log:\n${log}` : ""}`);
      await current?.stop();
      current = await session(true);
      await run();
    }
  }
  journey.javaScriptJourneys(() => current!.engine, db, walk);
});

describe("without JavaScript", () => {
  let engine: Engine;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ engine, stop } = await session(false));
  });
  afterAll(async () => {
    await stop?.();
  });

  test("home, styled over plain HTTP", () => journey.home(engine));
  test("consultation reaches its success text", () => journey.consultation(engine, db, { javaScript: false }));
  journey.buyingJourneys(() => engine, db);
});
