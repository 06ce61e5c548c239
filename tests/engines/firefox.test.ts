import { afterAll, beforeAll, inject, test } from "vitest";
import { until, waitForText, waitForUrl } from "./engine";
import { firefox, type FirefoxEngine } from "./firefox";
import * as journey from "./journeys";

// Firefox ESR with JavaScript: the main journeys, one visitor in one browser.
const base = inject("base");
const db = inject("db");
let engine: FirefoxEngine;

beforeAll(async () => {
  engine = await firefox(base);
});
afterAll(async () => {
  await engine?.close();
});

journey.javaScriptJourneys(() => engine, db);
test("leaving the home page while its map's module still loads lands on the page asked for", async () => {
  // Firefox aborts a page's module loads once another document is asked for; the chunk-error
  // reload used to take that for a deployment and reload the home page instead.
  const map = await engine.holdRequests(/\/assets\/MapSectionView-[\w-]+\.js$/);
  try {
    await engine.goto("/");
    await until("Firefox: the home page asks for its map's module", async () => map.held(), (held) => held);
    await engine.goto("/faq");
    await waitForUrl(engine, /\/faq$/);
    await waitForText(engine, "h1", "Вопросы и ответы");
  } finally {
    await map.stop();
  }
});
