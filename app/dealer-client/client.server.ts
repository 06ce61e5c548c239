import { z } from "zod/v4";
import { type TtlCache } from "~/utils/ttl-cache";
import { DealerApiAttemptFailure, isBrokenCircuit, type DealerApiBreaker } from "./breaker.server";
import {
  endpointDefinition,
  isEndpointName,
  isRead,
  type EndpointName,
  type EndpointResult,
} from "./endpoints";
import { DealerApiBusinessError, DealerApiTransportError, type DealerApiErrorItem } from "./errors.server";

export type DealerApiIdentity = { fUserId?: string; fiasId?: string };
/**
 * Who page-data calls are made for: the identity itself, or a function that resolves it on
 * first need, so a request whose calls carry no identity never resolves the visitor.
 */
export type DealerApiIdentitySource = DealerApiIdentity | (() => Promise<DealerApiIdentity>);

export type DealerApiLogLevel = "debug" | "info" | "warn" | "error";
export type DealerApiLog = (level: DealerApiLogLevel, msg: string, fields: Record<string, unknown>) => void;

export type DealerApiClientOptions = {
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
  /**
   * How long past its TTL a shared-cache answer stays the last good copy, served when the API
   * fails (stale-if-error); 0 never serves a stale one.
   */
  staleIfErrorMs?: number;
  /** Cross-request cache for entries with `cache`; create one per process. */
  sharedCache?: TtlCache;
  /**
   * Caps every entry's shared-cache lifetime (DEALER_API_CACHE_TTL_MS), so ops can shorten
   * how long edited texts and flags take to show; 0 turns the shared cache off.
   */
  maxCacheTtlMs?: number;
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

/** Field values: GET sends them as query parameters, POST as a JSON body. */
export type DealerApiPayload = Record<string, unknown>;

export type SendOptions = { signal?: AbortSignal };

export type DealerApiClient = {
  send<N extends EndpointName>(name: N, payload?: DealerApiPayload, opts?: SendOptions): Promise<EndpointResult<N>>;
  /** The same client for another visitor, sharing this request's dedupe map and the shared cache. */
  withIdentity(identity: DealerApiIdentitySource): DealerApiClient;
};

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** A retry is not started with less of the deadline left than this: it could not succeed. */
const MIN_ATTEMPT_MS = 50;

const envelopeSchema = z.object({
  status: z.string().optional(),
  data: z
    .object({
      arMessages: z.unknown(),
      arErrors: z.array(z.unknown()).nullish(),
    })
    .nullish(),
  errors: z.array(z.unknown()).nullish(),
});

type Envelope = z.infer<typeof envelopeSchema>;

type Kept = { promise: Promise<unknown>; settled: boolean };

/**
 * A client for one server request: it remembers that request's answers (identical calls share
 * one fetch), so a process-wide instance would serve stale data. Cross-request caching is the
 * job of `sharedCache`. Concurrent misses of the shared cache from different requests each
 * fetch; only settled answers are shared, so one visitor's aborted request cannot fail another's.
 */
export function createDealerApiClient(options: DealerApiClientOptions): DealerApiClient {
  return buildClient(options, options.identity ?? {}, new Map());
}

function buildClient(options: DealerApiClientOptions, identitySource: DealerApiIdentitySource, kept: Map<string, Kept>): DealerApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? 5000;
  const retryDelayMs = options.retryDelayMs ?? 100;
  const doFetch = options.fetch ?? fetch;
  const log: DealerApiLog = options.log ?? (() => {});

  async function send<N extends EndpointName>(
    name: N,
    payload: DealerApiPayload = {},
    opts: SendOptions = {},
  ): Promise<EndpointResult<N>> {
    if (typeof name !== "string" || !isEndpointName(name)) {
      throw new Error(`[$api.send]: endpoint ${String(name)} is not defined`);
    }
    const endpoint = endpointDefinition(name);
    const fields: DealerApiPayload = { ...endpoint.defaults };
    if (endpoint.pageData) {
      const identity = typeof identitySource === "function" ? await identitySource() : identitySource;
      if (identity.fUserId !== undefined) fields.FUserId = identity.fUserId;
      if (identity.fiasId !== undefined) fields.sFiasId = identity.fiasId;
    }
    for (const [key, value] of Object.entries(payload)) {
      if (value !== undefined) fields[key] = value;
    }

    // Cached answers are the same for every visitor, so the visitor's id is left out of the
    // key and one answer serves everybody (the city counts unless the answer is the same in
    // every city).
    const ttlMs = endpoint.cache ? Math.min(endpoint.cache.ttlMs, options.maxCacheTtlMs ?? Infinity) : 0;
    const omitted = endpoint.cache?.everyCity ? ["FUserId", "sFiasId"] : ["FUserId"];
    const sharedKey = ttlMs > 0 && options.sharedCache ? `${name} ${stableKey(fields, omitted)}` : undefined;
    if (sharedKey !== undefined) {
      const hit = options.sharedCache!.get(sharedKey);
      if (hit !== undefined) {
        observe(name, 0, "cached");
        return hit as EndpointResult<N>;
      }
    }

    const keptKey = `${name} ${stableKey(fields)}`;
    const existing = kept.get(keptKey);
    if (existing) return existing.promise as Promise<EndpointResult<N>>;

    const read = isRead(endpoint);
    const started = Date.now();
    const entry: Kept = {
      settled: false,
      promise: call(name, endpoint.method, read, endpoint.path, endpoint.response, fields, opts.signal),
    };
    kept.set(keptKey, entry);
    try {
      const result = await entry.promise;
      entry.settled = true;
      observe(name, Date.now() - started, "ok");
      // Frozen, not copied per hit (a catalogue list's copy was 5 % of its page's CPU): a route
      // that changed a shared answer in place would change other visitors' pages, so it throws.
      if (sharedKey !== undefined) options.sharedCache!.set(sharedKey, deepFreeze(result), ttlMs, options.staleIfErrorMs ?? 0);
      if (!read) {
        // A write may have changed what reads return; later reads of this request ask again.
        // It is itself only shared while in flight, for the same reason.
        for (const [key, other] of kept) if (other.settled) kept.delete(key);
      }
      return result as EndpointResult<N>;
    } catch (error) {
      // A failure is not remembered: the next identical call gets a fresh attempt.
      if (kept.get(keptKey) === entry) kept.delete(keptKey);
      if (error instanceof DealerApiTransportError && sharedKey !== undefined) {
        // The API is failing: the last good copy is better than no page (stale-if-error).
        const stale = options.sharedCache!.getStale(sharedKey);
        if (stale !== undefined) {
          log("warn", "dealer API failing, serving the last good copy", { endpoint: name, reason: error.message });
          observe(name, Date.now() - started, "stale");
          return stale as EndpointResult<N>;
        }
      }
      observe(name, Date.now() - started, error instanceof DealerApiBusinessError ? "refused" : "failed");
      throw error;
    }
  }

  /** One attempt, through the process's circuit breaker when there is one. */
  function guarded<T>(attempt: () => Promise<T>): Promise<T> {
    return options.breaker ? options.breaker.execute(attempt) : attempt();
  }

  function observe(endpoint: string, durationMs: number, outcome: DealerApiCallEvent["outcome"]) {
    options.observe?.({ endpoint, durationMs, outcome });
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
    const url = baseUrl + path;
    const target = method === "GET" || method === "HEAD" ? `${url}${queryString(fields)}` : url;
    // The request's id goes with every call, so the dealer API's log lines match ours.
    const requestId = options.requestId;
    const init: RequestInit = {
      method,
      headers: {
        accept: "application/json",
        ...(method === "POST" ? { "content-type": "application/json" } : {}),
        ...(requestId ? { "x-request-id": requestId } : {}),
      },
      body: method === "POST" ? JSON.stringify(fields) : undefined,
    };
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
      let answer: Answer | undefined;
      let failed: { error: unknown } | undefined;
      try {
        answer = await guarded(async () => {
          try {
            const response = await doFetch(target, { ...init, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
            const answer = { status: response.status, statusText: response.statusText, body: await response.text() };
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
      const { status, statusText, body } = answer;
      const durationMs = Date.now() - started;

      if (RETRY_STATUSES.has(status) && retryLeft()) {
        log("warn", "dealer API call failed, retrying", { endpoint: name, method, url, status, attempt, durationMs });
        await pause(retryDelayMs, signal);
        continue;
      }

      try {
        const result = interpret(name, schema, status, statusText, body, transport);
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
    withIdentity: (next) => buildClient(options, next, kept),
  };
}

type Answer = { status: number; statusText: string; body: string };

function isAnswer(value: unknown): value is Answer {
  return typeof value === "object" && value !== null && "status" in value && "body" in value;
}

function interpret(
  name: EndpointName,
  schema: z.ZodType,
  status: number,
  statusText: string,
  body: string,
  transport: (reason: string, status?: number, cause?: unknown) => DealerApiTransportError,
): unknown {
  const statusLine = `${status}${statusText ? ` ${statusText}` : ""}`;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    if (status >= 500) throw transport(statusLine, status, error);
    throw transport(`malformed JSON (status ${status})`, status, error);
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) {
    if (status >= 500) throw transport(statusLine, status, parsed.error);
    throw transport(`not a dealer API envelope (status ${status})`, status, parsed.error);
  }
  const envelope = parsed.data;
  const errors = businessErrors(envelope);
  // The contract puts every 5xx on the transport side, even when it comes in the envelope:
  // the API failed and nothing was stored, so the visitor gets the maintenance page.
  if (status >= 500) {
    const detail = errors.length ? `: ${errors.map((e) => e.code).join(", ")}` : "";
    throw transport(`${statusLine}${detail}`, status);
  }
  if (errors.length) throw new DealerApiBusinessError(name, status, errors);
  if (status < 200 || status >= 300) throw transport(statusLine, status);

  const result = schema.safeParse(envelope.data?.arMessages);
  if (!result.success) {
    throw transport(`unexpected response shape (status ${status}): ${z.prettifyError(result.error)}`, status, result.error);
  }
  return result.data;
}

/** `data.arErrors`, or Bitrix's own top-level `errors` when a controller fails before ours runs. */
function businessErrors(envelope: Envelope): DealerApiErrorItem[] {
  const raw = envelope.data?.arErrors?.length ? envelope.data.arErrors : (envelope.errors ?? []);
  return raw.map((item) => {
    if (item && typeof item === "object") {
      const { code, message, field, retryAfter } = item as { code?: unknown; message?: unknown; field?: unknown; retryAfter?: unknown };
      return {
        code: code == null ? "" : String(code),
        message: message == null ? "" : String(message),
        ...(typeof field === "string" ? { field } : {}),
        ...(typeof retryAfter === "number" && Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfter } : {}),
      };
    }
    return { code: "", message: String(item) };
  });
}

/**
 * The query string for GET fields. Lists use PHP's `key[]` form, which Bitrix reads as an
 * array (a repeated plain key would keep only the last value).
 */
function queryString(fields: DealerApiPayload): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) params.append(`${key}[]`, scalar(item));
    } else {
      params.append(key, scalar(value));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

function scalar(value: unknown): string {
  return typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);
}

/** The same fields in any order give the same key. */
function stableKey(fields: DealerApiPayload, omit: string[] = []): string {
  const entries = Object.entries(fields)
    .filter(([key, value]) => value !== undefined && !omit.includes(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
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

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
