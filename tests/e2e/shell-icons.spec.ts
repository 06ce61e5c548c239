import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";

// Plain HTTP: the same in both projects.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "HTTP only");

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): [number, number] {
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

test("every page links the icon set and the manifest, and each file is served", async ({ page, request }) => {
  await page.goto("/");
  const head = page.locator("head");
  await expect(head.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
  await expect(head.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute("href", "/favicon.svg");
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");

  const ico = await request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const icoBody = await ico.body();
  // ICONDIR: reserved 0, type 1 (icon), then at least one image.
  expect([icoBody.readUInt16LE(0), icoBody.readUInt16LE(2)]).toEqual([0, 1]);
  expect(icoBody.readUInt16LE(4)).toBeGreaterThan(0);

  const svg = await request.get("/favicon.svg");
  expect(svg.headers()["content-type"]).toMatch(/^image\/svg\+xml/);

  const touch = await request.get("/apple-touch-icon.png");
  expect(touch.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await touch.body())).toEqual([180, 180]);

  const manifestResponse = await request.get("/site.webmanifest");
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; type: string }>;
  };
  expect(manifest.lang).toBe("ru");
  expect(manifest.name).toMatch(/[А-Яа-яЁё]/);
  expect(manifest.short_name.length).toBeLessThanOrEqual(15);
  expect(manifest.start_url).toBe("/");
  // The brand colour of the design tokens, so the two cannot drift apart.
  const primary = /--color-primary:\s*(#[0-9a-f]{6})/i.exec(readFileSync("app/styles/tokens.css", "utf8"))![1];
  expect(manifest.theme_color.toLowerCase()).toBe(primary.toLowerCase());
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`);
    expect(icon, `${size} px icon`).toMatchObject({ type: "image/png" });
    const response = await request.get(icon!.src);
    expect(response.status(), icon!.src).toBe(200);
    expect(pngSize(await response.body())).toEqual([size, size]);
  }
});
