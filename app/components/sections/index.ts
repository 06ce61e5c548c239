import { brandsSection } from "./BrandsSection";
import { countsSection } from "./CountsSection";
import { figuresSection } from "./FiguresSection";
import { historySection } from "./HistorySection";
import { mapSection } from "./MapSection";
import { newsSection } from "./NewsSection";
import { offersSection } from "./OffersSection";
import { questionsSection } from "./QuestionsSection";
import type { SectionRegistry } from "./registry";
import { reviewsSection } from "./ReviewsSection";
import { sliderSection } from "./SliderSection";
import { faqSection, stepsSection, tradeInIntroSection } from "./TextSections";
import { valuesSection } from "./ValuesSection";

/**
 * The section entities any page may render, by the entity name the dealer API uses. Add a
 * section with one line here and its own module beside this one. Sections that only work on
 * one page's data join that page's registry instead (TradeInSections.tsx).
 */
export const sectionRegistry: SectionRegistry = {
  slider: sliderSection,
  counts: countsSection,
  brands: brandsSection,
  offers: offersSection,
  news: newsSection,
  reviews: reviewsSection,
  map: mapSection,
  questions: questionsSection,
  history: historySection,
  figures: figuresSection,
  values: valuesSection,
  // Titled statements as cards, like the about page's values.
  advantages: valuesSection,
  steps: stepsSection,
  faq: faqSection,
  tradein_intro: tradeInIntroSection,
  // The evaluation forms work on the trade-in page's own data: tradeInSectionRegistry.
};
