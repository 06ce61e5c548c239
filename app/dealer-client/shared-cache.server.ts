import type { TtlCache } from "~/utils/ttl-cache";
import type { EndpointDefinition, EndpointName } from "./endpoints";
import { stableKey, type DealerApiPayload } from "./payload.server";
import { validUntilOf } from "./valid-until";

/*
 * The cross-request cache: answers an endpoint marks `cache` are the same for every visitor,
 * so one fetched answer serves every request for its TTL, and past it, while the API fails,
 * stays the last good copy for `staleIfErrorMs` (stale-if-error). Only settled answers are
 * stored: one visitor's aborted request cannot fail another's, and concurrent misses from
 * different requests each fetch.
 */

export type SharedCacheOptions = {
  /** Cross-request cache for entries with `cache`; create one per process. */
  sharedCache?: TtlCache;
  /**
   * Caps every entry's shared-cache lifetime (DEALER_API_CACHE_TTL_MS), so ops can shorten
   * how long edited texts and flags take to show; 0 turns the shared cache off.
   */
  maxCacheTtlMs?: number;
  /**
   * How long past its TTL a shared-cache answer stays the last good copy, served when the API
   * fails (stale-if-error); 0 never serves a stale one.
   */
  staleIfErrorMs?: number;
};

/** One call's place in the shared cache. */
export type SharedCacheSlot = {
  /** The answer within its TTL, if held. */
  fresh(): unknown;
  /** Stores a settled answer, frozen. */
  keep(result: unknown): void;
  /** The answer past its TTL but within its stale window, if held. */
  lastGood(): unknown;
};

/** The call's slot, or undefined when its answer is not shared (no `cache`, or the cache is off). */
export function sharedCacheSlot(
  options: SharedCacheOptions,
  name: EndpointName,
  endpoint: EndpointDefinition,
  fields: DealerApiPayload,
): SharedCacheSlot | undefined {
  const cache = options.sharedCache;
  const ttlMs = endpoint.cache ? Math.min(endpoint.cache.ttlMs, options.maxCacheTtlMs ?? Infinity) : 0;
  if (!cache || !(ttlMs > 0)) return undefined;
  // Cached answers are the same for every visitor, so the visitor's id is left out of the
  // key and one answer serves everybody (the city counts unless the answer is the same in
  // every city).
  const omitted = endpoint.cache?.everyCity ? ["FUserId", "sFiasId"] : ["FUserId"];
  const key = `${name} ${stableKey(fields, omitted)}`;
  return {
    fresh: () => cache.get(key),
    // Frozen, not copied per hit (a catalogue list's copy was 5 % of its page's CPU): a route
    // that changed a shared answer in place would change other visitors' pages, so it throws.
    // An answer holding what ends at a time (a promotion) is kept no longer than it lasts (ADR 074).
    keep: (result) => {
      const lasts = validUntilOf(result) - Date.now();
      if (lasts > 0) cache.set(key, deepFreeze(result), Math.min(ttlMs, lasts), options.staleIfErrorMs ?? 0);
    },
    lastGood: () => cache.getStale(key),
  };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
