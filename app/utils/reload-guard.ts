/** After a chunk load error the page reloads at most once per 10 s per path (docs/product.md §4.13). */
export const RELOAD_GUARD_MS = 10_000;

export function reloadGuardKey(pathname: string): string {
  return `chunk-reload:${pathname}`;
}

/** Whether to reload now, given when this path last reloaded for a chunk error (ms, or null). */
export function shouldReloadAfterChunkError(lastReloadAt: number | null, now: number, windowMs = RELOAD_GUARD_MS): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= windowMs || now < lastReloadAt;
}

/** Messages browsers give when a lazily imported route module cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}
