import { createContext, startTransition, useContext, useEffect, useState } from "react";

/** The document's first hydration has committed: what mounts after it is the browser's own render. */
let documentHydrated = false;

/**
 * A part whose server HTML hydrates after the document's (utils/in-place.tsx): until it has, its
 * components must render as the server did, though the document is already React's. The object
 * stays the same and only its field changes: a context value that changed above a part not yet
 * hydrated would make React drop the part's server HTML.
 */
export type LaterHydration = { pending: boolean };
export const HydratesLater = createContext<LaterHydration | null>(null);

/** A part mounted now hydrates after the document if the document is still hydrating. */
export const laterHydration = (): LaterHydration => ({ pending: !documentHydrated });

/**
 * Whether the page is React's, so the JavaScript-only parts can be drawn: false in the server's
 * HTML and the render that hydrates it, true from then on; a component mounted later (a
 * client navigation, a dialog) is true from its first render.
 *
 * remix-utils' `useHydrated` flips through `useSyncExternalStore`, whose catch-up render React
 * runs synchronously: every header, form and button that draws its JavaScript parts did it in
 * one task after hydration (ADR 057). Here the flip is a transition, which React renders in
 * slices that leave the main thread free.
 */
export function useHydrated(): boolean {
  const later = useContext(HydratesLater);
  const [hydrated, setHydrated] = useState(() => documentHydrated && !later?.pending);
  useEffect(() => {
    documentHydrated = true;
    if (later) later.pending = false;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated, later]);
  return hydrated;
}
