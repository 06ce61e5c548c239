import { PHONE_MASK, applyMask } from "./mask";

/**
 * What the lead forms need in the browser before their schemas (and zod) are loaded: the
 * messages of docs/product.md §5.2, the filters applied while typing, the phone's notations.
 * Kept free of zod so the first load of a page carries none of it (docs/decisions/025-lazy-form-stack.md);
 * rules.ts builds the schemas' field rules on top of it.
 */
export const MESSAGES = {
  nameShort: "Введите не менее 2 букв",
  nameLong: "Введите не более 50 букв",
  nameLetters: "Введите имя, используя только буквы русского алфавита",
  phone: "Введите номер телефона",
  email: "Введите корректный email",
  emailCyrillic: "Email не должен содержать русские буквы",
  comment: "Комментарий должен быть не длиннее 2000 символов",
  commentChars: "Комментарий содержит недопустимые символы",
  /**
   * An unticked agreement shows no text (docs/product.md §5.2); the field is still marked invalid.
   * Components never print this one, it only carries the state.
   */
  agreement: "agreement-required",
} as const;

export const NAME_MAX = 50;
export const COMMENT_MAX = 2000;

export const RUSSIAN_NAME = /^[А-Яа-яЁё -]+$/;
export const HAS_RUSSIAN_LETTER = /[А-Яа-яЁё]/;
export const CYRILLIC = /[\u0400-\u04FF]/;
const CYRILLIC_GLOBAL = /[\u0400-\u04FF]/g;

/**
 * What the name field keeps while the visitor types: Russian letters, spaces and hyphens;
 * a run of spaces or hyphens becomes one space; at most 50 characters.
 */
export function sanitizeNameInput(value: string): string {
  return value
    .replace(/[^А-Яа-яЁё -]/g, "")
    .replace(/[ -]{2,}/g, " ")
    .slice(0, NAME_MAX);
}

/** Typing Cyrillic into the email field does nothing (docs/product.md §5.2). */
export function stripCyrillic(value: string): string {
  return value.replace(CYRILLIC_GLOBAL, "");
}

/**
 * The 10 national digits of a Russian phone typed any common way — `+7 (911) 123-45-67`,
 * `8 911 123 45 67`, `79111234567`, `9111234567` — or undefined when it is not one.
 * A value that starts with +7 must have exactly 10 digits after it, so a half-typed mask
 * (`+7 (911) 123-45-6`) is never mistaken for a number without the country code.
 */
export function normalizePhone(value: string): string | undefined {
  const trimmed = value.trim();
  if (!/^[+\d\s()\-.]*$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) {
    return /^7\d{10}$/.test(digits) && trimmed.startsWith("+7") ? digits.slice(1) : undefined;
  }
  if (/^[78]\d{10}$/.test(digits)) return digits.slice(1);
  if (/^\d{10}$/.test(digits)) return digits;
  return undefined;
}

/** The dealer API's form: '+7' and 10 digits. */
export function phoneForApi(national: string): string {
  return `+7${national}`;
}

/**
 * What the phone mask receives: `chunk` is what was typed, pasted or autofilled, `before`
 * what the field shows in front of the caret. The mask shows `+7` itself, so a leading 8 or
 * 7 is the country prefix, not the area code: typed into an empty field it becomes the
 * mask's `+7` (after which an 8 is a digit: `88123456789` is `+7 (812) …`), and a whole
 * number arriving at once (`8 911 123-45-67`, `+7 911…`) loses it.
 */
export function preparePhoneInput(chunk: string, before: string): string {
  const digits = chunk.replace(/\D/g, "");
  if (digits.length >= 10) return normalizePhone(chunk) ?? chunk;
  if (before === "" && /^[78]/.test(digits)) return chunk.replace(/^\s*\+?\s*[78]/, "+7");
  return chunk;
}

/** The masked form of a phone typed any way, for putting a server-side value back in the field. */
export function maskPhone(value: string): string {
  const national = normalizePhone(value);
  return national ? applyMask(PHONE_MASK, `7${national}`) : value;
}

/** The text of a form error that is meant to be read (the agreement's is not). */
export function visibleErrors(errors: readonly string[] | undefined): string[] {
  return (errors ?? []).filter((message) => message !== MESSAGES.agreement);
}
