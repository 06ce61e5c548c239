import { z } from "zod/v4";
import { agreementField, nameField, phoneField, safePageUrl } from "./rules";
import { slotFields } from "./service";

/**
 * The test drive (docs/product.md, "Test drive"; TestDriveForm): the car, a slot of its
 * dealer centre, and the shared contact fields. The slot's messages are the service
 * booking's, as the slot engine is the same.
 */
export const testDriveSchema = z.object({
  CAR_ID: z
    .string({ error: "Не указан автомобиль" })
    .regex(/^\d{1,12}$/, { error: "Не указан автомобиль" })
    .transform(Number)
    .refine((id) => id > 0, { error: "Не указан автомобиль" }),
  ...slotFields,
  NAME: nameField,
  PHONE: phoneField,
  AGREE: agreementField,
  URL: z.unknown().transform(safePageUrl),
});

export type TestDriveValues = z.output<typeof testDriveSchema>;
