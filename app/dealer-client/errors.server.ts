/** One entry of the envelope's `arErrors`; `message` is Russian and may be shown to visitors. */
export type DealerApiErrorItem = {
  code: string;
  message: string;
  /** A form's VALIDATION error names the request field it is about (docs/dealer-api.md). */
  field?: string;
  /** Seconds until the request may be repeated (a refused «send a code» says when). */
  retryAfter?: number;
};

/**
 * The dealer API understood the request and said no (non-empty `arErrors`, HTTP 200 or 4xx).
 * Routes decide per call whether to show the messages, ignore them or fail the page.
 */
export class DealerApiBusinessError extends Error {
  override readonly name = "DealerApiBusinessError";
  readonly endpoint: string;
  readonly status: number;
  readonly errors: DealerApiErrorItem[];

  constructor(endpoint: string, status: number, errors: DealerApiErrorItem[]) {
    super(`${endpoint}: ${errors.map((e) => `${e.code} ${e.message}`).join("; ")}`);
    this.endpoint = endpoint;
    this.status = status;
    this.errors = errors;
  }
}

/**
 * The dealer API could not be reached or answered something we cannot use: network failure,
 * timeout, 5xx, a body that is not the envelope, or a payload of the wrong shape. For the
 * visitor all of these mean the same thing: the API is unavailable (503).
 */
export class DealerApiTransportError extends Error {
  override readonly name = "DealerApiTransportError";
  readonly endpoint: string;
  readonly method: string;
  /** Without the query string, which carries visitor ids that do not belong in logs. */
  readonly url: string;
  readonly status?: number;

  constructor(init: { endpoint: string; method: string; url: string; status?: number; reason: string; cause?: unknown }) {
    super(`${init.method} ${init.url} failed: ${init.reason}`, { cause: init.cause });
    this.endpoint = init.endpoint;
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
  }
}
