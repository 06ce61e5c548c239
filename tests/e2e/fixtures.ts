import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, expect, type Page, test as base } from "@playwright/test";
import { watchServedDocuments } from "./served-html";

export { expect };

/** True in the project that runs with JavaScript off. */
export function isNoJs(testInfo: { project: { name: string } }) {
  return testInfo.project.name === "no-js";
}

/**
 * Every page test ends with this: zero axe-core violations of WCAG 2 A and AA, listed in
 * the failure so the fix is obvious.
 *
 * axe runs inside the page, which a page with JavaScript off cannot do. There the DOM the
 * visitor got is copied, scripts stripped, into a page of a JS-enabled context at the same
 * URL (so styles load as they did), and axe audits that copy.
 */
/**
 * What an axe audit may take on top of the test's own time: it walks the whole page (the
 * contrast of every text node), a second or two of CPU alone and up to half a minute on two
 * cores shared with other suites (a newsletter test timed out inside the audit at load 25).
 */
const AUDIT_ALLOWANCE_MS = 30_000;

export async function expectAccessible(page: Page) {
  const info = base.info();
  if (info.timeout > 0) info.setTimeout(info.timeout + AUDIT_ALLOWANCE_MS);
  const javaScriptOff = isNoJs(info);
  const target = javaScriptOff ? await mirrorWithoutScripts(page) : page;
  try {
    const audit = new AxeBuilder({ page: target }).withTags(["wcag2a", "wcag2aa"]);
    // A page without frames is audited in the page itself (docs/decisions/058-axe-in-the-page.md):
    // the default gathers each frame's part and joins them in a new blank page, which took
    // longer than the audit. With a frame, the default, which also reaches other origins' frames.
    if (target.frames().length === 1) audit.setLegacyMode();
    const results = await audit.analyze();
    const summary = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(summary, "axe-core violations").toEqual([]);
  } finally {
    if (javaScriptOff) await target.close();
  }
}

/**
 * The mirrors' context, one per browser (a worker's, for its tests): a context per audit cost
 * its set-up and a fresh load of the same styles and fonts, about a second each time. It
 * never holds the visitor's cookies, as the mirror's document comes from the route below.
 */
const mirrorContexts = new WeakMap<Browser, Promise<BrowserContext>>();

async function mirrorWithoutScripts(page: Page): Promise<Page> {
  const html = (await page.content()).replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, "");
  const browser = page.context().browser()!;
  let context = mirrorContexts.get(browser);
  if (!context) {
    context = browser.newContext({ javaScriptEnabled: true });
    mirrorContexts.set(browser, context);
  }
  const mirror = await (await context).newPage();
  const viewport = page.viewportSize();
  if (viewport) await mirror.setViewportSize(viewport);
  const url = page.url();
  await mirror.route(url, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }));
  await mirror.goto(url);
  return mirror;
}

/**
 * Every test that opens a browser also checks every HTML document its context received
 * (see served-html.ts): no NUL byte, nothing after `</html>`, no html-validate error.
 * Tests that only use `request` start no browser for it.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    const problems = watchServedDocuments(context);
    await provide(context);
    expect(await problems(), "problems of the HTML documents as served").toEqual([]);
  },
  // With JavaScript, a page opened (or reloaded) is returned once React has it: its scripts
  // start after its first paint (ADR 053), so `load` can come first, and a click before
  // hydration is the page without JavaScript, which is the other project's test.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => hydrated(page, await goto(...args));
      page.reload = async (...args) => hydrated(page, await reload(...args));
    }
    await provide(page);
  },
});

/** Page-side: our document has hydrated, or is not a Remix document at all (another site's page, a feed). */
const HYDRATED_OR_NOT_OURS = () => document.documentElement.hasAttribute("data-hydrated") || !("__remixContext" in window);

async function hydrated<T>(page: Page, response: T): Promise<T> {
  await page.waitForFunction(HYDRATED_OR_NOT_OURS);
  return response;
}

/** A loopback port nobody listens on right now, for tests that start their own server. */
export { freePort } from "../../scripts/lib/storefront.mjs";
