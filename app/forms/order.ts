import { z } from "zod/v4";
import { agreementField, commentField, nameField, phoneField, safePageUrl } from "./rules";

/** The car order (docs/product.md §4.9; OrderForm), on the car page and the cart page: the shared field rules plus the car. */
export const orderSchema = z.object({
  NAME: nameField,
  PHONE: phoneField,
  COMMENT: commentField,
  AGREE: agreementField,
  CAR_ID: z
    .string({ error: "Не указан автомобиль" })
    .regex(/^\d{1,12}$/, { error: "Не указан автомобиль" })
    .transform(Number)
    .refine((id) => id > 0, { error: "Не указан автомобиль" }),
  URL: z.unknown().transform(safePageUrl),
  CALLTOUCH: z.unknown().transform((value) => value === "true"),
  CALLTOUCHDATA: z.unknown().transform((value) => (typeof value === "string" && value.length <= 10_000 ? value : "")),
});

export type OrderValues = z.output<typeof orderSchema>;

export { ORDER_TEXTS } from "./texts";
