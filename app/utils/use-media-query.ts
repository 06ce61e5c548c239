import { useEffect, useState } from "react";

/**
 * Whether a media query matches, following changes. Undefined (not known) on the server and
 * in the first client render, so hydration sees the server's markup; the answer comes right
 * after.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const [matches, setMatches] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}
