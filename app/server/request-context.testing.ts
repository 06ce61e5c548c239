import { vi } from "vitest";
import { parseConfig } from "./config.server";
import { createLogger } from "./logger.server";
import { type AppServices, createAppServices, createRequestContext } from "./request-context.server";

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

export async function testRequestContext(
  services: AppServices,
  request: { url?: string; cookie?: string; clientIp?: string; userAgent?: string } = {},
) {
  return createRequestContext(services, {
    url: request.url ?? "http://localhost:3000/",
    cookieHeader: request.cookie ?? null,
    nonce: "test-nonce",
    buildVersion: "test",
    clientIp: request.clientIp ?? "127.0.0.1",
    userAgent: request.userAgent ?? null,
  });
}
