import type { ReactNode } from "react";
import { PrefetchPageAnchors } from "remix-utils/use-delegated-anchors";

/**
 * A grid of car cards. Their name links are plain anchors, and one listener on the grid
 * navigates on the client and prefetches the car page on hover (remix-utils' delegated
 * anchors) instead of a router `<Link>` per card: a Link resolves its address and sets up
 * its prefetching in every server render, and 24 of them were a twentieth of a catalogue's.
 */
export function CarGrid({ updating = false, children }: { updating?: boolean; children: ReactNode }) {
  return (
    <PrefetchPageAnchors>
      <ul className={updating ? "car-grid car-grid--updating" : "car-grid"}>{children}</ul>
    </PrefetchPageAnchors>
  );
}
