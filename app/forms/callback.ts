import { z } from "zod/v4";
import { agreementField, commentField, nameField, phoneField, safePageUrl } from "./rules";

/** The "questions" call-back section of content pages (docs/product.md §4.9; CallBackBodyPageForm). */
export const callBackSchema = z.object({
  NAME: nameField,
  PHONE: phoneField,
  COMMENT: commentField,
  AGREE: agreementField,
  URL: z.unknown().transform(safePageUrl),
});

