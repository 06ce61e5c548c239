type Entry<V> = { value: V; expiresAt: number; /** Kept past expiry until then, for stale-if-error. */ staleUntil: number };

export type TtlCacheOptions = {
  /** Oldest entries are dropped beyond this, so a flood of distinct keys cannot grow memory. */
  maxEntries?: number;
  /** Milliseconds since the epoch; injectable so tests can move time without waiting. */
  now?: () => number;
};

/**
 * A small in-memory cache with a time-to-live per entry. Lives for the whole server process
 * and is shared by every request, so it must stay bounded.
 */
export class TtlCache<V = unknown> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: TtlCacheOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? 500);
    this.now = options.now ?? Date.now;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.expiresAt <= now) {
      if (entry.staleUntil <= now) this.entries.delete(key);
      return undefined;
    }
    // Re-inserting moves the key to the end of the Map, so eviction drops the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * The last value of an expired entry while it is within its stale window (`staleMs` of
   * `set`): what a caller may serve when the source of a fresh one fails (stale-if-error).
   */
  getStale(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.staleUntil <= this.now()) return undefined;
    return entry.value;
  }

  /** Fresh for `ttlMs`, then kept for `staleMs` more for `getStale` only. */
  set(key: string, value: V, ttlMs: number, staleMs = 0): void {
    if (ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.evict();
    const expiresAt = this.now() + ttlMs;
    this.entries.set(key, { value, expiresAt, staleUntil: expiresAt + Math.max(0, staleMs) });
  }

  delete(key: string): boolean {
    return this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Whether some entry whose key passes `test` could still be served, fresh or stale. */
  holds(test: (key: string) => boolean): boolean {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.staleUntil > now && test(key)) return true;
    return false;
  }

  get size(): number {
    return this.entries.size;
  }

  private evict() {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.staleUntil <= now) this.entries.delete(key);
    }
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
  }
}
