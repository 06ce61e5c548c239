import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/*
 * One id per request, end to end (docs/deploying.md, Logs): taken from the client's (or
 * nginx's) X-Request-Id when it is a sane token, made otherwise; returned in the response,
 * written on every log line of the request (logger.server.ts reads it here) and sent to the
 * dealer API on every call (the request context gives it to its dealer API client), whose log
 * names it too.
 */

const scope = new AsyncLocalStorage<{ requestId: string }>();

/** What an incoming X-Request-Id may be: a short token, nothing a log line or a header could be bent by. */
const ACCEPTED = /^[A-Za-z0-9._:@=+/-]{1,128}$/;

/** The request's id: the given one when it is acceptable, a fresh UUID otherwise. */
export function requestIdFrom(header: string | undefined | null): string {
  return header && ACCEPTED.test(header) ? header : randomUUID();
}

/** Runs `fn` (and everything it starts, awaits included) as part of the request `requestId`. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return scope.run({ requestId }, fn);
}

/** The id of the request this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}
