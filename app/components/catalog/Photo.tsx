import { imageUrl, RESIZABLE, srcSet, variantWidths } from "~/utils/image-variants";

export type PhotoSource = { src: string; alt: string; width: number; height: number };

/**
 * How a photo is laid out, which decides the variants a browser may choose from: `sizes` as in
 * HTML (the page's breakpoints), and the narrowest and widest it is shown, in CSS pixels. Each
 * lives beside the page part that lays the photo out (the gallery's in Gallery.tsx), so the
 * pages without it do not ship it: this chunk is on every page with a car (first-load budget).
 */
export type PhotoLayout = readonly [sizes: string, minWidth: number, maxWidth: number];

/** A car card in a grid (and the home page's offers): a phone's width, two columns, then about 360 px. */
export const CARD_PHOTO: PhotoLayout = ["(max-width:575px) 100vw,(max-width:770px) 50vw,360px", 240, 480];
/** A comparison column, the cart's car. */
export const SMALL_PHOTO: PhotoLayout = ["260px", 140, 260];

/**
 * A car photo, the one way one is shown (docs/decisions/037-image-pipeline.md). A raster photo
 * lists its resized variants in one `srcset`, each in the format the browser accepts (ADR 070),
 * so a phone downloads a phone's photo; a drawing is its own file. Its width and height reserve its box before it
 * loads. Lazy unless `priority` (the first screen's photo: eager, fetched first) or `eager`.
 */
export function Photo({
  photo,
  layout,
  alt = photo.alt,
  priority,
  eager = priority,
  draggable,
}: {
  photo: PhotoSource;
  layout: PhotoLayout;
  alt?: string;
  priority?: boolean;
  eager?: boolean;
  draggable?: boolean;
}) {
  const { src, width, height } = photo;
  const lazy = eager ? undefined : "lazy";
  const img = {
    alt,
    width,
    height,
    draggable,
    loading: lazy,
    decoding: priority ? "sync" : lazy && "async",
    // Lower-case: React 18 knows no `fetchPriority` and would warn; the HTML attribute is the same.
    fetchpriority: priority ? "high" : undefined,
  } as const;
  if (!RESIZABLE.test(src)) return <img src={src} {...img} />;
  const [sizes, minWidth, maxWidth] = layout;
  const widths = variantWidths(photo.width, minWidth, maxWidth);
  // One list for every browser: each address answers the best format the browser accepts
  // (AVIF, WebP, else JPEG; ADR 070). `src`, at a phone's width, is for the rare browser that
  // does not read srcset.
  return <img src={imageUrl(src, widths[1] ?? widths[0])} srcSet={srcSet(src, widths)} sizes={sizes} {...img} />;
}
