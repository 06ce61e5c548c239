import { describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { DealerApiBusinessError, DealerApiTransportError } from "~/dealer-client/errors.server";
import { testRequestContext } from "~/server/request-context.testing";
import { parseConfig } from "./config.server";
import { leadPost } from "./lead-post.server";
import { createLogger } from "./logger.server";
import { handlePost, type PostSpec } from "./post.server";
import { createAppServices } from "./services.server";

/*
 * What a refused post writes to the log (issue 44, item 12): the dealer API's expected
 * business refusals (a car taken, a slot full, a car not for sale, no visitor) are `info`
 * with their code; a fault (the API unreachable, its INTERNAL) stays `error`.
 */

const URL = "http://localhost:3000/thing";
const schema = z.object({ NAME: z.string().min(1) });

function withLog() {
  const lines: Array<Record<string, unknown>> = [];
  const config = parseConfig({ NODE_ENV: "test", SESSION_SECRET: "unit-test-session-secret-0123456789", DEALER_API_CACHE_TTL_MS: "0", FORM_RATE_LIMIT: "1000/60" });
  const logger = createLogger("info", (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return { lines, services: createAppServices(config, logger, "http://127.0.0.1:9") };
}

async function postRefused(error: unknown, lead = false) {
  const { lines, services } = withLog();
  const { context } = await testRequestContext(services, { url: URL });
  const run = () => Promise.reject(error);
  const spec: PostSpec<typeof schema> = lead
    ? leadPost({ form: "order", schema, send: run, success: "/done", swallowFailures: true })
    : { form: "order", schema, run, success: "/done" };
  const request = new Request(URL, { method: "POST", body: "NAME=Анна", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
  await handlePost({ request, context, params: {} }, spec);
  return lines.filter((line) => line.msg !== "request");
}

const refusal = (code: string, status = 409) => new DealerApiBusinessError("createReservation", status, [{ code, message: "Нельзя" }]);

describe("a refused post's log line", () => {
  for (const [code, status] of [
    ["CAR_RESERVED", 409],
    ["CAR_BUSY", 409],
    ["SLOT_FULL", 409],
    ["NOT_FOR_SALE", 409],
    ["VISITOR_REQUIRED", 400],
    ["VALIDATION", 400],
  ] as const) {
    it(`${code}: info, with the code`, async () => {
      for (const lead of [false, true]) {
        const lines = await postRefused(refusal(code, status), lead);
        expect(lines.filter((line) => line.level === "error"), JSON.stringify(lines)).toEqual([]);
        expect(lines).toContainEqual(expect.objectContaining({ level: "info", form: "order", codes: [code] }));
      }
    });
  }

  it("a fault stays an error: the API unreachable, or its INTERNAL", async () => {
    const transport = new DealerApiTransportError({ endpoint: "x", method: "POST", url: "http://api", reason: "network error" });
    for (const error of [transport, refusal("INTERNAL", 500)]) {
      for (const lead of [false, true]) {
        const lines = await postRefused(error, lead);
        expect(lines, JSON.stringify(lines)).toContainEqual(expect.objectContaining({ level: "error", form: "order" }));
      }
    }
  });
});
