import { href } from "~/paths";

/*
 * The addresses of a photo's resized variants (docs/decisions/037-image-pipeline.md), shared by
 * the photo component that lists them and the image route that answers them, so both agree on
 * what exists. A variant's address is its source's address (whose name changes with its
 * content), a width and a format, under the pipeline's version in the path: it never changes
 * meaning, so browsers and proxies keep it for a year.
 */

/** The widths a variant may have, in pixels: a closed list, so nobody can ask for 10 000 others. */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/** The formats in the order a browser is offered them; JPEG is what every browser reads. */
export const IMAGE_FORMATS = ["avif", "webp", "jpg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_TYPES: Record<ImageFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/**
 * Sources the pipeline resizes: raster photos among the site's media files (no dot but the
 * extension's, no empty segment, so no way out of the media folder). Drawings (SVG) are
 * already light and sharp at any size, and a photo elsewhere is shown as it comes.
 */
export const RESIZABLE = /^\/media(\/[\w-]+)+\.(jpe?g|png|webp|avif)$/i;

export function isResizable(src: string): boolean {
  return RESIZABLE.test(src);
}

/** The folder every resizable photo lives in (RESIZABLE): a short address leaves it out. */
const MEDIA = "/media";

/**
 * A variant's short address, the one pages list: `/img/v1/640/photos/day-932fe61f72.jpg`, the
 * width, then the source's path in the media folder, answered in the best format the
 * browser's `Accept` names (negotiateFormat, `Vary: Accept`), so a photo needs one `srcset`,
 * not one per format (docs/decisions/070-one-srcset-per-photo.md), and each of its entries is
 * a quarter shorter than ADR 037's `/images/v1/640?src=/media/…`, which is still answered, a
 * format named or not (docs/decisions/079-short-photo-addresses-and-card-tuples.md). A
 * resizable path has nothing to escape (RESIZABLE).
 */
export function imageUrl(src: string, width: ImageWidth): string {
  return href("photo", { width }) + src.slice(MEDIA.length);
}

/** The source a short address's path names (`photos/a.jpg` → `/media/photos/a.jpg`), if it is a resizable photo. */
export function photoSource(path: string): string | undefined {
  const src = `${MEDIA}/${path}`;
  return isResizable(src) ? src : undefined;
}

/** Parses a variant (`640`, `640.avif`); undefined for any width or format outside the lists. */
export function parseVariant(variant: string): { width: ImageWidth; format?: ImageFormat } | undefined {
  const match = /^(\d{1,4})(?:\.([a-z]{3,4}))?$/.exec(variant);
  if (!match) return undefined;
  const width = Number(match[1]) as ImageWidth;
  const format = match[2] as ImageFormat | undefined;
  if (!IMAGE_WIDTHS.includes(width) || (format !== undefined && !IMAGE_FORMATS.includes(format))) return undefined;
  return format ? { width, format } : { width };
}

/**
 * The format to answer a variant without one in: AVIF, else WebP, when the `Accept` header
 * names it with a quality above 0, else JPEG. Only the exact type counts: a browser that
 * decodes neither still sends `image/*` and must not get AVIF for it.
 */
export function negotiateFormat(accept: string | null): ImageFormat {
  const accepted = new Set<string>();
  for (const entry of (accept ?? "").toLowerCase().split(",")) {
    const [type, ...params] = entry.split(";").map((part) => part.trim());
    const q = params.find((param) => param.startsWith("q="));
    if (!q || Number(q.slice(2)) > 0) accepted.add(type);
  }
  return accepted.has(IMAGE_TYPES.avif) ? "avif" : accepted.has(IMAGE_TYPES.webp) ? "webp" : "jpg";
}

/**
 * The widths worth listing for a photo shown `minWidth`–`maxWidth` CSS pixels wide from a
 * source `sourceWidth` pixels wide: from the first that covers the smallest on a 1× screen up
 * to the first that covers the largest on a 2× one, none wider than the source (it is never
 * enlarged) save the first.
 */
export function variantWidths(sourceWidth: number, minWidth: number, maxWidth: number): ImageWidth[] {
  // Always found: no photo is laid out wider than the widest variant.
  const from = IMAGE_WIDTHS.findIndex((w) => w >= minWidth);
  return IMAGE_WIDTHS.filter((w, i) => i === from || (i > from && w <= sourceWidth && IMAGE_WIDTHS[i - 1] < maxWidth * 2));
}

export function srcSet(src: string, widths: readonly ImageWidth[]): string {
  return widths.map((w) => `${imageUrl(src, w)} ${w}w`).join();
}
