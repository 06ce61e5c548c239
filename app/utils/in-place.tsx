import { type ComponentProps, type ComponentType, createElement, lazy, type ReactNode, Suspense, useState } from "react";
import { HydratesLater, laterHydration } from "~/utils/use-hydrated";

/**
 * A component out of the first load, rendered in place: the server renders it into the HTML
 * and React 18's hydration keeps a suspended boundary's server markup until the chunk is here,
 * so the visitor sees it at once, with JavaScript or without (ADR 040). Not for a form open on
 * the page (ADR 025): an update above the boundary before the chunk arrives renders the empty
 * fallback for a moment, and would lose what was typed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
export function inPlace<C extends ComponentType<any>>(load: () => Promise<C>): (props: ComponentProps<C>) => ReactNode {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function InPlace(props) {
    // Part of the document's hydration, its chunk hydrates the server's markup when it arrives,
    // after the document's: its JavaScript-only parts wait for that (utils/use-hydrated.ts).
    const [later] = useState(laterHydration);
    return (
      <HydratesLater.Provider value={later}>
        <Suspense fallback={null}>{createElement(Lazy, props)}</Suspense>
      </HydratesLater.Provider>
    );
  };
}
