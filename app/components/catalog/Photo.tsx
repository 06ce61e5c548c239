import { imageUrl, isResizable, srcSet, variantWidths } from "~/utils/image-variants";

export type PhotoSource = { src: string; alt: string; width: number; height: number };

/**
 * How a photo is laid out, which decides the variants a browser may choose from: `sizes` as in
 * HTML (the catalogue's and the car page's breakpoints), and the widest it is ever shown, in
 * CSS pixels. Kept terse: this ships on every page with a car (first-load JS budget).
 */
const LAYOUTS = {
  /** A car card in a grid: a phone's width, two columns, then about 360 px. */
  card: ["(max-width:575px) 100vw,(max-width:770px) 50vw,360px", 560],
  /** The car page's gallery: the page's width up to the panels' breakpoint, then its main column. */
  gallery: ["(max-width:990px) 100vw,880px", 990],
  thumb: ["88px", 88],
  /** A comparison column, the cart's car. */
  small: ["260px", 260],
} as const;

/**
 * A car photo, the one way one is shown (docs/decisions/037-image-pipeline.md). A raster photo
 * is a `<picture>` of resized variants — AVIF, WebP, JPEG for the rest — so a phone downloads
 * a phone's photo; a drawing is its own file. Its width and height reserve its box before it
 * loads. Lazy unless `priority` (the first screen's photo: eager, fetched first) or `eager`.
 */
export function Photo({
  photo,
  layout,
  alt = photo.alt,
  width = photo.width,
  height = photo.height,
  priority,
  eager = priority,
  className,
  draggable,
}: {
  photo: PhotoSource;
  layout: keyof typeof LAYOUTS;
  alt?: string;
  /** The box's proportions when shown smaller than the photo (thumbnails). */
  width?: number;
  height?: number;
  priority?: boolean;
  eager?: boolean;
  className?: string;
  draggable?: boolean;
}) {
  const { src } = photo;
  const lazy = eager ? undefined : "lazy";
  const img = {
    alt,
    width,
    height,
    className,
    draggable,
    loading: lazy,
    decoding: lazy && "async",
    // Lower-case: React 18 knows no `fetchPriority` and would warn; the HTML attribute is the same.
    ...(priority && { fetchpriority: "high" }),
  } as const;
  if (!isResizable(src)) return <img src={src} {...img} />;
  const [sizes, maxWidth] = LAYOUTS[layout];
  const widths = variantWidths(photo.width, maxWidth);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(src, widths, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(src, widths, "webp")} sizes={sizes} />
      <img src={imageUrl(src, widths[Math.min(2, widths.length - 1)], "jpg")} srcSet={srcSet(src, widths, "jpg")} sizes={sizes} {...img} />
    </picture>
  );
}
