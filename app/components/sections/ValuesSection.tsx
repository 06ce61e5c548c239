import { z } from "zod/v4";
import { defineSection, SERVER, serverOnly } from "./registry";

/** What the group stands for: short titled statements as cards (the about page). */
export const valuesSection = defineSection({
  schema: SERVER ? z.object({
    title: z.string(),
    items: z.preprocess((v) => v ?? [], z.array(z.object({ title: z.string(), text: z.string() }))),
  }) : serverOnly,
  Component: ({ content, id }) => (
    <section className="home-section container" aria-labelledby={`${id}-title`}>
      <h2 className="home-section__title" id={`${id}-title`}>
        {content.title}
      </h2>
      <ul className="values">
        {content.items.map((item, index) => (
          <li key={item.title} className="values__item">
            <span className="values__number" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="values__title">{item.title}</h3>
            <p className="values__text">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  ),
});
