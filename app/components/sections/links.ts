import type { LinkDescriptor } from "@remix-run/node";
import sectionStyles from "./sections.bundle.css?url";

/**
 * Every stylesheet a section of the registry may need (offers are catalogue cards, news are
 * the company pages' cards, the map and reviews are the dealer centres'), for the `links` of
 * any route that renders <PageSections>: which sections come is the API's choice, not the page's.
 */
export function sectionLinks(): LinkDescriptor[] {
  return [{ rel: "stylesheet", href: sectionStyles }];
}
