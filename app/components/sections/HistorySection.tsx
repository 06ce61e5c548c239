import { z } from "zod/v4";
import { defineSection, SERVER, serverOnly } from "./registry";

/** The group's story: a few paragraphs and its milestones by year (the about page). */
export const historySection = defineSection({
  schema: SERVER ? z.object({
    title: z.string(),
    paragraphs: z.preprocess((v) => v ?? [], z.array(z.string())),
    milestones: z.preprocess((v) => v ?? [], z.array(z.object({ year: z.number().int(), text: z.string() }))),
  }) : serverOnly,
  Component: ({ content, id }) => (
    <section className="home-section container history" aria-labelledby={`${id}-title`}>
      <h2 className="home-section__title" id={`${id}-title`}>
        {content.title}
      </h2>
      <div className="history__layout">
        <div className="history__text">
          {content.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
        {content.milestones.length ? (
          <ol className="timeline">
            {content.milestones.map((m) => (
              <li key={`${m.year}-${m.text}`} className="timeline__item">
                <span className="timeline__year">{m.year}</span>
                <span className="timeline__text">{m.text}</span>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  ),
});
