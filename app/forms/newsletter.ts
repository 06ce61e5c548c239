import { z } from "zod/v4";
import { agreementField, emailField } from "./rules";

/** The newsletter (spec §7 NewsSubscribeForm): the API wants AGREEMENT as 'on'. */
export const newsletterSchema = z.object({
  EMAIL: emailField,
  AGREEMENT: agreementField.transform(() => "on" as const),
});

export const NEWSLETTER_SUCCESS = { title: "Cпасибо", text: "Вы успешно подписались!" } as const;

/** The browser-session flag of spec §4 (spelling as in the spec). */
export const NEWSLETTER_STORAGE_KEY = "formDisebled";
