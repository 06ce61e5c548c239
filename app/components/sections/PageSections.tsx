import type { LoadedSection } from "~/view-models/page-sections";
import type { SectionRegistry } from "./registry";

/**
 * A page's sections, in the API's order, each through its entity's component in the page's
 * registry (the loader validated them against the same one): `sectionRegistry` for most
 * pages, a page's own where it has sections only it can show (tradeInSectionRegistry).
 */
export function PageSections({ sections, registry }: { sections: LoadedSection[]; registry: SectionRegistry }) {
  return (
    <>
      {sections.map((section) => {
        const Component = registry[section.entity]?.Component;
        return Component ? <Component key={section.id} id={section.id} content={section.content} /> : null;
      })}
    </>
  );
}
