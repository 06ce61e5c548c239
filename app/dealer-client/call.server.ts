import type { z } from "zod/v4";
import { DealerApiAttemptFailure, isBrokenCircuit, isCancelledWait, type DealerApiBreaker } from "./breaker.server";
import type { EndpointName } from "./endpoints";
import { readEnvelope, type TransportFailure } from "./envelope.server";
import { DealerApiBusinessError, DealerApiTransportError } from "./errors.server";
import { dealerApiRequest, errorMessage, fetchAnswer, type DealerApiAnswer, type DealerApiRequest } from "./http.server";
import type { DealerApiPayload } from "./payload.server";
import { callPolicy, callSignal, type RetryEvent } from "./policy.server";

/*
 * One call to the dealer API, from its request to its payload: the attempt (http.server.ts)
 * run through the call's policy (policy.server.ts), the answer read as an envelope
 * (envelope.server.ts), and a log line for each turn it takes. Caching is the client's.
 */

export type DealerApiLogLevel = "debug" | "info" | "warn" | "error";
export type DealerApiLog = (level: DealerApiLogLevel, msg: string, fields: Record<string, unknown>) => void;

/** What every call of one client shares. */
export type CallSettings = {
  baseUrl: string;
  timeoutMs: number;
  retryDelayMs: number;
  /** Ms since the epoch; Infinity for none. */
  deadline: number;
  requestId?: string;
  fetch: typeof fetch;
  log: DealerApiLog;
  breaker?: DealerApiBreaker;
};

export type EndpointCall = {
  name: EndpointName;
  method: string;
  read: boolean;
  path: string;
  schema: z.ZodType;
  fields: DealerApiPayload;
  /** The caller's: when it aborts (the visitor left), the call ends at once with its reason. */
  signal?: AbortSignal;
};

type AttemptAnswer = DealerApiAnswer & { attempt: number; durationMs: number };
type Where = { endpoint: EndpointName; method: string; url: string };

const BUDGET_SPENT = "the request's time budget for the dealer API is spent";
const CIRCUIT_OPEN = "circuit open: the dealer API failed repeatedly, calls are held off for a cool-down";

export async function callEndpoint(settings: CallSettings, call: EndpointCall): Promise<unknown> {
  const request = dealerApiRequest(settings.baseUrl, call.method, call.path, call.fields, settings.requestId);
  const where: Where = { endpoint: call.name, method: call.method, url: request.url };
  const transport: TransportFailure = (reason, status, cause) => new DealerApiTransportError({ ...where, status, reason, cause });
  let attempt = 1;
  let answer: AttemptAnswer;
  try {
    // A call made past the deadline fails at once, without asking (and before the breaker).
    if (settings.deadline - Date.now() <= 0) throw transport(BUDGET_SPENT);
    const policy = callPolicy({
      read: call.read,
      deadline: settings.deadline,
      timeoutMs: settings.timeoutMs,
      retryDelayMs: settings.retryDelayMs,
      breaker: settings.breaker,
      onRetry: (event) => {
        logRetry(settings.log, where, event);
        attempt = event.attempt + 1;
      },
    });
    const signal = callSignal(settings.deadline, call.signal);
    const attemptOnce = ({ signal: attemptSignal }: { signal: AbortSignal }) =>
      tryOnce({ settings, request, callerSignal: call.signal, callSignal: signal, attemptSignal, attempt, transport });
    answer = await untilAborted(policy.execute(attemptOnce, signal), call.signal);
  } catch (error) {
    throw unavailable(settings.log, where, attempt, error, transport);
  }
  return readAnswer(settings.log, where, call, answer, transport);
}

type Attempt = {
  settings: CallSettings;
  request: DealerApiRequest;
  callerSignal: AbortSignal | undefined;
  /** The deadline's and the caller's (policy.server.ts). */
  callSignal: AbortSignal | undefined;
  /** The policy's: aborted by the attempt's timeout, and by `callSignal` as cockatiel passes it down. */
  attemptSignal: AbortSignal;
  attempt: number;
  transport: TransportFailure;
};

/** One exchange: its answer, whatever the status, or a DealerApiAttemptFailure that counts. */
async function tryOnce({ settings, request, callerSignal, callSignal, attemptSignal, attempt, transport }: Attempt): Promise<AttemptAnswer> {
  // A retry whose pause outlived the caller asks nothing (see untilAborted).
  if (callerSignal?.aborted) throw callerSignal.reason;
  const started = Date.now();
  const left = settings.deadline - started;
  if (left <= 0) throw transport(BUDGET_SPENT);
  const attemptMs = Math.min(settings.timeoutMs, left);
  // The call's signal once more: cockatiel's breaker lets a call that waited on another's
  // probe through without the signal it was given.
  const signal = callSignal ? AbortSignal.any([attemptSignal, callSignal]) : attemptSignal;
  try {
    const answer = await fetchAnswer(settings.fetch, request, signal);
    return { ...answer, attempt, durationMs: Date.now() - started };
  } catch (error) {
    // The caller gave up (the visitor left): not the API's fault, so not counted, not retried, no 503.
    if (callerSignal?.aborted) throw callerSignal.reason;
    const reason = signal.aborted ? `timeout after ${attemptMs} ms` : `network error: ${errorMessage(error)}`;
    throw new DealerApiAttemptFailure(transport(reason, undefined, error));
  }
}

/**
 * The policy's result, or the caller's abort at once: cockatiel's pause before a retry does
 * not listen to the signal, and the visitor who left is not kept waiting for it.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** What the caller gets when the policy gave up without an answer, logged. */
function unavailable(log: DealerApiLog, where: Where, attempt: number, error: unknown, transport: TransportFailure): unknown {
  if (isBrokenCircuit(error)) {
    // The API failed the last attempts of every request: no attempt and no retry until
    // the cool-down has passed (the caller serves a last good copy or the maintenance page).
    const failure = transport(CIRCUIT_OPEN);
    log("warn", "dealer API unavailable", { ...where, reason: failure.message, attempt });
    return failure;
  }
  // The deadline passed while the breaker held the attempt for another call's probe.
  const failure = isCancelledWait(error) ? transport(BUDGET_SPENT) : error instanceof DealerApiAttemptFailure ? error.failure : error;
  if (failure instanceof DealerApiTransportError) {
    log("error", "dealer API unavailable", { ...where, reason: failure.message, attempt });
  }
  // Anything else is the caller's abort, or a bug: as it came.
  return failure;
}

function logRetry(log: DealerApiLog, where: Where, event: RetryEvent) {
  if ("error" in event) {
    const reason = event.error instanceof DealerApiAttemptFailure ? event.error.failure.message : errorMessage(event.error);
    log("warn", "dealer API call failed, retrying", { ...where, reason, attempt: event.attempt });
  } else {
    const { status, durationMs } = event.value as AttemptAnswer;
    log("warn", "dealer API call failed, retrying", { ...where, status, attempt: event.attempt, durationMs });
  }
}

function readAnswer(log: DealerApiLog, where: Where, call: EndpointCall, answer: AttemptAnswer, transport: TransportFailure): unknown {
  const { status, attempt, durationMs } = answer;
  try {
    const result = readEnvelope(call.name, call.schema, answer, transport);
    log("debug", "dealer API call", { ...where, status, attempt, durationMs });
    return result;
  } catch (error) {
    const level = error instanceof DealerApiBusinessError ? "info" : "error";
    log(level, "dealer API call failed", { ...where, status, attempt, durationMs, reason: errorMessage(error) });
    throw error;
  }
}
