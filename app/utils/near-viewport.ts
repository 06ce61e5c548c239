/**
 * Calls `onNear` once the element comes within `NEAR_VIEWPORT` of the screen: what loads its
 * code on demand (a form's validation, the map's Leaflet and tiles) starts just before the
 * visitor gets there, not with the page. Returns the cleanup.
 */
export const NEAR_VIEWPORT = "200px";

export function whenNearViewport(element: Element, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
