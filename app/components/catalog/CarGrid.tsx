import type { ReactNode } from "react";
import { DelegatedLinks } from "~/components/DelegatedLinks";

/**
 * A grid of car cards. Their name links are plain anchors, and the grid navigates on the
 * client and preloads a car page on intent for all of them (`DelegatedLinks`) instead of a
 * router `<Link>` per card: a Link resolves its address and sets up its prefetching in every
 * server render, and 24 of them were a twentieth of a catalogue's.
 */
export function CarGrid({ children }: { children: ReactNode }) {
  return (
    <DelegatedLinks>
      <ul className="car-grid">{children}</ul>
    </DelegatedLinks>
  );
}
