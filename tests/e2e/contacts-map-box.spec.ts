import { expect, isNoJs, test } from "./fixtures";

/*
 * The contacts map's box is there from the first paint (docs/decisions/036-personalised-cpu-
 * and-memory.md): nothing around it moves when Leaflet arrives. On a phone the list comes
 * first and the map loads only when the visitor scrolls to it (docs/decisions/051-first-paint-
 * and-cached-car-pages.md). Without JavaScript no map comes, and no empty box is left.
 */

test("the list stays where it is when the map arrives; without JS no empty box is left", async ({ page }, testInfo) => {
  if (isNoJs(testInfo)) {
    await page.goto("/company/contacts");
    await expect(page.locator(".dealer-groups")).toBeVisible();
    const box = await page.locator(".dealer-map").boundingBox();
    expect(box?.height ?? 0).toBe(0);
    return;
  }
  await page.setViewportSize({ width: 375, height: 800 });
  // The map's code is held back until the page has been measured without it.
  let release!: () => void;
  let requested = false;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/DealerMap\.client-[^/]*\.js/, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  // The tiles answer here (a neutral pixel), whatever the network.
  await page.route(/tile/, (route) =>
    route.fulfill({
      contentType: "image/png",
      body: Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGN49+4FAAWSAsUs0TWTAAAAAElFTkSuQmCC", "base64"),
    }),
  );
  await page.goto("/company/contacts");
  const list = page.locator(".dealer-groups");
  const footer = page.getByRole("contentinfo");
  await expect(list).toBeVisible();
  // The first screen is the list: the map's code is not asked for until the map is near.
  await expect(page.locator(".dealer-map")).not.toBeInViewport();
  expect(requested).toBe(false);
  await page.locator(".dealer-map").scrollIntoViewIfNeeded();
  await expect.poll(() => requested).toBe(true);
  const before = [await list.boundingBox(), await footer.boundingBox()];
  expect(await page.locator(".leaflet-container").count()).toBe(0);

  release();
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
  const after = [await list.boundingBox(), await footer.boundingBox()];
  expect(after.map((box) => box?.y)).toEqual(before.map((box) => box?.y));
});
