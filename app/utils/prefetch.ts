/** At most this many route preloads may be pending at once (docs/product.md §4.14). */
export const MAX_PENDING_PRELOADS = 4;

/** The parts of `navigator.connection` (Network Information API) that matter here. */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string } | undefined;

/**
 * Whether hovering or focusing a link may preload its page: never on a data-saver or 2g
 * connection, and not while the preload budget is used up.
 */
export function shouldPrefetch(connection: ConnectionInfo, pending: number, max = MAX_PENDING_PRELOADS): boolean {
  if (connection?.saveData) return false;
  if (connection?.effectiveType && /(^|-)2g$/.test(connection.effectiveType)) return false;
  return pending < max;
}
