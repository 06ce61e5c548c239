/**
 * The demo photo set: stylised SVG drawings in public/media/cars, made by photos.ts.
 * Exterior views exist for every body × colour; cabin views are shared by all cars.
 */

export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 600;

// The plain side view leads: it is the clearest drawing, and the card shows the first photo.
export const EXTERIOR_VIEWS = ["side", "front", "rear", "front34", "rear34"] as const;
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

export function photoFile(view: PhotoView, body: string, color: string): string {
  return (CABIN_VIEWS as readonly string[]).includes(view) ? `${view}.svg` : `${body}-${color}-${view}.svg`;
}

export function carPhoto(view: PhotoView, car: { body: string; color: string; name: string }): Photo {
  return {
    src: `/media/cars/${photoFile(view, car.body, car.color)}`,
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
    alt: `${car.name}, ${VIEW_NAMES[view]}`,
  };
}

export function brandLogo(code: string, tone: "grey" | "white"): string {
  return `/media/brands/${code}-${tone}.svg`;
}
