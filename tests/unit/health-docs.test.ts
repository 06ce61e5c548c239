import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestProcess, type TestProcess } from "~/server/process.testing";

/*
 * What the README tells operators about the health checks is what the process does: /healthz
 * is liveness (200 while the process answers, whatever the dealer API does), /readyz is
 * readiness (503 when no page can be served). A load balancer configured from a README that
 * said otherwise would take every instance out, or restart them all, in a dealer API outage.
 */

/** The README's sentences that name an address. */
function sentencesNaming(path: string): string[] {
  const text = readFileSync(new URL("../../README.md", import.meta.url), "utf8").replace(/\s+/g, " ");
  return text.split(/(?<=[.;:])\s+(?=[A-Z`])/).filter((sentence) => sentence.includes(`\`${path}\``));
}

describe("the health checks", () => {
  let down: TestProcess;
  beforeAll(async () => {
    // Nothing listens on port 9: every dealer API call is refused at once.
    down = await startTestProcess({ env: { DEALER_API_URL: "http://127.0.0.1:9", DEALER_API_TIMEOUT_MS: "500" } });
  });
  afterAll(() => down.stop());

  it("answer, with the dealer API down: /healthz 200 (liveness), /readyz 503 (readiness)", async () => {
    const live = await fetch(`${down.url}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${down.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "dealer-api-unavailable" });
  });

  it("are described so in the README: /healthz never a 503 for the dealer API, /readyz the load balancer's", () => {
    const healthz = sentencesNaming("/healthz");
    expect(healthz.length).toBeGreaterThan(0);
    for (const sentence of healthz) expect(sentence).not.toMatch(/503/);
    expect(healthz.join(" ")).toMatch(/liveness/);
    expect(sentencesNaming("/readyz").join(" ")).toMatch(/load balancer/);
  });
});
