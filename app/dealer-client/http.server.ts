import type { DealerApiPayload } from "./payload.server";

/*
 * One HTTP exchange with the dealer API, nothing more: the request as the contract wants it
 * (docs/dealer-api.md) and the raw answer. Whether it is asked again, how long it may take and
 * what the body means are decided around it (policy.server.ts, envelope.server.ts).
 */

/** An answer as it came, any status: a 5xx is an answer too (the breaker counts it). */
export type DealerApiAnswer = { status: number; statusText: string; body: string };

export type DealerApiRequest = {
  /** Without the query string, which carries visitor ids that do not belong in logs and errors. */
  url: string;
  /** What is fetched: `url` with a GET's fields as its query string. */
  target: string;
  init: RequestInit;
};

export function isAnswer(value: unknown): value is DealerApiAnswer {
  return typeof value === "object" && value !== null && "status" in value && "body" in value;
}

export function dealerApiRequest(
  baseUrl: string,
  method: string,
  path: string,
  fields: DealerApiPayload,
  requestId: string | undefined,
): DealerApiRequest {
  const url = baseUrl + path;
  const target = method === "GET" || method === "HEAD" ? `${url}${queryString(fields)}` : url;
  const init: RequestInit = {
    method,
    headers: {
      accept: "application/json",
      ...(method === "POST" ? { "content-type": "application/json" } : {}),
      // The request's id goes with every call, so the dealer API's log lines match ours.
      ...(requestId ? { "x-request-id": requestId } : {}),
    },
    body: method === "POST" ? JSON.stringify(fields) : undefined,
  };
  return { url, target, init };
}

/** The signal covers the body too: a stalled body is as much a timeout as a stalled answer. */
export async function fetchAnswer(doFetch: typeof fetch, request: DealerApiRequest, signal: AbortSignal): Promise<DealerApiAnswer> {
  const response = await doFetch(request.target, { ...request.init, signal });
  return { status: response.status, statusText: response.statusText, body: await response.text() };
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

export function errorMessage(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}
