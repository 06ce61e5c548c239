import { vi } from "vitest";
import { parseConfig } from "./config.server";
import { RequestCookies } from "./cookies.server";
import { createLogger } from "./logger.server";
import { createRequestContext } from "./request-context.server";
import { type AppServices, createAppServices } from "./services.server";

/**
 * The real request context for unit tests, over a dealer API at `dealerApiUrl` (a
 * startTestApi() server, or an address nothing listens on when no call should be made).
 */
export function testServices(dealerApiUrl = "http://127.0.0.1:9", env: Record<string, string> = {}): AppServices {
  const config = parseConfig({
    NODE_ENV: "test",
    SESSION_SECRET: "unit-test-session-secret-0123456789",
    LOG_LEVEL: "silent",
    DEALER_API_CACHE_TTL_MS: "0",
    ...env,
  });
  const logger = createLogger("silent");
  logger.error = vi.fn();
  return createAppServices(config, logger, dealerApiUrl);
}

/**
 * A request's context as the pipeline makes it, and `finish`, which commits its session and
 * cookies onto a response as the pipeline does.
 */
export async function testRequestContext(
  services: AppServices,
  request: { url?: string; method?: string; cookie?: string; clientIp?: string; userAgent?: string } = {},
) {
  // By default a browser that has been here before (the visited mark): its id is issued on
  // first use. `cookie: ""` is a first visit (docs/decisions/035-first-visits-from-the-cache.md).
  const cookies = new RequestCookies(request.cookie ?? "visited=1");
  const scope = await createRequestContext(services, {
    url: request.url ?? "http://localhost:3000/",
    method: request.method ?? "GET",
    cookies,
    buildVersion: "test",
    clientIp: request.clientIp ?? "127.0.0.1",
    userAgent: request.userAgent ?? null,
  });
  scope.context.nonce = "test-nonce";
  return {
    ...scope,
    async finish(response: Response): Promise<Response> {
      await scope.commitSession();
      const headers = cookies.commit(response.headers);
      return headers === response.headers ? response : new Response(response.body, { status: response.status, headers });
    },
  };
}

/** A form post as a browser sends it without JS. */
export const postForm = (fields: Record<string, string>, url = "http://localhost:3000/favorites") =>
  new Request(url, { method: "POST", body: new URLSearchParams(fields) });

/** A visitor's cookies as a browser would send them back. */
export function cookieHeader(response: Response, previous = ""): string {
  const jar = new Map(previous.split("; ").filter(Boolean).map((pair) => pair.split("=", 2) as [string, string]));
  for (const value of response.headers.getSetCookie()) {
    const [pair] = value.split(";");
    const [name, v] = pair!.split("=", 2) as [string, string];
    jar.set(name, v);
  }
  return [...jar].map(([n, v]) => `${n}=${v}`).join("; ");
}

/** The Set-Cookie values of a response, by cookie name. */
export function cookieNames(response: Response): string[] {
  return response.headers.getSetCookie().map((c) => c.slice(0, c.indexOf("=")));
}
