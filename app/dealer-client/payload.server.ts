/** Field values: GET sends them as query parameters, POST as a JSON body. */
export type DealerApiPayload = Record<string, unknown>;

/**
 * The same fields in any order give the same key, so both caches (the request's memo and
 * the shared cache) find a call however its caller ordered them.
 */
export function stableKey(fields: DealerApiPayload, omit: string[] = []): string {
  const entries = Object.entries(fields)
    .filter(([key, value]) => value !== undefined && !omit.includes(key))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}
