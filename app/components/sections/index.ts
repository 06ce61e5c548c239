import type { SectionRegistry } from "./registry";

/**
 * Every section entity the site renders, by the entity name the dealer API uses. Add a
 * section with one line here and its own module beside this one.
 */
export const sectionRegistry: SectionRegistry = {};
