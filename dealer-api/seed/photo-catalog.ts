/**
 * The demo photo set: stylised SVG drawings in public/media/cars, made by photos.ts.
 * Exterior views exist for every body × design family × colour; cabin views are shared by
 * all cars. A model's family is fixed by its brand and model codes, so the models of one
 * body type do not all share one drawing.
 */

import { REAL_PHOTOS } from "./real-photo-set";

export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 600;

// The three-quarter front view leads, as on a dealer's own photos: the card shows the first one.
export const EXTERIOR_VIEWS = ["front34", "side", "rear34", "front", "rear"] as const;
/** Design families per body type: proportions, grille, lamps, wheels, roof colour. */
export const FAMILIES = 3;
export const CABIN_VIEWS = ["interior", "dashboard", "trunk"] as const;
/** The order a car's photos are shown in; a car has the first 4 to 8 of them. */
export const PHOTO_VIEWS = [...EXTERIOR_VIEWS, ...CABIN_VIEWS];
export type PhotoView = (typeof PHOTO_VIEWS)[number];

export const VIEW_NAMES: Record<PhotoView, string> = {
  front34: "вид спереди-сбоку",
  side: "вид сбоку",
  rear34: "вид сзади-сбоку",
  front: "вид спереди",
  rear: "вид сзади",
  interior: "салон",
  dashboard: "передняя панель",
  trunk: "багажник",
};

export type Photo = { src: string; width: number; height: number; alt: string };

export function photoFile(view: PhotoView, body: string, family: number, color: string): string {
  return (CABIN_VIEWS as readonly string[]).includes(view) ? `${view}.svg` : `${body}-${family}-${color}-${view}.svg`;
}

/** A model's design family, 1…FAMILIES: a stable hash of its codes. */
export function familyOf(brandCode: string, modelCode: string): number {
  let hash = 7;
  for (const ch of `${brandCode}/${modelCode}`) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return (hash % FAMILIES) + 1;
}

export function carPhoto(view: PhotoView, car: { body: string; family: number; color: string; name: string }): Photo {
  return {
    src: `/media/cars/${photoFile(view, car.body, car.family, car.color)}`,
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
    alt: `${car.name}, ${VIEW_NAMES[view]}`,
  };
}

/**
 * Some cars lead with real-size photographs (3200 × 2400 JPEGs, made by real-photos.ts) before
 * their drawings, so the storefront's image pipeline has a dealer's real work: every tenth car,
 * by id, without touching the seeded random sequence (the other cars stay as they were).
 */
export function hasRealPhotos(id: number): boolean {
  return id % 10 === 7;
}

/** A car's photo list as stored: `photo:<name>` for a photograph, a view for a drawing. */
export function storedPhotoList(id: number, drawings: readonly PhotoView[]): string {
  const photos = hasRealPhotos(id) ? REAL_PHOTOS.map((p) => `photo:${p.name}`) : [];
  // Eight at most, as every car (docs/dealer-api.md: photosCount is 4 to 8).
  return [...photos, ...drawings].slice(0, 8).join(",");
}

/** One stored entry of a car's photo list as the API's photo; null for an unknown entry. */
export function storedPhoto(entry: string, car: { body: string; family: number; color: string; name: string }): Photo | null {
  if (entry.startsWith("photo:")) {
    const real = REAL_PHOTOS.find((p) => `photo:${p.name}` === entry);
    return real ? { src: real.src, width: real.width, height: real.height, alt: `${car.name}, ${VIEW_NAMES[real.view]}` } : null;
  }
  return (PHOTO_VIEWS as string[]).includes(entry) ? carPhoto(entry as PhotoView, car) : null;
}

export function brandLogo(code: string, tone: "grey" | "white"): string {
  return `/media/brands/${code}-${tone}.svg`;
}
