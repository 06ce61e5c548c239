import { z } from "zod/v4";
import { consentField, emailField, MESSAGES } from "./rules";

/**
 * The newsletter (docs/product.md §4.8; NewsSubscribeForm). The subscription is advertising by
 * e-mail, so its box is the marketing consent (consent-marketing, ADR 067), unticked marked
 * without a message as every form's consent (§5.2); a plain yes goes as 'on'.
 */
export const newsletterSchema = z.object({
  EMAIL: emailField,
  AGREEMENT: consentField(MESSAGES.agreement).transform((value) => (value === true ? ("on" as const) : value)),
});

export { NEWSLETTER_SUCCESS, NEWSLETTER_STORAGE_KEY } from "./texts";
