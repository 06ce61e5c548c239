import type { APIRequestContext } from "@playwright/test";
import { expect, isNoJs, test } from "./fixtures";

// Every tenth car of the demo leads with real-size photographs (3200 × 2400 JPEGs of about a
// megabyte each, dealer-api/seed/real-photos.ts); car 7 is the first. Its page redirects to
// its canonical address whatever brand and model the link says.
const PHOTO_CAR = "/cars/any/model/7";
const SOURCE = "/media/photos/day-932fe61f72.jpg";
/** The same photo's short address for every browser (ADR 079): `/img/v1/{width}/{path in /media}`. */
const short = (width: number) => `/img/v1/${width}${SOURCE.slice("/media".length)}`;

test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a car page of camera-sized photos sends at most 250 KB of images before the visitor scrolls", async ({ page }, testInfo) => {
    test.skip(isNoJs(testInfo), "the bytes are the same without JavaScript; the srcset test covers that page");
    // A fresh server makes each variant on its first request (ADR 037): legitimately slow on a busy machine.
    test.slow();
    const images = new Map<string, number>();
    page.on("requestfinished", async (request) => {
      if (request.resourceType() !== "image") return;
      const sizes = await request.sizes();
      images.set(request.url(), sizes.responseBodySize + sizes.responseHeadersSize);
    });
    const firstLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === short(480));
    await page.goto(PHOTO_CAR);
    // Loaded (the page's load event waits for it): a phone-sized AVIF, not its source.
    const first = page.locator("#photo-1 img");
    expect(await first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(short(480));
    expect((await firstLoaded).headers()["content-type"]).toBe("image/avif");
    // Whatever else the page asks for without a scroll (thumbnails, lazy photos near the screen).
    await page.waitForLoadState("networkidle");
    const urls = [...images.keys()];
    expect(urls.some((url) => url.includes("/img/v1/"))).toBe(true);
    expect(urls.filter((url) => new URL(url).pathname.startsWith("/media/photos/")), "no photo's source").toEqual([]);
    const total = [...images.values()].reduce((sum, bytes) => sum + bytes, 0);
    testInfo.annotations.push({ type: "image bytes", description: `${total} in ${images.size} images` });
    expect(total).toBeLessThanOrEqual(250 * 1024);
  });
});

test("the car page's photos offer the same variants with and without JavaScript, the first fetched first", async ({ page, request }) => {
  test.slow();
  const served = await (await request.get(PHOTO_CAR)).text();
  await page.goto(PHOTO_CAR);
  // What the server sent, before any script ran.
  const servedSrcset = await page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, "text/html");
    return doc.querySelector("#photo-1 img")?.getAttribute("srcset");
  }, served);
  // One list of short addresses for every browser, each answered in the format the browser accepts (ADR 070, ADR 079).
  await expect(page.locator("#photo-1 picture, #photo-1 source")).toHaveCount(0);
  const img = page.locator("#photo-1 img");
  const srcset = await img.getAttribute("srcset");
  const entries = srcset!.split(",").map((entry) => entry.trim().split(" "));
  expect(entries.map(([, width]) => width)).toEqual(["320w", "480w", "640w", "960w", "1280w", "1920w"]);
  expect(entries.every(([url, width]) => url === short(Number(width.slice(0, -1))))).toBe(true);
  await expect(img).toHaveAttribute("src", short(480));
  // The page with JavaScript (hydrated) offers exactly what the page without it got.
  expect(servedSrcset).toBe(srcset);
  await expect(img).toHaveAttribute("fetchpriority", "high");
  await expect(img).not.toHaveAttribute("loading", "lazy");
  await expect(img).toHaveAttribute("width", "3200");
  await expect(img).toHaveAttribute("height", "2400");
  // Below the first screen: the thumbnails and the other photos wait.
  await expect(page.locator("#photo-2 img")).toHaveAttribute("loading", "lazy");
  await expect(page.locator("#photo-2 img")).toHaveAttribute("decoding", "async");
});

test("a variant without a format is the best one the browser accepts, and says it varies by Accept", async ({ request }) => {
  for (const address of [short(320), `/images/v1/320?src=${SOURCE}`]) {
    await expectNegotiated((accept) => request.get(address, { headers: { Accept: accept } }));
  }
  // An address that names its format answers it to everyone, and varies by nothing.
  const named = await request.get(`/images/v1/320.webp?src=${SOURCE}`, { headers: { Accept: "image/avif" } });
  expect(named.headers()["content-type"]).toBe("image/webp");
  expect(named.headers()["vary"]).toBeUndefined();
});

async function expectNegotiated(asked: (accept: string) => ReturnType<APIRequestContext["get"]>) {
  for (const [accept, type] of [
    ["image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8", "image/avif"],
    ["image/webp,*/*", "image/webp"],
    ["image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5", "image/jpeg"],
  ] as const) {
    const response = await asked(accept);
    expect(response.status(), accept).toBe(200);
    expect(response.headers()["content-type"], accept).toBe(type);
    expect(response.headers()["vary"], accept).toBe("Accept");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }
}

test("a variant is served for a year; a bad address is a 4xx, a missing photo a 404", async ({ request }) => {
  const src = encodeURIComponent(SOURCE);
  const good = await request.get(`/images/v1/320.webp?src=${src}`);
  expect(good.status()).toBe(200);
  expect(good.headers()["content-type"]).toBe("image/webp");
  expect(good.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await good.body()).length).toBeLessThan(60 * 1024);

  for (const [path, status] of [
    [`/images/v1/321.webp?src=${src}`, 400],
    [`/images/v1/320.gif?src=${src}`, 400],
    [`/images/v1/321?src=${src}`, 400],
    [`/images/v1/99999999999.jpg?src=${src}`, 400],
    ["/images/v1/320.webp", 400],
    [`/images/v1/320.webp?src=${encodeURIComponent("/media/../../package.json")}`, 400],
    [`/images/v1/320.webp?src=${encodeURIComponent("https://example.com/a.jpg")}`, 400],
    [`/images/v1/320.webp?src=${encodeURIComponent("/media/cars/sedan-1-blue-front34.svg")}`, 400],
    [`/images/v1/320.webp?src=${encodeURIComponent("/media/photos/none-0000000000.jpg")}`, 404],
    // The short address: only the listed widths, only a raster photo in the media folder.
    ["/img/v1/321/photos/day-932fe61f72.jpg", 400],
    ["/img/v1/320.webp/photos/day-932fe61f72.jpg", 400],
    ["/img/v1/320/photos/..%2F..%2F..%2Fpackage.json", 400],
    ["/img/v1/320/cars/sedan-1-blue-front34.svg", 400],
    ["/img/v1/320/photos/none-0000000000.jpg", 404],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(status);
    expect(await response.text(), path).toMatch(/[а-я]/);
  }
});
