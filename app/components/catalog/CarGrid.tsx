import type { ReactNode } from "react";
import { DelegatedLinks } from "~/components/DelegatedLinks";

/**
 * A grid of car cards. Their name links are plain anchors, and the grid navigates on the
 * client and preloads a car page on intent for all of them (`DelegatedLinks`) instead of a
 * router `<Link>` per card: a Link resolves its address and sets up its prefetching in every
 * server render, and 24 of them were a twentieth of a catalogue's.
 */
export function CarGrid({ updating = false, children }: { updating?: boolean; children: ReactNode }) {
  return (
    <DelegatedLinks>
      <ul className={updating ? "car-grid car-grid--updating" : "car-grid"}>{children}</ul>
    </DelegatedLinks>
  );
}
