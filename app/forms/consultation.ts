import { z } from "zod/v4";
import { agreementField, callTouchFields, commentField, nameField, phoneField, safePageUrl } from "./rules";

/**
 * The consultation modal (docs/product.md §4.7; GetConsultationForm). CITY is not a field: the server
 * takes it from the visitor's city, so it cannot be forged or go stale.
 */
export const consultationSchema = z.object({
  NAME: nameField,
  PHONE: phoneField,
  COMMENT: commentField,
  AGREE: agreementField,
  /** The page it is about (the `back` path); stored as that page's absolute URL (handleLeadForm). */
  URL: z.unknown().transform(safePageUrl),
  ...callTouchFields,
});

export type ConsultationInput = z.input<typeof consultationSchema>;
export type ConsultationValues = z.output<typeof consultationSchema>;

export { CONSULTATION_DEFAULTS } from "./texts";
