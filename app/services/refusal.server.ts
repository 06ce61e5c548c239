/*
 * A refusal is a rule's outcome: the cart holds one car, the city is not in the list, the
 * code has expired. The rules say so in the visitor's words and with the status the answer
 * carries; the post pipeline (app/server/post.server.ts) recognises the refusal, whether a
 * rule returns it or throws it, and answers with it (docs/decisions/034-one-post-pipeline.md).
 */

/** Messages of a refusal: one above the form, or some on fields and some above it. */
export type RefusalMessages = string | { fieldErrors?: Record<string, string[]>; formErrors?: string[] };

const REFUSAL = Symbol("refusal");

export type Refusal = {
  [REFUSAL]: true;
  status: number;
  messages: RefusalMessages;
  headers?: HeadersInit;
  /** Typed values not to send back (a sign-in code). */
  hideFields?: readonly string[];
  /** The post's own message for a service it could not reach stands in for `messages` (the pipeline knows it). */
  unavailable?: true;
};

/** The rule refused the post: the messages and a 4xx (or 503). */
export function refuse(status: number, messages: RefusalMessages, options: { headers?: HeadersInit; hideFields?: readonly string[] } = {}): Refusal {
  return { [REFUSAL]: true, status, messages, ...options };
}

/**
 * A 503 for what the rule could not reach (the dealer API did not give the visitor an id, the
 * payment provider failed), in the words the post uses for the dealer API being down.
 */
export function refuseUnavailable(): Refusal {
  return { [REFUSAL]: true, status: 503, messages: {}, unavailable: true };
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === "object" && value !== null && REFUSAL in value;
}
