import { z } from "zod/v4";
import { handoverField } from "./handover";
import { agreementField, callTouchFields, carIdField, commentField, nameField, phoneField, safePageUrl } from "./rules";

/** The car order (docs/product.md §4.9; OrderForm), on the car page and the cart page: the shared field rules plus the car. */
export const orderSchema = z.object({
  NAME: nameField,
  PHONE: phoneField,
  COMMENT: commentField,
  AGREE: agreementField,
  CAR_ID: carIdField,
  /** Where the buyer takes the car over (ADR 075); left out: the car's own centre. */
  HANDOVER: handoverField,
  URL: z.unknown().transform(safePageUrl),
  ...callTouchFields,
});

export type OrderValues = z.output<typeof orderSchema>;

