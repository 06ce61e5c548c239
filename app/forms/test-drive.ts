import { z } from "zod/v4";
import { agreementField, nameField, phoneField, safePageUrl } from "./rules";
import { slotFields } from "./service";
import { handoverField } from "./handover";

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
  /** The centre the car is brought to for the test drive (ADR 075); left out: its own. */
  HANDOVER: handoverField,
  NAME: nameField,
  PHONE: phoneField,
  AGREE: agreementField,
  URL: z.unknown().transform(safePageUrl),
});

export type TestDriveValues = z.output<typeof testDriveSchema>;
