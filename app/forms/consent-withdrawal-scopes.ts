/*
 * The choices of «Отзыв согласия» (ADR 068), apart from the form's schema: the page draws them
 * at first load, and the schema's zod is loaded only when the form is checked in the browser.
 */
export const WITHDRAWAL_SCOPES = [
  { value: "marketing", label: "Согласие на рекламу и новости по e-mail и СМС: рассылка, уведомления о снижении цены и новых автомобилях" },
  { value: "all", label: "Все согласия, включая обработку персональных данных для заявок" },
] as const;
