import { ConstantBackoff, handleType, noop, retry, timeout, TimeoutStrategy, wrap } from "cockatiel";
import { DealerApiAttemptFailure, type DealerApiBreaker } from "./breaker.server";
import { isAnswer } from "./http.server";

/*
 * How hard one call tries (docs/decisions/059-dealer-client-in-parts.md): one cockatiel
 * policy, outermost first,
 *
 *   1. one retry of a read, after a pause, on a counted failure or a busy status, and only
 *      when the deadline leaves time for it; a write is never asked twice;
 *   2. the process's circuit breaker (breaker.server.ts), so every attempt counts;
 *   3. the attempt's own timeout;
 *
 * run with the call's signal (`callSignal`): the request's deadline and the caller's abort,
 * which cockatiel passes down to every attempt. The timeouts are cooperative: they abort the
 * signal the attempt fetches with, and the attempt itself says which failure that was.
 */

/** A read is asked again after these: the API was busy or restarting, not saying no. */
const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** A retry is not started with less of the deadline left than this: it could not succeed. */
const MIN_ATTEMPT_MS = 50;
/** setTimeout's longest delay: a longer one would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/** The attempt that failed (from 1), and its counted failure or its busy answer. */
export type RetryEvent = { attempt: number } & ({ error: unknown } | { value: unknown });

export type CallPolicyOptions = {
  read: boolean;
  /** When (ms since the epoch) the request's calls must have ended; Infinity for never. */
  deadline: number;
  /** Per attempt. */
  timeoutMs: number;
  /** The pause before the retry. */
  retryDelayMs: number;
  breaker?: DealerApiBreaker;
  /** Told before the pause, for the log. */
  onRetry(event: RetryEvent): void;
};

/** Built per call: the retry's test reads this request's deadline, its log names the call. */
export function callPolicy(options: CallPolicyOptions) {
  return wrap(
    options.read ? readRetry(options) : noop,
    options.breaker?.policy ?? noop,
    timeout(options.timeoutMs, TimeoutStrategy.Cooperative),
  );
}

/** Aborted at the deadline or when the caller aborts; undefined when there is neither. */
export function callSignal(deadline: number, caller: AbortSignal | undefined): AbortSignal | undefined {
  const signals = caller ? [caller] : [];
  if (Number.isFinite(deadline)) signals.push(AbortSignal.timeout(Math.min(Math.max(deadline - Date.now(), 0), MAX_TIMER_MS)));
  return signals.length > 1 ? AbortSignal.any(signals) : signals[0];
}

function readRetry({ deadline, retryDelayMs, onRetry }: CallPolicyOptions) {
  const timeLeft = () => deadline - Date.now() - retryDelayMs >= MIN_ATTEMPT_MS;
  // A dropped connection or a timeout may be a blip (a restarting upstream, a stale
  // keep-alive socket), and a read can be repeated without side effects.
  const worthAnother = handleType(DealerApiAttemptFailure, timeLeft).orWhenResult(
    (answer) => isAnswer(answer) && RETRY_STATUSES.has(answer.status) && timeLeft(),
  );
  const policy = retry(worthAnother, { maxAttempts: 1, backoff: new ConstantBackoff(retryDelayMs) });
  policy.onRetry(onRetry);
  return policy;
}
