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
