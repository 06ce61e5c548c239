import { z } from "zod/v4";
import { CONSENT_MESSAGES } from "./consents";
import { agreementField, callTouchFields, carIdField, commentField, nameField, phoneField, safePageUrl } from "./rules";

/*
 * «Отправить менеджеру» of «Собрать сделку» (docs/product.md, «Собрать сделку»; DealForm; ADR
 * 078): the shared contact and consent rules, and the deal's choices as the page's address
 * has them, posted in hidden fields. The server holds the trade-in estimate again and the
 * dealer API works every line out from the choices: nothing the page shows is trusted.
 */

export const DEAL_FORM_MESSAGES = {
  tradein: "Выберите автомобиль для трейд-ина ещё раз",
  program: "Выберите программу кредитования",
  down: "Укажите первоначальный взнос в рублях",
  term: "Укажите срок кредита в месяцах",
} as const;

const flag = z.unknown().transform((value) => value === "1");

/**
 * A hidden field's text that must match `pattern` (empty allowed where the pattern allows it).
 * Not a pipe into z.string(): conform reads an empty field as missing, which a string refuses.
 */
const matching = (pattern: RegExp, message: string) =>
  z.unknown().transform((value, ctx) => {
    const text = typeof value === "string" ? value.replace(/[\s\u00a0]/g, "") : "";
    if (pattern.test(text)) return text;
    ctx.issues.push({ code: "custom", message, input: value });
    return z.NEVER;
  });

const whole = (message: string, max: number) =>
  matching(/^\d{0,10}$/, message)
    .transform((value) => (value === "" ? undefined : Number(value)))
    .refine((value) => value === undefined || value <= max, { error: message });

export const dealSchema = z
  .object({
    NAME: nameField,
    PHONE: phoneField,
    COMMENT: commentField,
    AGREE: agreementField,
    // Required only with credit: the buyer's data then goes to the partner banks (consent-banks).
    AGREE_BANKS: z.unknown().optional(),
    CAR_ID: carIdField,
    /** The trade-in step: "estimate" (the kept evaluation), "garage-<id>", or empty. */
    TRADEIN: matching(/^(|1|estimate|garage-\d{1,12})$/, DEAL_FORM_MESSAGES.tradein),
    CREDIT: flag,
    PROGRAM: matching(/^[a-z0-9-]{0,64}$/, DEAL_FORM_MESSAGES.program),
    DOWN_PAYMENT: whole(DEAL_FORM_MESSAGES.down, 1_000_000_000),
    TERM: whole(DEAL_FORM_MESSAGES.term, 120),
    DELIVERY: flag,
    /** The extras' codes, comma-separated. */
    EXTRAS: matching(/^[a-z0-9,-]{0,800}$/, "Некорректный список оборудования").transform((value) => value.split(",").filter(Boolean)),
    URL: z.unknown().transform(safePageUrl),
    ...callTouchFields,
  })
  .superRefine((value, ctx) => {
    if (!value.CREDIT) return;
    const banks = value.AGREE_BANKS;
    if (!consentGiven(banks)) ctx.addIssue({ code: "custom", path: ["AGREE_BANKS"], message: CONSENT_MESSAGES.banks });
    if (!value.PROGRAM) ctx.addIssue({ code: "custom", path: ["PROGRAM"], message: DEAL_FORM_MESSAGES.program });
    if (value.DOWN_PAYMENT === undefined) ctx.addIssue({ code: "custom", path: ["DOWN_PAYMENT"], message: DEAL_FORM_MESSAGES.down });
    if (value.TERM === undefined) ctx.addIssue({ code: "custom", path: ["TERM"], message: DEAL_FORM_MESSAGES.term });
  });

/** A box posts `code@version` or "on" when ticked (rules.ts, consentField). */
function consentGiven(value: unknown): boolean {
  return value === "on" || (typeof value === "string" && /^[a-z][a-z-]{0,62}@\d{1,6}$/.test(value));
}

export type DealValues = z.output<typeof dealSchema>;
