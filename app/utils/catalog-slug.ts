/**
 * /catalog/{slug...} is an old address form that answers 301 to /cars/{slug parts}. Only
 * plain segments are accepted, so the redirect can never point off-site or climb paths
 * ('//evil.example', '..', '%2F', backslashes all fail).
 */
export const MAX_SLUG_SEGMENTS = 3;
const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The redirect target, or null when the slug is not safe (the route answers 404). */
export function carsPathFromSlug(splat: string | undefined): string | null {
  if (!splat) return null;
  const segments = splat.replace(/\/+$/, "").split("/");
  if (segments.length === 0 || segments.length > MAX_SLUG_SEGMENTS) return null;
  if (!segments.every((s) => s.length <= 64 && SEGMENT.test(s))) return null;
  return `/cars/${segments.join("/")}`;
}
