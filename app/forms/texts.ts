/*
 * Texts and constants of the lead forms that pages render before the form stack is loaded.
 * They live apart from the schemas so that a page's first load carries no zod
 * (docs/decisions/025-lazy-form-stack.md); each schema module re-exports its own.
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

export const CALLBACK_TEXTS = {
  title: "Остались вопросы?",
  description: "Оставьте телефон — менеджер перезвонит и ответит на них.",
  successTitle: "Cпасибо, Ваша заявка успешно отправлена!",
  successText: "Менеджер перезвонит вам в ближайшее время.",
} as const;

export const ORDER_TEXTS = {
  successTitle: "Cпасибо, Ваша заявка успешно отправлена!",
  successText: "Менеджер дилерского центра свяжется с вами, чтобы договориться о покупке.",
} as const;

export const SERVICE_TEXTS = {
  successTitle: "Вы записаны на сервис",
  successText: "Менеджер сервисного центра позвонит, чтобы подтвердить визит. Если планы изменятся, позвоните нам — мы перенесём запись.",
  /** The same visit booked again (same phone, centre and slot) with a new comment: kept with the booking. */
  commentAdded: "Вы уже записаны на это время, поэтому новая запись не создана. Ваш комментарий мы добавили к этой записи.",
} as const;

export const CONDITIONS = [
  { code: "excellent", name: "Отличное" },
  { code: "good", name: "Хорошее" },
  { code: "fair", name: "Удовлетворительное" },
  { code: "repair", name: "Требует ремонта" },
] as const;
export type ConditionCode = (typeof CONDITIONS)[number]["code"];

export const OWNERS = [
  { code: 1, name: "Один" },
  { code: 2, name: "Два" },
  { code: 3, name: "Три и более" },
] as const;
