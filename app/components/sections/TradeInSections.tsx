import { useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { Evaluation } from "~/components/tradein/Evaluation";
import { ManualEvaluationForm } from "~/components/tradein/ManualEvaluationForm";
import { figuresSection } from "./FiguresSection";
import { historySection } from "./HistorySection";
import { faqSection, stepsSection, titled, tradeInIntroSection } from "./TextSections";
import { valuesSection } from "./ValuesSection";
import { defineSection, type SectionRegistry, SERVER, serverOnly } from "./registry";

/**
 * The evaluation and the manual evaluation work on the trade-in page's own data (the
 * evaluation's state is its URL): on any other page they have nothing to work with.
 */
function OnTradeInPage({ children }: { children: ReactNode }) {
  return useRouteLoaderData("trade_in") ? <div className="container">{children}</div> : null;
}

/** Brand → model → generation → modification → year and mileage → the price (docs/product.md §4.19). */
const tradeInEvaluationSection = defineSection({
  schema: SERVER ? titled : serverOnly,
  feature: "trade_in",
  Component: ({ content }) => (
    <OnTradeInPage>
      <Evaluation title={content.title} text={content.text} />
    </OnTradeInPage>
  ),
});

/** A request for a manager's evaluation, for a car the lookups do not know. */
const manualEvaluationSection = defineSection({
  schema: SERVER ? titled : serverOnly,
  feature: "trade_in",
  Component: ({ content }) => (
    <OnTradeInPage>
      <ManualEvaluationForm title={content.title} text={content.text} />
    </OnTradeInPage>
  ),
});


/**
 * The trade-in page's registry: the evaluation's two forms, which work only on its own data,
 * and the text sections around them. Its page data holds nothing else, and leaving the
 * site's card, map and form sections out keeps the page's first-load JavaScript within its
 * budget: an entity not here is logged and left out, as anywhere (docs/decisions/010-page-sections.md).
 */
export const tradeInSectionRegistry: SectionRegistry = {
  tradein_intro: tradeInIntroSection,
  steps: stepsSection,
  faq: faqSection,
  advantages: valuesSection,
  values: valuesSection,
  figures: figuresSection,
  history: historySection,
  tradein_evaluation: tradeInEvaluationSection,
  manual_evaluation: manualEvaluationSection,
};
