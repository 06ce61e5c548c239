import { expect, isNoJs, test } from "./fixtures";
import { openPage } from "./forms-helpers";
import { fillVisitorLists, VISUAL_PAGES } from "./visual-pages";

const WIDTHS = [340, 375, 1280];

// Every page, at the narrowest phone we serve, a common phone and a laptop: nothing may
// reach past the window's right edge (docs/product.md §3.6). The list is in visual-pages.ts.
// Each page is opened once and measured at each width (CSS and the scripts' media queries
// follow the resize), which keeps this to one visit per page.
for (const entry of VISUAL_PAGES) {
  test(`no sideways scrolling at 340, 375 or 1280 px: ${entry.name}`, async ({ page }, testInfo) => {
    await fillVisitorLists(page);
    const path = typeof entry.path === "string" ? entry.path : await entry.path(page);
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    // With JS, measured once hydrated: the catalogue swaps its folded filters for a button then.
    await openPage(page, path, isNoJs(testInfo));
    const overflowing: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) overflowing.push(`${path} at ${width} px: ${scrollWidth} px wide`);
    }
    expect(overflowing).toEqual([]);
  });
}
