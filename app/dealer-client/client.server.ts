import type { z } from "zod/v4";
import { DealerApiAttemptFailure, isBrokenCircuit, type DealerApiBreaker } from "./breaker.server";
import {
  endpointDefinition,
  isEndpointName,
  isRead,
  type EndpointDefinition,
  type EndpointName,
  type EndpointResult,
} from "./endpoints";
import { readEnvelope } from "./envelope.server";
import { DealerApiBusinessError, DealerApiTransportError } from "./errors.server";
import { dealerApiRequest, errorMessage, fetchAnswer, isAnswer, type DealerApiAnswer } from "./http.server";
import { stableKey, type DealerApiPayload } from "./payload.server";
import { RequestMemo } from "./request-memo.server";
import { sharedCacheSlot, type SharedCacheOptions } from "./shared-cache.server";

/*
 * The dealer API client: a call by endpoint name, its fields made from the endpoint's
 * defaults, the visitor's identity and the caller's payload, then the shared cache
 * (shared-cache.server.ts), this request's memo (request-memo.server.ts) and, when neither
 * holds it, the call itself. It imports nothing of the request pipeline:
 * whoever makes it says what its request is (the id, the deadline, the visitor).
 */

export type DealerApiIdentity = { fUserId?: string; fiasId?: string };
/**
 * Who page-data calls are made for: the identity itself, or a function that resolves it on
 * first need, so a request whose calls carry no identity never resolves the visitor.
 */
export type DealerApiIdentitySource = DealerApiIdentity | (() => Promise<DealerApiIdentity>);

export type DealerApiLogLevel = "debug" | "info" | "warn" | "error";
export type DealerApiLog = (level: DealerApiLogLevel, msg: string, fields: Record<string, unknown>) => void;

export type DealerApiClientOptions = SharedCacheOptions & {
  /** DEALER_API_URL; endpoint paths are appended to it. */
  baseUrl: string;
  /** Per attempt, so a retried read may take up to twice this plus the back-off (within the deadline). */
  timeoutMs?: number;
  /**
   * When (ms since the epoch) every call of this request must have ended: no attempt outlasts
   * it, no retry starts past it, and a call made after it fails at once (DEALER_API_BUDGET_MS:
   * one deadline for the visitor, retries and the page's calls together).
   */
  deadline?: number;
  /** The request's id (X-Request-Id), sent with every call so the dealer API's log lines match ours. */
  requestId?: string;
  fetch?: typeof fetch;
  log?: DealerApiLog;
  identity?: DealerApiIdentity;
  /** Pause before the one retry. */
  retryDelayMs?: number;
  /** Reports each call's end, for metrics. */
  observe?: (event: DealerApiCallEvent) => void;
  /** The process's circuit breaker (breaker.server.ts): every attempt goes through it. */
  breaker?: DealerApiBreaker;
};

/** One call as it ended: `outcome` is what the caller got. */
export type DealerApiCallEvent = {
  endpoint: string;
  durationMs: number;
  outcome: "ok" | "refused" | "failed" | "stale" | "cached";
};

export type SendOptions = { signal?: AbortSignal };

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** A retry is not started with less of the deadline left than this: it could not succeed. */
const MIN_ATTEMPT_MS = 50;

export type DealerApiClient = {
  send<N extends EndpointName>(name: N, payload?: DealerApiPayload, opts?: SendOptions): Promise<EndpointResult<N>>;
  /** The same client for another visitor, sharing this request's memo and the shared cache. */
  withIdentity(identity: DealerApiIdentitySource): DealerApiClient;
};

/**
 * A client for one server request: it remembers that request's answers (identical calls share
 * one fetch), so a process-wide instance would serve stale data. Cross-request caching is the
 * job of `sharedCache`.
 */
export function createDealerApiClient(options: DealerApiClientOptions): DealerApiClient {
  return buildClient(options, options.identity ?? {}, new RequestMemo());
}

