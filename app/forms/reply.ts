import type { SubmissionResult } from "@conform-to/react";

/** The lead forms, as their success flash and rate-limit bucket name them. */
export type LeadFormKey = "consultation" | "newsletter" | "callback" | "order" | "service" | "tradein" | "manual_evaluation";

/** What a lead form's action answers to a fetcher, and to the page of a post without JS. */
export type LeadFormReply = { result: SubmissionResult<string[]>; success: boolean };

/**
 * Marks a post made by a fetcher (rendered only once hydrated), which wants data back, not
 * the 303 a post without JS gets.
 */
export const JS_FIELD = "_js";

export const LEAD_FORM_MESSAGES = {
  unavailable: "Не удалось отправить заявку. Попробуйте позже или позвоните нам.",
} as const;
