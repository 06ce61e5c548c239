import type { DealerApiBreaker } from "./breaker.server";
import { callEndpoint, type CallSettings, type DealerApiLog } from "./call.server";
import {
  endpointDefinition,
  isEndpointName,
  isRead,
  type EndpointDefinition,
  type EndpointName,
  type EndpointResult,
} from "./endpoints";
import { DealerApiBusinessError, DealerApiTransportError } from "./errors.server";
import { stableKey, type DealerApiPayload } from "./payload.server";
import { RequestMemo } from "./request-memo.server";
import { sharedCacheSlot, type SharedCacheOptions } from "./shared-cache.server";
import { validUntilOf } from "./valid-until";

/*
 * The dealer API client: a call by endpoint name, its fields made from the endpoint's
 * defaults, the visitor's identity and the caller's payload, then the shared cache
 * (shared-cache.server.ts), this request's memo (request-memo.server.ts) and, when neither
 * holds it, the call itself (call.server.ts). It imports nothing of the request pipeline:
 * whoever makes it says what its request is (the id, the deadline, the visitor).
 */

export type DealerApiIdentity = { fUserId?: string; fiasId?: string };
/**
 * Who page-data calls are made for: the identity itself, or a function that resolves it on
 * first need, so a request whose calls carry no identity never resolves the visitor.
 */
export type DealerApiIdentitySource = DealerApiIdentity | (() => Promise<DealerApiIdentity>);

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
  /**
   * Told, for every answer a caller gets, the earliest moment something in it ends (a
   * promotion's `validUntil`, valid-until.ts), so the page made of it is kept no longer.
   */
  noteValidUntil?: (until: number) => void;
};

/** One call as it ended: `outcome` is what the caller got. */
export type DealerApiCallEvent = {
  endpoint: string;
  durationMs: number;
  outcome: "ok" | "refused" | "failed" | "stale" | "cached";
};

export type SendOptions = { signal?: AbortSignal };

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
  const settings: CallSettings = {
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    timeoutMs: options.timeoutMs ?? 5000,
    retryDelayMs: options.retryDelayMs ?? 100,
    deadline: options.deadline ?? Infinity,
    requestId: options.requestId,
    fetch: options.fetch ?? fetch,
    log: options.log ?? (() => {}),
    breaker: options.breaker,
  };
  return buildClient(options, settings, options.identity ?? {}, new RequestMemo());
}

function buildClient(
  options: DealerApiClientOptions,
  settings: CallSettings,
  identitySource: DealerApiIdentitySource,
  memo: RequestMemo,
): DealerApiClient {
  const observe = (endpoint: string, durationMs: number, outcome: DealerApiCallEvent["outcome"]) =>
    options.observe?.({ endpoint, durationMs, outcome });
  const answered = <T>(result: T): T => {
    const until = options.noteValidUntil ? validUntilOf(result) : Infinity;
    if (until !== Infinity) options.noteValidUntil!(until);
    return result;
  };

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
      return answered(hit as EndpointResult<N>);
    }

    const memoKey = `${name} ${stableKey(fields)}`;
    const earlier = memo.get(memoKey);
    if (earlier) return (earlier as Promise<EndpointResult<N>>).then(answered);

    const read = isRead(endpoint);
    const started = Date.now();
    const call = { name, method: endpoint.method, read, path: endpoint.path, schema: endpoint.response, fields, signal: opts.signal };
    const kept = memo.keep(memoKey, callEndpoint(settings, call), !read);
    try {
      const result = await kept.promise;
      kept.answered();
      observe(name, Date.now() - started, "ok");
      shared?.keep(result);
      return answered(result as EndpointResult<N>);
    } catch (error) {
      kept.failed();
      // The API is failing: the last good copy is better than no page (stale-if-error).
      const stale = error instanceof DealerApiTransportError ? shared?.lastGood() : undefined;
      if (stale !== undefined) {
        settings.log("warn", "dealer API failing, serving the last good copy", { endpoint: name, reason: (error as Error).message });
        observe(name, Date.now() - started, "stale");
        return answered(stale as EndpointResult<N>);
      }
      observe(name, Date.now() - started, error instanceof DealerApiBusinessError ? "refused" : "failed");
      throw error;
    }
  }

  return {
    send,
    withIdentity: (next) => buildClient(options, settings, next, memo),
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
