/*
 * Texts and constants of the site shell's lead forms (the consultation dialog, the footer's
 * newsletter) that pages render before the form stack is loaded. They live apart from the
 * schemas so that a page's first load carries no zod (docs/decisions/025-lazy-form-stack.md);
 * each schema module re-exports its own. A form of one page keeps its texts beside it: a
 * module is in one chunk, and here they were in every page's shell.
 */

/** The default texts (docs/product.md §4.7), for when common data leaves one out. */
export const CONSULTATION_DEFAULTS = {
  title: "Получить консультацию",
  description:
    "Оставьте свои контакты, и наш менеджер проконсультирует вас по модельному ряду и услугам дилерского центра.",
  successTitle: "Cпасибо, Ваша заявка успешно отправлена!",
  successText: "Наш менеджер проконсультирует вас по модельному ряду",
} as const;

export const NEWSLETTER_SUCCESS = { title: "Cпасибо", text: "Вы успешно подписались!" } as const;

/** The browser-session flag of docs/product.md §4.8 (the old site's spelling, kept). */
export const NEWSLETTER_STORAGE_KEY = "formDisebled";
