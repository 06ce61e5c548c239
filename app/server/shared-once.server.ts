import type { Redis } from "ioredis";
import { TtlCache } from "~/utils/ttl-cache";

/**
 * One answer per key, however many requests ask for it at once and on whichever instance:
 * the first asks (`produce`), the others wait for its answer. An answer is kept `ttlMs`; no
 * answer (undefined) is not kept, so the next request asks again.
 *
 * It exists for the anonymous id (docs/decisions/054-one-id-for-a-browsers-concurrent-requests.md):
 * a browser's requests that race each other before it has an id must not be issued one each.
 */
export type SharedOnce = (key: string, produce: () => Promise<string | undefined>) => Promise<string | undefined>;

export type SharedOnceOptions = {
  /** Shared by the instances (REDIS_URL); without it, this process's memory only. */
  redis?: Redis;
  keyPrefix: string;
  ttlMs: number;
  /**
   * How long a request waits for another's answer (the producer's own bound): then it asks
   * itself, since a second answer is better than none.
   */
  waitMs: number;
  pollMs?: number;
  now?: () => number;
};

/** What a key holds in Redis while its first asker waits for the answer. */
const PENDING = "\u0000pending";

export function createSharedOnce(options: SharedOnceOptions): SharedOnce {
  const { redis, keyPrefix, ttlMs, waitMs, pollMs = 20, now = Date.now } = options;
  // Requests on this instance share one promise: no Redis round trips among themselves.
  const local = new TtlCache<Promise<string | undefined>>({ maxEntries: 10_000, now });

  async function viaRedis(key: string, produce: () => Promise<string | undefined>): Promise<string | undefined> {
    const shared = keyPrefix + key;
    const deadline = now() + waitMs;
    while (now() < deadline) {
      let claimed: string | null;
      try {
        claimed = await redis!.set(shared, PENDING, "PX", waitMs + 1_000, "NX");
      } catch {
        // Redis away: this instance alone.
        return produce();
      }
      if (claimed === "OK") {
        const answer = await produce().catch((error: unknown) => {
          void redis!.del(shared).catch(() => undefined);
          throw error;
        });
        await (answer === undefined ? redis!.del(shared) : redis!.set(shared, answer, "PX", ttlMs)).catch(() => undefined);
        return answer;
      }
      // Another request asks: its answer, once there, or the claim again if it gave up.
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, pollMs));
        let value: string | null;
        try {
          value = await redis!.get(shared);
        } catch {
          return produce();
        }
        if (value === null) break;
        if (value !== PENDING) return value;
        if (now() >= deadline) return produce();
      }
    }
    return produce();
  }

  return (key, produce) => {
    const kept = local.get(key);
    if (kept) return kept;
    const answer = (redis ? viaRedis(key, produce) : produce()).then(
      (value) => {
        if (value === undefined) local.delete(key);
        return value;
      },
      (error: unknown) => {
        local.delete(key);
        throw error;
      },
    );
    local.set(key, answer, ttlMs);
    return answer;
  };
}
