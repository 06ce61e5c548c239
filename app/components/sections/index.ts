import { figuresSection } from "./FiguresSection";
import { historySection } from "./HistorySection";
import type { SectionRegistry } from "./registry";
import { valuesSection } from "./ValuesSection";

/**
 * Every section entity the site renders, by the entity name the dealer API uses. Add a
 * section with one line here and its own module beside this one.
 */
export const sectionRegistry: SectionRegistry = {
  history: historySection,
  figures: figuresSection,
  values: valuesSection,
};
