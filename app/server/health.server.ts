/**
 * Readiness (`/readyz`): whether this instance can serve pages, i.e. the dealer API answers,
 * or the frame's last good copy is held (cached and stale pages can still be served while
 * the API fails). Liveness (`/healthz`) asks nothing: the process answers.
 */
export async function readiness(isUp: () => Promise<boolean>, holdsLastGoodCopy: () => boolean): Promise<"ok" | "degraded" | "dealer-api-unavailable"> {
  if (await isUp()) return "ok";
  return holdsLastGoodCopy() ? "degraded" : "dealer-api-unavailable";
}

/**
 * Whether the dealer API answers at all: one uncached call with a short timeout, so that
 * /healthz reports the truth rather than what a cache remembers.
 */
export async function dealerApiIsUp(baseUrl: string, timeoutMs = 2000): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/rrt/main/Location/getLocationList`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return false;
    const body = (await response.json()) as { data?: { arErrors?: unknown[] } };
    return Array.isArray(body?.data?.arErrors) && body.data.arErrors.length === 0;
  } catch {
    return false;
  }
}
