import { z } from "zod/v4";
import { agreementField, emailField } from "./rules";

/** The newsletter (docs/product.md §4.8; NewsSubscribeForm): the API wants AGREEMENT as 'on'. */
export const newsletterSchema = z.object({
  EMAIL: emailField,
  AGREEMENT: agreementField.transform(() => "on" as const),
});

export { NEWSLETTER_SUCCESS, NEWSLETTER_STORAGE_KEY } from "./texts";
