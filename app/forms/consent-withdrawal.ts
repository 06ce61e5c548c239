import { z } from "zod/v4";
import { emailField, phoneField } from "./rules";

/*
 * «Отзыв согласия» (docs/product.md, «Оператор и отзыв согласия»; ADR 068): which consent, and
 * the e-mail and/or phone it was given for. No consent checkbox: answering a withdrawal is
 * the operator's duty (152-ФЗ ст. 6 ч. 1 п. 2), not a purpose the visitor must agree to.
 */

export const WITHDRAWAL_FORM_MESSAGES = {
  scope: "Выберите, какое согласие вы отзываете",
  address: "Укажите email или телефон, на которые вы давали согласие",
} as const;

/** A field the visitor may leave empty; what is typed passes `field`'s own rules and messages. */
function optional<T extends z.ZodType<unknown, string | undefined>>(field: T) {
  return z
    .string()
    .optional()
    .transform((value, ctx): z.output<T> | undefined => {
      const typed = (value ?? "").trim();
      if (!typed) return undefined;
      const parsed = field.safeParse(typed);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues) ctx.issues.push({ code: "custom", message: issue.message, input: typed });
      return z.NEVER;
    });
}

export const withdrawalFormSchema = z
  .object({
    SCOPE: z.enum(["marketing", "all"], { error: WITHDRAWAL_FORM_MESSAGES.scope }),
    EMAIL: optional(emailField),
    PHONE: optional(phoneField),
  })
  .check((ctx) => {
    if (ctx.value.EMAIL === undefined && ctx.value.PHONE === undefined) {
      ctx.issues.push({ code: "custom", message: WITHDRAWAL_FORM_MESSAGES.address, path: ["EMAIL"], input: ctx.value });
    }
  });

export type WithdrawalValues = z.output<typeof withdrawalFormSchema>;
