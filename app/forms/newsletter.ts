import { z } from "zod/v4";
import { agreementField, emailField } from "./rules";

/** The newsletter (docs/product.md §4.8; NewsSubscribeForm): the API wants AGREEMENT as 'on'. */
export const newsletterSchema = z.object({
  EMAIL: emailField,
  AGREEMENT: agreementField.transform(() => "on" as const),
});

export const NEWSLETTER_SUCCESS = { title: "Cпасибо", text: "Вы успешно подписались!" } as const;

/** The browser-session flag of docs/product.md §4.8 (the old site's spelling, kept). */
export const NEWSLETTER_STORAGE_KEY = "formDisebled";
