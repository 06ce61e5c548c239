import type { TradeInSection as Section } from "~/services/dealer-api/tradein-endpoints.server";
import { Evaluation } from "./Evaluation";
import { ManualEvaluationForm } from "./ManualEvaluationForm";

/**
 * The trade-in page's sections, in the order its page data gives them: one component per
 * entity (docs/product.md §4.19). Entities the page does not know were dropped by the schema.
 */
export function TradeInSection({ section }: { section: Section }) {
  switch (section.entity) {
    case "tradein_intro":
      return <p className="tradein-lead">{section.content.lead}</p>;
    case "tradein_evaluation":
      return <Evaluation title={section.content.title} text={section.content.text} />;
    case "steps":
      return (
        <section className="tradein-block" aria-labelledby="tradein-steps-title">
          <h2 id="tradein-steps-title">{section.content.title}</h2>
          <ol className="tradein-steps">
            {section.content.items.map((item) => (
              <li key={item.title} className="tradein-steps__item">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ol>
        </section>
      );
    case "advantages":
      return (
        <section className="tradein-block" aria-labelledby="tradein-advantages-title">
          <h2 id="tradein-advantages-title">{section.content.title}</h2>
          <ul className="tradein-advantages">
            {section.content.items.map((item) => (
              <li key={item.title} className="card">
                <h3 className="card__title">{item.title}</h3>
                <p className="card__text">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      );
    case "questions":
      return (
        <section className="tradein-block" aria-labelledby="tradein-questions-title">
          <h2 id="tradein-questions-title">{section.content.title}</h2>
          <div className="accordion">
            {section.content.items.map((item) => (
              <details key={item.question} className="accordion__item">
                <summary className="accordion__summary">{item.question}</summary>
                <p className="accordion__body">{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      );
    case "manual_evaluation":
      return <ManualEvaluationForm title={section.content.title} text={section.content.text} />;
  }
}
