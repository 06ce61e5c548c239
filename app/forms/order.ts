import { z } from "zod/v4";
import { agreementField, callTouchFields, carIdField, commentField, nameField, phoneField, safePageUrl } from "./rules";

/** The car order (docs/product.md §4.9; OrderForm), on the car page and the cart page: the shared field rules plus the car. */
export const orderSchema = z.object({
  NAME: nameField,
  PHONE: phoneField,
  COMMENT: commentField,
  AGREE: agreementField,
  CAR_ID: carIdField,
  URL: z.unknown().transform(safePageUrl),
  ...callTouchFields,
});

export type OrderValues = z.output<typeof orderSchema>;

