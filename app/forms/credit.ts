import { z } from "zod/v4";
import { CONSENT_MESSAGES } from "./consents";
import { agreementField, callTouchFields, carIdField, consentField, nameField, phoneField, safePageUrl } from "./rules";

const whole = (message: string, max: number) =>
  z
    .string({ error: message })
    .transform((value) => value.replace(/[\s\u00a0]/g, ""))
    .pipe(z.string().regex(/^\d{1,10}$/, { error: message }).transform(Number))
    .refine((value) => value <= max, { error: message });

/**
 * The credit application (docs/product.md, «Кредит»; CreditApplicationForm): the shared name,
 * phone and consent rules, the car, and the loan as the calculator beside it shows it. The
 * dealer API checks the terms against the programme again and works out the payment itself.
 */
export const creditApplicationSchema = z.object({
  NAME: nameField,
  PHONE: phoneField,
  AGREE: agreementField,
  // The buyer's data goes to the partner banks: a purpose of its own (consent-banks).
  AGREE_BANKS: consentField(CONSENT_MESSAGES.banks),
  CAR_ID: carIdField,
  PROGRAM: z.string({ error: "Выберите программу кредитования" }).regex(/^[a-z0-9-]{1,64}$/, { error: "Выберите программу кредитования" }),
  DOWN_PAYMENT: whole("Укажите первоначальный взнос в рублях", 1_000_000_000),
  TERM: whole("Укажите срок кредита в месяцах", 120),
  URL: z.unknown().transform(safePageUrl),
  ...callTouchFields,
});

export type CreditApplicationValues = z.output<typeof creditApplicationSchema>;
