/*
 * Dealer centre coordinates arrive as "lat,lon" (docs/product.md §2.3). Leaflet takes
 * [lat, lon]; Yandex Maps links take "lon,lat". This is the one place that reads them.
 */

export type LatLon = [lat: number, lon: number];

/** "59.93,30.31" → [59.93, 30.31]; anything that is not a point on Earth → null. */
export function parseCoords(value: string): LatLon | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value);
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return [lat, lon];
}

/** A link that opens the point in Yandex Maps (which wants lon,lat), or null without a point. */
export function yandexMapsHref(coords: string): string | null {
  const point = parseCoords(coords);
  if (!point) return null;
  const [lat, lon] = point;
  return `https://yandex.ru/maps/?pt=${lon},${lat}&z=16&l=map`;
}
