import { type Router } from "express";
import { z } from "zod/v4";
import { optionalConsent, requiredConsent } from "../consents";
import { type DealerApiModule } from "../context";
import { type DB } from "../db";
import { type ApiError, ApiFailure, endpoint } from "../http";
import { storeLead } from "../leads";

/** A validation error that also names the request field, so the storefront can place it. */
export type FieldError = ApiError & { field: string };

export const MESSAGES = {
  nameShort: "Введите не менее 2 букв",
  nameLong: "Введите не более 50 букв",
  nameLetters: "Введите имя, используя только буквы русского алфавита",
  phone: "Введите номер телефона",
  email: "Введите корректный email",
  emailCyrillic: "Email не должен содержать русские буквы",
  agree: "Необходимо согласие на обработку персональных данных",
  comment: "Комментарий должен быть не длиннее 2000 символов",
  commentChars: "Комментарий содержит недопустимые символы",
  city: "Название города должно быть строкой не длиннее 100 символов",
  url: "Некорректный адрес страницы",
  callTouch: "Некорректный признак колл-трекинга",
  callTouchData: "Некорректные данные колл-трекинга",
} as const;

// Checkboxes arrive as JSON booleans from fetch and as 'on'/'Y'/'true' from plain form posts.
const TRUE_VALUES = new Set<unknown>([true, "true", "on", "Y", "1"]);
const FALSE_VALUES = new Set<unknown>([false, "false", "off", "N", "0", "", undefined, null]);

// C0 controls and DEL; a comment may still keep line breaks and tabs.
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
export const ANY_CONTROL = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex
const WHITESPACE_OR_CONTROL = /[\s\u0000-\u001F\u007F]/;

const RUSSIAN_NAME = /^[А-Яа-яЁё -]+$/;
const HAS_LETTER = /[А-Яа-яЁё]/;

const name = z
  // Nothing typed reads as "too short", like the storefront's own check.
  .string({ error: (issue) => (issue.input === undefined ? MESSAGES.nameShort : MESSAGES.nameLetters) })
  // "й" and "ё" typed on some keyboards arrive as a letter plus a combining mark.
  .normalize("NFC")
  .trim()
  .min(2, { error: MESSAGES.nameShort })
  .max(50, { error: MESSAGES.nameLong })
  .refine((value) => RUSSIAN_NAME.test(value) && HAS_LETTER.test(value), { error: MESSAGES.nameLetters });

const phone = z.string({ error: MESSAGES.phone }).regex(/^\+7\d{10}$/, { error: MESSAGES.phone });

/** The consent to processing for the request: `consent-processing@N` as the page showed it, or a plain yes (../consents.ts). */
export const agree = requiredConsent(MESSAGES.agree);

/** An optional text: missing, null and "" all mean "not given", so they make the same lead. */
function optionalText(max: number, message: string, forbidden: RegExp, charsMessage = message) {
  return z
    .union([z.string({ error: message }), z.null(), z.undefined()], { error: message })
    .transform((value) => (value ? value.trim() : "") || undefined)
    .refine((value) => value === undefined || value.length <= max, { error: message })
    .refine((value) => value === undefined || !forbidden.test(value), { error: charsMessage });
}

const comment = optionalText(2000, MESSAGES.comment, CONTROL_EXCEPT_WHITESPACE, MESSAGES.commentChars);
const city = optionalText(100, MESSAGES.city, ANY_CONTROL);
// The page the form was sent from: a site path or an http(s) address, never javascript: and the like.
const url = optionalText(2000, MESSAGES.url, WHITESPACE_OR_CONTROL).refine(
  (value) => value === undefined || /^(\/(?![/\\])|https?:\/\/)/i.test(value),
  { error: MESSAGES.url },
);

const callTouch = z
  .unknown()
  .refine((value) => TRUE_VALUES.has(value) || FALSE_VALUES.has(value), { error: MESSAGES.callTouch })
  .transform((value) => TRUE_VALUES.has(value));

const callTouchData = z
  .unknown()
  .refine(
    (value) =>
      value === undefined ||
      value === null ||
      typeof value === "string" ||
      (typeof value === "object" && !Array.isArray(value)),
    { error: MESSAGES.callTouchData },
  )
  .refine((value) => value === undefined || value === null || serialisedLength(value) <= 10_000, {
    error: MESSAGES.callTouchData,
  })
  .transform((value) => (value === null || value === "" ? undefined : value));

/** Widget data is a few flat keys; deep nesting is an attack on the recursive serialisers. */
const MAX_DEPTH = 16;

function serialisedLength(value: unknown): number {
  if (typeof value === "string") return value.length;
  if (depth(value) > MAX_DEPTH) return Infinity;
  return JSON.stringify(value).length;
}

/** Nesting depth without recursion, so the check itself cannot overflow the stack. */
function depth(root: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length) {
    const [value, level] = stack.pop()!;
    if (!value || typeof value !== "object") continue;
    deepest = Math.max(deepest, level);
    if (deepest > MAX_DEPTH) break;
    for (const child of Object.values(value)) stack.push([child, level + 1]);
  }
  return deepest;
}

const email = z
  .string({ error: MESSAGES.email })
  .trim()
  .refine((value) => !/[А-Яа-яЁё]/.test(value), { error: MESSAGES.emailCyrillic, abort: true })
  .refine((value) => value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), { error: MESSAGES.email });

export const consultationSchema = z.object({
  NAME: name,
  PHONE: phone,
  COMMENT: comment,
  CITY: city,
  AGREE: agree,
  // «Узнавать об акциях»: never required to send a request.
  AGREE_ADS: optionalConsent,
  URL: url,
  CALLTOUCH: callTouch,
  CALLTOUCHDATA: callTouchData,
});

export const newsSubscribeSchema = z.object({
  // The subscription is the marketing consent itself (consent-marketing); a plain yes stays 'on'.
  AGREEMENT: requiredConsent(MESSAGES.agree).transform((value) => (value === true ? ("on" as const) : value)),
  EMAIL: email,
});

export const callBackSchema = z.object({
  NAME: name,
  PHONE: phone,
  COMMENT: comment,
  AGREE: agree,
  AGREE_ADS: optionalConsent,
  URL: url,
});

/** A refusal of one field, as the storefront places it beside that field. */
export function fieldError(field: string, message: string, code = "VALIDATION"): FieldError {
  return { code, message, field };
}

/** One message per field (the first), in field order, as the storefront shows one per field. */
export function fieldErrors(error: z.ZodError): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!byField.has(field)) byField.set(field, { code: "VALIDATION", message: issue.message, field });
  }
  return [...byField.values()];
}

function formEndpoint(router: Router, db: DB, form: string, schema: z.ZodType<Record<string, unknown>>) {
  endpoint(router, ["POST"], `/api/rrt/form/${form}/create`, (input) => {
    const parsed = schema.safeParse(input);
    if (!parsed.success) throw new ApiFailure(400, fieldErrors(parsed.error));
    const page = typeof parsed.data.URL === "string" ? parsed.data.URL : null;
    return storeLead(db, { type: form, payload: parsed.data, page, visitor: input.FUserId });
  });
}

export const formsModule: DealerApiModule = {
  name: "forms",
  register(router, { db }) {
    formEndpoint(router, db, "GetConsultationForm", consultationSchema);
    formEndpoint(router, db, "NewsSubscribeForm", newsSubscribeSchema);
    formEndpoint(router, db, "CallBackBodyPageForm", callBackSchema);
  },
};
