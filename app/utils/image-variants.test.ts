import { describe, expect, it } from "vitest";
import { imageUrl, isResizable, parseVariant, srcSet, variantWidths } from "./image-variants";

describe("image variants", () => {
  it("resizes raster photos among the site's media, and nothing else", () => {
    expect(isResizable("/media/photos/day-932fe61f72.jpg")).toBe(true);
    expect(isResizable("/media/cars/sedan-1-blue-front34.svg")).toBe(false);
    expect(isResizable("/media/../server.js")).toBe(false);
    expect(isResizable("/media//etc/passwd.jpg")).toBe(false);
    expect(isResizable("https://example.ru/media/a.jpg")).toBe(false);
    expect(isResizable("/build/client/a.jpg")).toBe(false);
  });

  it("accepts only the listed widths and formats", () => {
    expect(parseVariant("640.avif")).toEqual({ width: 640, format: "avif" });
    expect(parseVariant("1920.jpg")).toEqual({ width: 1920, format: "jpg" });
    for (const bad of ["641.avif", "640.gif", "640", "0.jpg", "99999.webp", "640.avif.jpg", "-640.jpg", ""]) expect(parseVariant(bad), bad).toBeUndefined();
  });

  it("lists widths from a 1× screen at the smallest to a 2× screen at the largest, never past the source", () => {
    expect(variantWidths(3200, 300, 990)).toEqual([320, 480, 640, 960, 1280, 1920]);
    expect(variantWidths(3200, 240, 480)).toEqual([320, 480, 640, 960]);
    expect(variantWidths(3200, 88, 88)).toEqual([160, 320]);
    expect(variantWidths(700, 300, 990)).toEqual([320, 480, 640]);
    expect(variantWidths(100, 300, 990)).toEqual([320]);
  });

  it("addresses a variant by its source, width and format", () => {
    expect(imageUrl("/media/photos/a.jpg", 640, "avif")).toBe("/images/v1/640.avif?src=/media/photos/a.jpg");
    expect(srcSet("/media/photos/a.jpg", [320, 640], "webp")).toBe("/images/v1/320.webp?src=/media/photos/a.jpg 320w,/images/v1/640.webp?src=/media/photos/a.jpg 640w");
  });
});
