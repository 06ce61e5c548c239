import { z } from "zod/v4";
import { PageLink } from "~/components/PageLink";
import { ArrowRightIcon } from "~/components/icons";
import { defineSection, SERVER, serverOnly } from "./registry";
import { SectionShell } from "./SectionShell";
import { CARD_PHOTO, Photo } from "~/components/catalog/Photo";

const slide = SERVER ? z.object({
  title: z.string(),
  text: z.string().default(""),
  image: z.object({ src: z.string(), width: z.number(), height: z.number(), alt: z.string().default("") }),
  link: z.string(),
  linkText: z.string().default("Подробнее"),
}) : serverOnly;

/**
 * Current offers as a row of slides. The row scrolls and snaps by itself (CSS), so it works
 * the same without JavaScript; every slide is in the HTML.
 */
export const sliderSection = defineSection({
  schema: SERVER ? z.object({ title: z.string(), slides: z.array(slide).min(1) }) : serverOnly,
  Component: ({ id, content }) => (
    <SectionShell id={id} title={content.title}>
      <ul className="offer-slides" aria-label={content.title}>
        {content.slides.map((s, index) => (
          <li key={`${s.link}-${index}`} className="offer-slide">
            <Photo photo={s.image} layout={CARD_PHOTO} eager={index === 0} />
            <div className="offer-slide__body">
              <h3 className="offer-slide__title">{s.title}</h3>
              {s.text ? <p className="offer-slide__text">{s.text}</p> : null}
              <PageLink to={s.link} className="btn btn--primary offer-slide__link">
                {s.linkText}
                <ArrowRightIcon size={18} />
              </PageLink>
            </div>
          </li>
        ))}
      </ul>
    </SectionShell>
  ),
});
