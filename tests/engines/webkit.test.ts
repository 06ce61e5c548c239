import { afterAll, beforeAll, describe, inject, test } from "vitest";
import type { Engine } from "./engine";
import * as journey from "./journeys";
import { startWebKitDriver, webkit } from "./webkit";

// WebKitGTK (Debian's MiniBrowser through WebKitWebDriver, under Xvfb): the main journeys
// with JavaScript, one visitor in one browser, then the consultation without JavaScript in
// a browser of its own, under a driver and display of its own (a driver runs one session at
// a time, and a second session on the same driver could hang on a busy machine).
const base = inject("base");
const db = inject("db");

async function session(javaScript: boolean): Promise<{ engine: Engine; stop: () => Promise<void> }> {
  const driver = await startWebKitDriver();
  try {
    const engine = await webkit(driver.url, base, { javaScript });
    return {
      engine,
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
  let engine: Engine;
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ engine, stop } = await session(true));
  });
  afterAll(async () => {
    await stop?.();
  });

  journey.javaScriptJourneys(() => engine, db);
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
});
