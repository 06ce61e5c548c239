import { useEffect, useRef, useState } from "react";
import { useFetchers, useRevalidator, useSubmit } from "@remix-run/react";
import { DelegatedLinks } from "~/components/DelegatedLinks";
import { KEPT_MARKUP } from "~/utils/markup-only";

/**
 * A list page's grid of cards as the server drew it, while the browser has the document's data
 * alone, which leaves the cards out (ADR 082): neither hydrated nor replaced. Its links work as
 * a `CarGrid`'s do, and so do its list toggles (`keptToggles`); the first revalidation or
 * navigation brings the cards, and the page renders them in its place.
 */
export function KeptGrid() {
  const ref = useRef<HTMLUListElement>(null);
  const submit = useSubmit();
  const { revalidate } = useRevalidator();
  // A toggle's post that succeeds revalidates the page, which brings the cards; a refused one
  // does not, so once it is done the grid asks for them, for the toggle to say why. The grid
  // watches the post without a fetcher of its own: leaving the page, it would take the reply
  // with it, before the rendered toggle reads it.
  const [posted, setPosted] = useState<{ key: string; seen: boolean }>();
  const inFlight = useFetchers().some((fetcher) => fetcher.key === posted?.key && fetcher.state !== "idle");
  useEffect(() => {
    if (posted && inFlight && !posted.seen) setPosted({ ...posted, seen: true });
    else if (posted?.seen && !inFlight) void revalidate();
  }, [posted, inFlight, revalidate]);
  useEffect(() => {
    const grid = ref.current!;
    // Rendered afresh rather than hydrated (a hydration error above it), it has no server
    // markup to keep: it asks for its cards.
    if (!grid.childElementCount) return void revalidate();
    let detach: (() => void) | undefined;
    let gone = false;
    void import("./kept-toggles").then(({ keptToggles }) => {
      if (!gone) detach = keptToggles(grid, submit, (key) => setPosted({ key, seen: false }));
    });
    return () => {
      gone = true;
      detach?.();
    };
  }, [submit, revalidate]);
  return (
    <DelegatedLinks>
      <ul ref={ref} className="car-grid" {...KEPT_MARKUP} />
    </DelegatedLinks>
  );
}
