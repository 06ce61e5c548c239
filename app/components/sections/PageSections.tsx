import { sectionRegistry } from "./index";
import type { SectionRegistry } from "./registry";

/** What the loader hands over for each section (app/services/page-sections.server.ts). */
export type LoadedSection = { id: string; entity: string; content: unknown };

/** A page's sections, in the API's order, each through its entity's component. */
export function PageSections({ sections, registry = sectionRegistry }: { sections: LoadedSection[]; registry?: SectionRegistry }) {
  return (
    <>
      {sections.map((section) => {
        const Component = registry[section.entity]?.Component;
        return Component ? <Component key={section.id} id={section.id} content={section.content} /> : null;
      })}
    </>
  );
}
