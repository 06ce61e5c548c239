import { expect, isNoJs, test } from "./fixtures";

/*
 * The contacts map's box is there from the first paint (docs/decisions/036-personalised-cpu-
 * and-memory.md): the list beside and below it does not move when Leaflet arrives. Without
 * JavaScript no map comes, and no empty box is left.
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
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/DealerMap\.client-[^/]*\.js/, async (route) => {
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
  await expect(list).toBeVisible();
  const before = await list.boundingBox();
  expect(await page.locator(".leaflet-container").count()).toBe(0);

  release();
  await expect(page.locator(".leaflet-container")).toBeVisible();
  await expect(page.locator(".leaflet-marker-icon").first()).toBeVisible();
  const after = await list.boundingBox();
  expect(after?.y).toBe(before?.y);
});
