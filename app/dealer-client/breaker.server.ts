import { BrokenCircuitError, CircuitState, TaskCancelledError, circuitBreaker, ConsecutiveBreaker, handleType, type CircuitBreakerPolicy } from "cockatiel";
import type { DealerApiTransportError } from "./errors.server";
import { isAnswer } from "./http.server";

/*
 * The circuit breaker in front of the dealer API (cockatiel), one per process and shared by
 * every request's client: after BREAKER_FAILURES failed attempts in a row (a dropped
 * connection, a timeout, a 5xx) calls fail at once for BREAKER_COOL_DOWN_MS, then one call
 * probes; its success closes the circuit, its failure opens it again. An outage then costs a
 * visitor milliseconds (the last good copy, or the maintenance page) instead of the whole
 * budget on every uncached page. A refusal in the envelope (4xx, arErrors) is an answer, not
 * a failure, and so is a call the visitor gave up on. It is one layer of every call's policy
 * (policy.server.ts), inside the retry, so each attempt counts.
 */

export const BREAKER_FAILURES = 5;
export const BREAKER_COOL_DOWN_MS = 5_000;

export type BreakerState = "closed" | "open" | "half-open";

/** An attempt that counts against the dealer API: `failure` is what the caller gets if it is not retried. */
export class DealerApiAttemptFailure extends Error {
  override name = "DealerApiAttemptFailure";
  constructor(readonly failure: DealerApiTransportError) {
    super("dealer API attempt failed");
  }
}

export type DealerApiBreaker = {
  /** The cockatiel policy: a DealerApiAttemptFailure thrown or a 5xx answer returned through it counts. */
  readonly policy: CircuitBreakerPolicy;
  readonly state: BreakerState;
  onStateChange(listener: (state: BreakerState) => void): void;
};

export function createDealerApiBreaker(options: { failures?: number; coolDownMs?: number } = {}): DealerApiBreaker {
  // A 5xx is counted as a result, not thrown: it is still an answer the caller reads.
  const counted = handleType(DealerApiAttemptFailure).orWhenResult((answer) => isAnswer(answer) && answer.status >= 500);
  const policy = circuitBreaker(counted, {
    halfOpenAfter: options.coolDownMs ?? BREAKER_COOL_DOWN_MS,
    breaker: new ConsecutiveBreaker(options.failures ?? BREAKER_FAILURES),
  });
  return {
    policy,
    get state() {
      return stateName(policy.state);
    },
    onStateChange(listener) {
      policy.onStateChange((state) => listener(stateName(state)));
    },
  };
}

export function isBrokenCircuit(error: unknown): boolean {
  return error instanceof BrokenCircuitError;
}

/**
 * A call that waited on another call's probe (half-open) and whose signal was aborted
 * meanwhile: cockatiel ends it without an attempt.
 */
export function isCancelledWait(error: unknown): boolean {
  return error instanceof TaskCancelledError;
}

function stateName(state: CircuitState): BreakerState {
  if (state === CircuitState.Closed) return "closed";
  if (state === CircuitState.HalfOpen) return "half-open";
  return "open";
}
