import { z } from "zod/v4";
import { defineSection, SERVER, serverOnly } from "./registry";

/** Key numbers of the group, big value over a short label (the about page). */
export const figuresSection = defineSection({
  schema: SERVER ? z.object({
    title: z.string(),
    items: z.preprocess((v) => v ?? [], z.array(z.object({ value: z.string(), label: z.string() }))),
  }) : serverOnly,
  Component: ({ content, id }) => (
    <section className="home-section container" aria-labelledby={`${id}-title`}>
      <h2 className="home-section__title" id={`${id}-title`}>
        {content.title}
      </h2>
      <ul className="figures">
        {content.items.map((item) => (
          <li key={item.label} className="figures__item">
            <span className="figures__value">{item.value}</span>
            <span className="figures__label">{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  ),
});