function buildClient(options: DealerApiClientOptions, identitySource: DealerApiIdentitySource, memo: RequestMemo): DealerApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 5000;
  const retryDelayMs = options.retryDelayMs ?? 100;
  const doFetch = options.fetch ?? fetch;
  const log: DealerApiLog = options.log ?? (() => {});
  const observe = (endpoint: string, durationMs: number, outcome: DealerApiCallEvent["outcome"]) =>
    options.observe?.({ endpoint, durationMs, outcome });

  async function send<N extends EndpointName>(
    name: N,
    payload: DealerApiPayload = {},
    opts: SendOptions = {},
  ): Promise<EndpointResult<N>> {
    if (typeof name !== "string" || !isEndpointName(name)) {
      throw new Error(`[$api.send]: endpoint ${String(name)} is not defined`);
    }
    const endpoint = endpointDefinition(name);
    const fields = await fieldsOf(endpoint, identitySource, payload);
    const shared = sharedCacheSlot(options, name, endpoint, fields);
    const hit = shared?.fresh();
    if (hit !== undefined) {
      observe(name, 0, "cached");
      return hit as EndpointResult<N>;
    }

    const memoKey = `${name} ${stableKey(fields)}`;
    const earlier = memo.get(memoKey);
    if (earlier) return earlier as Promise<EndpointResult<N>>;

    const read = isRead(endpoint);
    const started = Date.now();
    const kept = memo.keep(memoKey, call(name, endpoint.method, read, endpoint.path, endpoint.response, fields, opts.signal), !read);
    try {
      const result = await kept.promise;
      kept.answered();
      observe(name, Date.now() - started, "ok");
      shared?.keep(result);
      return result as EndpointResult<N>;
    } catch (error) {
      kept.failed();
      // The API is failing: the last good copy is better than no page (stale-if-error).
      const stale = error instanceof DealerApiTransportError ? shared?.lastGood() : undefined;
      if (stale !== undefined) {
        log("warn", "dealer API failing, serving the last good copy", { endpoint: name, reason: (error as Error).message });
        observe(name, Date.now() - started, "stale");
        return stale as EndpointResult<N>;
      }
      observe(name, Date.now() - started, error instanceof DealerApiBusinessError ? "refused" : "failed");
      throw error;
    }
  }

  /** One attempt, through the process's circuit breaker when there is one. */
  function guarded<T>(attempt: () => Promise<T>): Promise<T> {
    return options.breaker ? options.breaker.execute(attempt) : attempt();
  }

  async function call(
    name: EndpointName,
    method: string,
    read: boolean,
    path: string,
    schema: z.ZodType,
    fields: DealerApiPayload,
    signal: AbortSignal | undefined,
  ): Promise<unknown> {
    const request = dealerApiRequest(baseUrl, method, path, fields, options.requestId);
    const { url } = request;
    const transport = (reason: string, status?: number, cause?: unknown) =>
      new DealerApiTransportError({ endpoint: name, method, url, status, reason, cause });
    const deadline = options.deadline ?? Infinity;

    for (let attempt = 1; ; attempt++) {
      const started = Date.now();
      const left = deadline - started;
      if (left <= 0) {
        const failure = transport("the request's time budget for the dealer API is spent");
        log("error", "dealer API unavailable", { endpoint: name, method, url, reason: failure.message, attempt });
        throw failure;
      }
      // A retry only of a read, once, and when the deadline leaves time for it after the pause.
      const retryLeft = () => read && attempt === 1 && deadline - Date.now() - retryDelayMs >= MIN_ATTEMPT_MS;
      const attemptMs = Math.min(timeoutMs, left);
      const timeout = AbortSignal.timeout(attemptMs);
      let answer: DealerApiAnswer | undefined;
      let failed: { error: unknown } | undefined;
      try {
        answer = await guarded(async () => {
          try {
            const answer = await fetchAnswer(doFetch, request, signal ? AbortSignal.any([signal, timeout]) : timeout);
            if (answer.status >= 500) throw new DealerApiAttemptFailure(answer);
            return answer;
          } catch (error) {
            // The caller gave up (the visitor left): not the API's fault, and not counted.
            if (signal?.aborted || error instanceof DealerApiAttemptFailure) throw error;
            throw new DealerApiAttemptFailure(error);
          }
        });
      } catch (caught) {
        if (caught instanceof DealerApiAttemptFailure && isAnswer(caught.failure)) {
          // A 5xx is an answer: read below like any other (retried, then the maintenance page).
          answer = caught.failure;
        } else if (isBrokenCircuit(caught)) {
          // The API failed the last attempts of every request: no attempt and no retry until
          // the cool-down has passed (the caller serves a last good copy or the maintenance page).
          const failure = transport("circuit open: the dealer API failed repeatedly, calls are held off for a cool-down");
          log("warn", "dealer API unavailable", { endpoint: name, method, url, reason: failure.message, attempt });
          throw failure;
        } else {
          failed = { error: caught instanceof DealerApiAttemptFailure ? caught.failure : caught };
        }
      }
      if (failed || !answer) {
        const error = failed?.error;
        // The caller gave up (the visitor left): not the API's fault, so no 503 and no retry.
        if (signal?.aborted) throw signal.reason;
        const failure = timeout.aborted
          ? transport(`timeout after ${attemptMs} ms`, undefined, error)
          : transport(`network error: ${errorMessage(error)}`, undefined, error);
        // A dropped connection or a timeout may be a blip (a restarting upstream, a stale
        // keep-alive socket), and a read can be repeated without side effects.
        if (retryLeft()) {
          log("warn", "dealer API call failed, retrying", { endpoint: name, method, url, reason: failure.message, attempt });
          await pause(retryDelayMs, signal);
          continue;
        }
        log("error", "dealer API unavailable", { endpoint: name, method, url, reason: failure.message, attempt });
        throw failure;
      }
      const { status } = answer;
      const durationMs = Date.now() - started;

      if (RETRY_STATUSES.has(status) && retryLeft()) {
        log("warn", "dealer API call failed, retrying", { endpoint: name, method, url, status, attempt, durationMs });
        await pause(retryDelayMs, signal);
        continue;
      }

      try {
        const result = readEnvelope(name, schema, answer, transport);
        log("debug", "dealer API call", { endpoint: name, method, url, status, attempt, durationMs });
        return result;
      } catch (error) {
        const level = error instanceof DealerApiBusinessError ? "info" : "error";
        log(level, "dealer API call failed", { endpoint: name, method, url, status, attempt, durationMs, reason: errorMessage(error) });
        throw error;
      }
    }
  }

  return {
    send,
    withIdentity: (next) => buildClient(options, next, memo),
  };
}

/** The endpoint's defaults, the visitor's identity for page data, then what the caller gave. */
async function fieldsOf(
  endpoint: EndpointDefinition,
  identitySource: DealerApiIdentitySource,
  payload: DealerApiPayload,
): Promise<DealerApiPayload> {
  const fields: DealerApiPayload = { ...endpoint.defaults };
  if (endpoint.pageData) {
    const identity = typeof identitySource === "function" ? await identitySource() : identitySource;
    if (identity.fUserId !== undefined) fields.FUserId = identity.fUserId;
    if (identity.fiasId !== undefined) fields.sFiasId = identity.fiasId;
  }
  for (const [key, value] of Object.entries(payload)) {
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
