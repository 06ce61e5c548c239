import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test as base } from "@playwright/test";

export { expect };

/** True in the project that runs with JavaScript off. */
export function isNoJs(testInfo: { project: { name: string } }) {
  return testInfo.project.name === "no-js";
}

/**
 * Every page test ends with this: zero axe-core violations of WCAG 2 A and AA. The
 * violations are listed in the failure so the fix is obvious.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}

export const test = base;
