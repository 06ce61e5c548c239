import { BrokenCircuitError, CircuitState, circuitBreaker, ConsecutiveBreaker, handleType, type CircuitBreakerPolicy } from "cockatiel";

/*
 * The circuit breaker in front of the dealer API (cockatiel), one per process and shared by
 * every request's client: after BREAKER_FAILURES failed attempts in a row (a dropped
 * connection, a timeout, a 5xx) calls fail at once for BREAKER_COOL_DOWN_MS, then one call
 * probes; its success closes the circuit, its failure opens it again. An outage then costs a
 * visitor milliseconds (the last good copy, or the maintenance page) instead of the whole
 * budget on every uncached page. A refusal in the envelope (4xx, arErrors) is an answer, not
 * a failure, and so is a call the visitor gave up on.
 */

export const BREAKER_FAILURES = 5;
export const BREAKER_COOL_DOWN_MS = 5_000;

export type BreakerState = "closed" | "open" | "half-open";

/** An attempt that counts against the dealer API; `cause` is what the attempt threw, or its 5xx. */
export class DealerApiAttemptFailure extends Error {
  override name = "DealerApiAttemptFailure";
  constructor(readonly failure: unknown) {
    super("dealer API attempt failed");
  }
}

export type DealerApiBreaker = {
  /** Runs one attempt; a DealerApiAttemptFailure it throws counts, BrokenCircuitError when open. */
  execute<T>(attempt: () => Promise<T>): Promise<T>;
  readonly state: BreakerState;
  onStateChange(listener: (state: BreakerState) => void): void;
};

export function createDealerApiBreaker(options: { failures?: number; coolDownMs?: number } = {}): DealerApiBreaker {
  const policy: CircuitBreakerPolicy = circuitBreaker(handleType(DealerApiAttemptFailure), {
    halfOpenAfter: options.coolDownMs ?? BREAKER_COOL_DOWN_MS,
    breaker: new ConsecutiveBreaker(options.failures ?? BREAKER_FAILURES),
  });
  return {
    execute: (attempt) => policy.execute(attempt),
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

function stateName(state: CircuitState): BreakerState {
  if (state === CircuitState.Closed) return "closed";
  if (state === CircuitState.HalfOpen) return "half-open";
  return "open";
}
