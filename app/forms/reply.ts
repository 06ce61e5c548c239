import type { SubmissionResult } from "@conform-to/react";

/** The lead forms, as their success flash and rate-limit bucket name them. */
export type LeadFormKey = "consultation" | "newsletter" | "callback" | "order" | "service" | "tyres" | "tradein" | "manual_evaluation" | "credit" | "test_drive" | "reservation" | "deal";

/**
 * What every action answers when it does not redirect (app/server/post.server.ts): to a
 * fetcher, and to the page of a post without JS that was refused. `form` names the posted
 * form, so a page with several forms (the sign-in's steps, trade-in's two lead forms) shows
 * the answer on the one that was sent; `result` is conform's, with the messages by field
 * ("" for the form's own) and the typed values.
 */
export type PostReply = { form: string; result: SubmissionResult<string[]> };

/** The answer succeeded (a fetcher's post was accepted). */
export function isSuccess(reply: PostReply | undefined): boolean {
  return reply?.result.status === "success";
}

/** The reply, when it belongs to one of these forms (the action data of a page is any form's). */
export function replyFor(reply: unknown, ...forms: string[]): PostReply | undefined {
  if (!reply || typeof reply !== "object" || !("form" in reply) || !("result" in reply)) return undefined;
  return forms.includes((reply as PostReply).form) ? (reply as PostReply) : undefined;
}

/** The refusal's messages in one line, for the small forms that show one (list toggles, the cart button). */
export function refusalMessage(reply: PostReply | undefined): string | undefined {
  if (!reply || reply.result.status !== "error") return undefined;
  const errors = reply.result.error ?? {};
  const messages = [...(errors[""] ?? []), ...Object.entries(errors).flatMap(([name, list]) => (name === "" ? [] : (list ?? [])))];
  return messages.length ? messages.join(" ") : undefined;
}

/**
 * Marks a post made by a fetcher (rendered only once hydrated), which wants data back, not
 * the 303 a post without JS gets.
 */
export const JS_FIELD = "_js";

export const LEAD_FORM_MESSAGES = {
  unavailable: "Не удалось отправить заявку. Попробуйте позже или позвоните нам.",
} as const;
