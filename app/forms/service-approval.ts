import { z } from "zod/v4";

/*
 * The owner's decision on work found during a service visit («Мой сервис», docs/product.md;
 * ADR 073): a line's form and the visit's «Согласовать всё» / «Отказаться от всего» post the
 * same fields, the line being "all" for the latter. The decision is the pressed button's
 * value, so each form is one form with two buttons, which works without JavaScript and in a
 * text browser alike.
 */

export const APPROVAL_MESSAGES = {
  visit: "Запись не найдена",
  line: "Работа не найдена",
  decision: "Выберите: согласовать работу или отказаться от неё",
} as const;

const recordId = (message: string) => z.string({ error: message }).regex(/^\d{1,12}$/, { error: message });

export const visitDecisionSchema = z.object({
  intent: z.literal("decide", { error: APPROVAL_MESSAGES.decision }),
  id: recordId(APPROVAL_MESSAGES.visit).transform(Number),
  line: z.union([z.literal("all"), recordId(APPROVAL_MESSAGES.line)], { error: APPROVAL_MESSAGES.line }),
  decision: z.enum(["approve", "decline"], { error: APPROVAL_MESSAGES.decision }),
});
export type VisitDecision = z.output<typeof visitDecisionSchema>;
