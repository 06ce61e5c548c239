import type { LinkDescriptor } from "@remix-run/node";
import { dealerLinks } from "~/components/dealers/links";
import catalogStyles from "~/styles/catalog.css?url";
import companyStyles from "~/styles/company.css?url";
import sectionStyles from "~/styles/sections.css?url";

/**
 * Every stylesheet a section of the registry may need (offers are catalogue cards, news are
 * the company pages' cards, the map and reviews are the dealer centres'), for the `links` of
 * any route that renders <PageSections>: which sections come is the API's choice, not the page's.
 */
export function sectionLinks(): LinkDescriptor[] {
  return [
    { rel: "stylesheet", href: catalogStyles },
    ...dealerLinks(),
      { rel: "stylesheet", href: companyStyles },
    { rel: "stylesheet", href: sectionStyles },
  ];
}
