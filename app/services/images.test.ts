import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageVariant } from "./images.server";

// Sources are looked up under public/ (and build/client): the test's own live in a folder of their own.
const DIR = join("public", "media", "test-images");

describe("the image pipeline", () => {
  beforeAll(async () => {
    mkdirSync(DIR, { recursive: true });
    writeFileSync(join(DIR, "broken.jpg"), "not a photo at all");
    await sharp({ create: { width: 2000, height: 1500, channels: 3, background: "#88aacc" } }).jpeg().toFile(join(DIR, "wide.jpg"));
    await sharp({ create: { width: 300, height: 200, channels: 3, background: "#cc8844" } }).png().toFile(join(DIR, "small.png"));
  });
  afterAll(() => rmSync(DIR, { recursive: true, force: true }));

  it("makes a smaller photo of the asked width and format, the same from its cache", async () => {
    for (const format of ["avif", "webp", "jpg"] as const) {
      const result = await imageVariant("/media/test-images/wide.jpg", 480, format);
      expect(result.status).toBe(200);
      if (result.status !== 200) return;
      const meta = await sharp(result.body).metadata();
      expect(meta.width).toBe(480);
      expect(meta.height).toBe(360);
      expect(meta.format).toBe(format === "jpg" ? "jpeg" : format === "avif" ? "heif" : "webp");
      const again = await imageVariant("/media/test-images/wide.jpg", 480, format);
      expect(again.status === 200 && again.body.equals(result.body)).toBe(true);
    }
  });

  it("never enlarges a source", async () => {
    const result = await imageVariant("/media/test-images/small.png", 960, "webp");
    expect(result.status === 200 && (await sharp(result.body).metadata()).width).toBe(300);
  });

  it("answers a missing source 404, a broken one 422, a bad address 400", async () => {
    expect((await imageVariant("/media/test-images/none.jpg", 480, "avif")).status).toBe(404);
    expect((await imageVariant("/media/test-images/broken.jpg", 480, "avif")).status).toBe(422);
    expect((await imageVariant("/media/../../etc/passwd.jpg", 480, "avif")).status).toBe(400);
    expect((await imageVariant("/media/cars/sedan-1-blue-front34.svg", 480, "avif")).status).toBe(400);
  });

  it("answers everyone who asks for a new variant together", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => imageVariant("/media/test-images/wide.jpg", 320, "avif")));
    expect(results.every((r) => r.status === 200)).toBe(true);
  });
});
