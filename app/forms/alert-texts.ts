import { formatPhone } from "~/utils/format";

/** What the alerts' pages say (docs/product.md, «Уведомления»); no zod here, for the pages' bundles. */
export const ALERT_TEXTS = {
  emailSent: (email: string) => `Мы отправили письмо на ${email}. Подтвердите подписку по ссылке из письма.`,
  smsActive: (phone: string) => `Готово: пришлём СМС на номер ${formatPhone(phone)}.`,
  already: "Вы уже подписаны на эти уведомления.",
  badLink: "Ссылка недействительна или устарела",
} as const;
