import { z } from "zod/v4";
import { VERSIONED_CONSENT } from "./consents";
import { CYRILLIC, HAS_RUSSIAN_LETTER, MESSAGES, COMMENT_MAX, NAME_MAX, normalizePhone, phoneForApi, RUSSIAN_NAME } from "./input";

export { COMMENT_MAX, maskPhone, MESSAGES, NAME_MAX, normalizePhone, phoneForApi, preparePhoneInput, sanitizeNameInput, stripCyrillic, visibleErrors } from "./input";

/**
 * Field rules shared by every lead form (docs/product.md §5.2). The messages are its Russian
 * texts, character for character (input.ts); the rest follow the dealer API's own checks
 * (docs/dealer-api.md), so whatever passes here also passes there.
 */

// Every form schema is built on this module, so this runs before any schema parses. In the
// browser zod must not probe `new Function` (its JIT): the page's CSP forbids eval and the
// probe is reported as a violation. The server keeps the faster JIT path.
if (typeof document !== "undefined") z.config({ jitless: true });

/**
 * A text field. Conform reads an empty field as missing (undefined), so missing reads as "";
 * anything but one string (a repeated field, a file) gets the field's own message.
 */
function text(message: string) {
  return z
    .string({ error: message })
    .optional()
    .transform((value) => value ?? "");
}

export const nameField = text(MESSAGES.nameLetters)
  .transform((value) => value.trim())
  // Nothing typed reads as "too short": the closest of the three messages.
  .check((ctx) => {
    const value = ctx.value;
    if (value.length < 2) ctx.issues.push({ code: "custom", message: MESSAGES.nameShort, input: value });
    else if (value.length > NAME_MAX) ctx.issues.push({ code: "custom", message: MESSAGES.nameLong, input: value });
    else if (!RUSSIAN_NAME.test(value) || !HAS_RUSSIAN_LETTER.test(value)) {
      ctx.issues.push({ code: "custom", message: MESSAGES.nameLetters, input: value });
    }
  });

export const phoneField = text(MESSAGES.phone).transform((value, ctx) => {
  const national = normalizePhone(value);
  if (national === undefined) {
    ctx.issues.push({ code: "custom", message: MESSAGES.phone, input: value });
    return z.NEVER;
  }
  return phoneForApi(national);
});

const PUNYCODE_LABEL = /[@.]xn--/i;

export const emailField = text(MESSAGES.email)
  .transform((value) => value.trim())
  .check((ctx) => {
    const value = ctx.value;
    // A browser's type=email field hands over a mistyped Russian letter in the domain as
    // punycode («mail.ruж» → «mail.xn--ru-rlc»): an encoded label is a non-Latin letter.
    if (CYRILLIC.test(value) || PUNYCODE_LABEL.test(value)) ctx.issues.push({ code: "custom", message: MESSAGES.emailCyrillic, input: value });
    else if (value.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      ctx.issues.push({ code: "custom", message: MESSAGES.email, input: value });
    }
  });

// C0 controls and DEL, except line breaks and tabs, which a comment may keep.
// eslint-disable-next-line no-control-regex
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const commentField = text(MESSAGES.commentChars)
  .transform((value) => value.trim())
  .check((ctx) => {
    if (ctx.value.length > COMMENT_MAX) ctx.issues.push({ code: "custom", message: MESSAGES.comment, input: ctx.value });
    else if (CONTROL_EXCEPT_WHITESPACE.test(ctx.value)) {
      ctx.issues.push({ code: "custom", message: MESSAGES.commentChars, input: ctx.value });
    }
  });

const ticked = (value: unknown) => value === "on" || value === true || value === "true";

/**
 * A consent's box: ticked, it posts the document and version the page named (`code@N`,
 * app/forms/consents.ts), or 'on' when the page named none; unticked, nothing. The dealer API
 * gets the version as posted and stores it with the request.
 */
export function consentField(message: string) {
  return z
    .unknown()
    .refine((value) => ticked(value) || (typeof value === "string" && VERSIONED_CONSENT.test(value)), { error: message })
    .transform((value): string | true => (typeof value === "string" && VERSIONED_CONSENT.test(value) ? value : true));
}

/** The consent to processing for the request: every lead form's, no message shown (§5.2). */
export const agreementField = consentField(MESSAGES.agreement);

/**
 * The page a form was sent from, as the dealer API accepts it: a site path (not `//host`
 * or `/\host`) or an http(s) address, no whitespace or controls. Anything else is dropped
 * rather than failing the visitor's request over a field they never see.
 */
export function safePageUrl(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001F\u007F]/.test(value)) return undefined;
  return /^(\/(?![/\\])|https?:\/\/)/i.test(value) ? value : undefined;
}

/** A car id from a form: a positive whole number. */
export const carIdField = z
  .string({ error: "Не указан автомобиль" })
  .trim()
  .regex(/^\d{1,12}$/, { error: "Не указан автомобиль" })
  .transform(Number)
  .refine((id) => id > 0, { error: "Не указан автомобиль" });

/** The call-tracking fields a lead form carries (app/forms/calltouch.ts fills them with JS). */
export const callTouchFields = {
  CALLTOUCH: z.unknown().transform((value) => value === "true"),
  CALLTOUCHDATA: z.unknown().transform((value) => (typeof value === "string" && value.length <= 10_000 ? value : "")),
};
