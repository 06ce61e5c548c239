import { z } from "zod/v4";
import { defineSection, SERVER, serverOnly } from "./registry";

/** A heading and its text: a step, or the evaluation forms' own copy (TradeInSections.tsx). */
export const titled = SERVER ? z.object({ title: z.string(), text: z.string() }) : serverOnly;
const items = <T extends z.ZodType>(item: T) => z.preprocess((v) => v ?? [], z.array(item));

/** The page's opening line under its heading. */
export const tradeInIntroSection = defineSection({
  schema: SERVER ? z.object({ lead: z.string() }) : serverOnly,
  Component: ({ content }) => (
    <div className="container">
      <p className="tradein-lead">{content.lead}</p>
    </div>
  ),
});

/** How something goes, step by step (a numbered list of titled steps). */
export const stepsSection = defineSection({
  schema: SERVER ? z.object({ title: z.string(), items: items(titled) }) : serverOnly,
  Component: ({ content, id }) => (
    <section className="tradein-block container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{content.title}</h2>
      <ol className="tradein-steps">
        {content.items.map((item) => (
          <li key={item.title} className="tradein-steps__item">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ol>
    </section>
  ),
});

/** Questions and answers, each folded under its question (works without JS: `<details>`). */
export const faqSection = defineSection({
  schema: SERVER ? z.object({ title: z.string(), items: items(z.object({ question: z.string(), answer: z.string() })) }) : serverOnly,
  Component: ({ content, id }) => (
    <section className="tradein-block container" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{content.title}</h2>
      <div className="accordion">
        {content.items.map((item) => (
          <details key={item.question} className="accordion__item">
            <summary className="accordion__summary">{item.question}</summary>
            <p className="accordion__body">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  ),
});
