import { z } from "zod/v4";
import { agreementField, nameField, phoneField, safePageUrl } from "./rules";
import { SERVICE_MESSAGES } from "./service";

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
  // Not .optional(): an unchosen radio is absent, and its message must show.
  DATE: z.string({ error: SERVICE_MESSAGES.date }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: SERVICE_MESSAGES.date }),
  TIME: z.string({ error: SERVICE_MESSAGES.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: SERVICE_MESSAGES.time }),
  NAME: nameField,
  PHONE: phoneField,
  AGREE: agreementField,
  URL: z.unknown().transform(safePageUrl),
});

export type TestDriveValues = z.output<typeof testDriveSchema>;
