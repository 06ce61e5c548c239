import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server";

describe("parseConfig", () => {
  it("applies defaults", () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dealerApiUrl).toBeUndefined();
    expect(config.dealerApiTimeoutMs).toBe(5000);
    expect(config.sectionBudgetMs).toBe(1500);
    expect(config.sessionSecretGenerated).toBe(true);
    expect(config.sessionSecrets[0]).toHaveLength(64);
    expect(config.siteUrl).toBe("http://localhost:3000");
    expect(config.isProduction).toBe(false);
  });

  it("names the variable that is wrong", () => {
    expect(() => parseConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseConfig({ DEALER_API_URL: "not a url" })).toThrow(/DEALER_API_URL/);
    expect(() => parseConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
    expect(() => parseConfig({ SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
  });

  it("splits rotated session secrets and trims the API URL", () => {
    const config = parseConfig({
      SESSION_SECRET: "new-secret-0123456789,old-secret-0123456789",
      DEALER_API_URL: "https://api.example.ru/",
      NODE_ENV: "production",
      SITE_URL: "https://dealer.example.ru",
    });
    expect(config.sessionSecrets).toEqual(["new-secret-0123456789", "old-secret-0123456789"]);
    expect(config.dealerApiUrl).toBe("https://api.example.ru");
    expect(config.isProduction).toBe(true);
  });

  it("treats an empty variable as unset", () => {
    expect(parseConfig({ PORT: "" }).port).toBe(3000);
  });

  it("reads TRUST_PROXY as Express takes it", () => {
    expect(parseConfig({}).trustProxy).toBeUndefined();
    expect(parseConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toBe("loopback, 10.0.0.0/8");
    expect(() => parseConfig({ TRUST_PROXY: "a;b" })).toThrow(/TRUST_PROXY/);
  });

  it("reads FORM_RATE_LIMIT as leads per seconds", () => {
    expect(parseConfig({}).formRateLimit).toEqual({ limit: 10, windowMs: 60_000 });
    expect(parseConfig({ FORM_RATE_LIMIT: "3/10" }).formRateLimit).toEqual({ limit: 3, windowMs: 10_000 });
    for (const bad of ["10", "10/0", "0/60", "a/b", "10/60/1", "-1/60"]) {
      expect(() => parseConfig({ FORM_RATE_LIMIT: bad }), bad).toThrow(/FORM_RATE_LIMIT/);
    }
  });

  it("refuses production with a real dealer API but no shared secret or public origin, naming each", () => {
    const real = { NODE_ENV: "production", DEALER_API_URL: "https://api.example.ru" };
    expect(() => parseConfig(real)).toThrow(/SESSION_SECRET[\s\S]*SITE_URL/);
    expect(() => parseConfig({ ...real, SITE_URL: "https://dealer.example.ru" })).toThrow(/SESSION_SECRET/);
    expect(() => parseConfig({ ...real, SESSION_SECRET: "s".repeat(16) })).toThrow(/SITE_URL/);
    // The embedded default, and development with a real API, start with nothing else set.
    expect(parseConfig({ NODE_ENV: "production" }).sessionSecretGenerated).toBe(true);
    expect(parseConfig({ DEALER_API_URL: "https://api.example.ru" }).siteUrl).toBe("http://localhost:3000");
  });
});
