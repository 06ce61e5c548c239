/*
 * One server request's memo of its dealer API calls: identical calls share one fetch, and a
 * settled read is remembered for the rest of the request until a write may have changed what
 * reads return. It lives as long as its request (a process-wide one would serve stale data);
 * the shared cache (shared-cache.server.ts) is what outlives requests.
 */

type Kept = { promise: Promise<unknown>; settled: boolean };

/** A call just kept: what its caller reports once it has ended. */
export type KeptCall = {
  promise: Promise<unknown>;
  /** It answered. A write makes later reads of this request ask again. */
  answered(): void;
  /** It failed: not remembered, so the next identical call gets a fresh attempt. */
  failed(): void;
};

export class RequestMemo {
  private readonly kept = new Map<string, Kept>();

  /** The identical call made earlier in this request, in flight or answered. */
  get(key: string): Promise<unknown> | undefined {
    return this.kept.get(key)?.promise;
  }

  keep(key: string, promise: Promise<unknown>, write: boolean): KeptCall {
    const entry: Kept = { promise, settled: false };
    this.kept.set(key, entry);
    return {
      promise,
      answered: () => {
        entry.settled = true;
        // A write is itself only shared while in flight, for the same reason.
        if (write) for (const [other, kept] of this.kept) if (kept.settled) this.kept.delete(other);
      },
      failed: () => {
        if (this.kept.get(key) === entry) this.kept.delete(key);
      },
    };
  }
}
