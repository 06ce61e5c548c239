import { expect, test } from "./fixtures";
import { openPage } from "./forms-helpers";

/*
 * The page's scripts start after its first paint (docs/decisions/053-scripts-after-first-paint.md):
 * its content and first photo do not share the network with 110 KB of modules that only
 * enhance it. Each page opened in a browser of its own, so every module is fetched for it.
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the scripts' timing");

const CAR_LINK = /href="(\/cars\/[a-z0-9-]+\/[a-z0-9-]+\/\d+)"/;

for (const name of ["/", "/catalog", "a car page"]) {
  test(`${name}: the first module is requested after the first contentful paint, each once, and the page hydrates`, async ({ page, request }) => {
    const path = name === "a car page" ? CAR_LINK.exec(await (await request.get("/catalog")).text())![1]! : name;
    // Returns once React has hydrated the page.
    await openPage(page, path, false);
    const timing = await page.evaluate(() => {
      const modules = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"));
      return {
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        first: Math.min(...modules.map((entry) => entry.startTime)),
        fetched: modules.length,
        distinct: new Set(modules.map((entry) => entry.name)).size,
      };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.fetched).toBeGreaterThan(0);
    expect(timing.first).toBeGreaterThan(timing.paint!);
    expect(timing.distinct).toBe(timing.fetched);
  });
}
