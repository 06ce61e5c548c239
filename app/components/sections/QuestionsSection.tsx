import { z } from "zod/v4";
import { CallBackSection } from "~/components/forms/CallBackSection";
import { defineSection, SERVER, serverOnly } from "./registry";

/** The questions form: the site's call-back form, posting to the page it is on. */
export const questionsSection = defineSection({
  schema: SERVER ? z.object({ title: z.string().optional(), text: z.string().optional() }) : serverOnly,
  Component: ({ id, content }) => (
    <CallBackSection id={id} className="page-section container" title={content.title} text={content.text} />
  ),
});
