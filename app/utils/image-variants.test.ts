import { describe, expect, it } from "vitest";
import { imageUrl, isResizable, negotiateFormat, parseVariant, photoSource, srcSet, variantWidths } from "./image-variants";

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
    expect(parseVariant("640")).toEqual({ width: 640 });
    for (const bad of ["641.avif", "640.gif", "641", "640.", "0.jpg", "99999.webp", "640.avif.jpg", "-640.jpg", ""]) expect(parseVariant(bad), bad).toBeUndefined();
  });

  it("lists widths from a 1× screen at the smallest to a 2× screen at the largest, never past the source", () => {
    expect(variantWidths(3200, 300, 990)).toEqual([320, 480, 640, 960, 1280, 1920]);
    expect(variantWidths(3200, 240, 480)).toEqual([320, 480, 640, 960]);
    expect(variantWidths(3200, 88, 88)).toEqual([160, 320]);
    expect(variantWidths(700, 300, 990)).toEqual([320, 480, 640]);
    expect(variantWidths(100, 300, 990)).toEqual([320]);
  });

  it("answers a variant without a format in the best one the browser names in Accept", () => {
    // Chromium's and Firefox's image requests, Safari 16's, and older browsers'.
    expect(negotiateFormat("image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8")).toBe("avif");
    expect(negotiateFormat("image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5")).toBe("avif");
    expect(negotiateFormat("image/webp,*/*")).toBe("webp");
    expect(negotiateFormat("image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5")).toBe("jpg");
    expect(negotiateFormat("*/*")).toBe("jpg");
    expect(negotiateFormat(null)).toBe("jpg");
    expect(negotiateFormat("image/avif;q=0, image/webp;q=0.9")).toBe("webp");
    expect(negotiateFormat("IMAGE/AVIF ; q=1")).toBe("avif");
  });

  it("addresses a variant for every browser by its width and its source's path in the media folder", () => {
    expect(imageUrl("/media/photos/a.jpg", 480)).toBe("/img/v1/480/photos/a.jpg");
    expect(srcSet("/media/photos/a.jpg", [320, 640])).toBe("/img/v1/320/photos/a.jpg 320w,/img/v1/640/photos/a.jpg 640w");
    expect(imageUrl("/media/upload/iblock/3f2/car-7.webp", 960)).toBe("/img/v1/960/upload/iblock/3f2/car-7.webp");
  });

  it("reads a short address's path back into the photo's source, and nothing outside the media folder", () => {
    expect(photoSource("photos/a.jpg")).toBe("/media/photos/a.jpg");
    expect(photoSource("upload/iblock/3f2/car-7.webp")).toBe("/media/upload/iblock/3f2/car-7.webp");
    for (const bad of ["", "../../package.json", "photos/../../server.js", "/etc/passwd.jpg", "photos//a.jpg", "cars/sedan-1-blue-front34.svg", "photos/a.jpg?x=1"]) {
      expect(photoSource(bad), bad).toBeUndefined();
    }
  });
});
