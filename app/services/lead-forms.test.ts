import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it, vi } from "vitest";
import { newsletterSchema } from "~/forms/newsletter";
import { consultationSchema } from "~/forms/consultation";
import { LEAD_FORM_MESSAGES } from "~/forms/reply";
import { createAbuseGuard } from "./abuse.server";
import { DealerApiBusinessError, DealerApiTransportError } from "./dealer-api/errors.server";
import { handleLeadForm } from "./lead-forms.server";
import { createAppSessionStorage } from "./session.server";

type DataResult = { type: "DataWithResponseInit"; data: { result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }; success: boolean }; init: ResponseInit | null };

function context(): AppLoadContext {
  const noop = () => {};
  return {
    logger: { debug: noop, info: noop, warn: noop, error: vi.fn() },
    sessionStorage: createAppSessionStorage({ sessionSecrets: ["test-secret-0123456789"], isProduction: false }),
    abuse: createAbuseGuard({ formRateLimit: { limit: 100, windowMs: 60_000 }, siteUrl: "http://localhost:3000" }),
    clientIp: "127.0.0.1",
  } as unknown as AppLoadContext;
}

function post(fields: Record<string, string>) {
  return new Request("http://localhost:3000/newsletter", { method: "POST", body: new URLSearchParams(fields) });
}

const valid = { EMAIL: "a@b.ru", AGREEMENT: "on", back: "/company" };
const transport = new DealerApiTransportError({ endpoint: "createNewsSubscription", method: "POST", url: "http://api", reason: "network error" });

async function run(fields: Record<string, string>, send: () => Promise<{ id: number; duplicate: boolean }>, swallowFailures = false) {
  return (await handleLeadForm({
    request: post(fields),
    context: context(),
    form: "newsletter",
    schema: newsletterSchema,
    send,
    successPath: (formData) => String(formData.get("back")),
    swallowFailures,
    onSuccess: async () => ["form_state=x; Path=/"],
  })) as unknown as DataResult | Response;
}

describe("handleLeadForm", () => {
  it("without JS a valid post is a 303 back with the success flash and the extra cookies", async () => {
    const response = (await run(valid, async () => ({ id: 1, duplicate: false }))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/company");
    const cookies = response.headers.get("Set-Cookie") ?? "";
    expect(cookies).toContain("__session=");
    expect(cookies).toContain("form_state=x");
  });

  it("with JS a valid post is data: success, and the form is reset", async () => {
    const result = (await run({ ...valid, _js: "1" }, async () => ({ id: 1, duplicate: true }))) as DataResult;
    expect(result.init?.status).toBe(200);
    expect(result.data.success).toBe(true);
  });

  it("an invalid post is 400 with the field messages and the typed values, and sends nothing", async () => {
    const send = vi.fn();
    const result = (await run({ EMAIL: "почта@b.ru" }, send)) as DataResult;
    expect(result.init?.status).toBe(400);
    expect(result.data.result.error?.EMAIL).toEqual(["Email не должен содержать русские буквы"]);
    expect(result.data.result.initialValue?.EMAIL).toBe("почта@b.ru");
    expect(send).not.toHaveBeenCalled();
  });

  it("the dealer API down: 503 with the Russian message, typed values kept", async () => {
    const result = (await run(valid, () => Promise.reject(transport))) as DataResult;
    expect(result.init?.status).toBe(503);
    // What the visitor reads above the form: written out, so a change of wording is a test change.
    expect(result.data.result.error?.[""]).toEqual(["Не удалось отправить заявку. Попробуйте позже или позвоните нам."]);
    expect(result.data.result.error?.EMAIL).toBeUndefined();
    expect(result.data.result.initialValue?.EMAIL).toBe("a@b.ru");
  });

  it("the dealer API's own validation: 400, its messages next to their fields or above the form", async () => {
    const error = new DealerApiBusinessError("createNewsSubscription", 400, [
      { code: "VALIDATION", message: "Введите корректный email", field: "EMAIL" },
      { code: "LIMIT", message: "Подписка временно недоступна" },
    ]);
    const result = (await run(valid, () => Promise.reject(error))) as DataResult;
    expect(result.init?.status).toBe(400);
    expect(result.data.result.error?.EMAIL).toEqual(["Введите корректный email"]);
    expect(result.data.result.error?.[""]).toEqual(["Подписка временно недоступна"]);
  });

  it("recognises the API's errors from the other bundle's copy of the error classes", async () => {
    // server.ts's bundle builds the client, Remix's bundle runs this code: same name, other class.
    const foreign = Object.assign(new Error("x"), {
      name: "DealerApiBusinessError",
      errors: [{ code: "VALIDATION", message: "Введите корректный email", field: "EMAIL" }],
    });
    const result = (await run(valid, () => Promise.reject(foreign))) as DataResult;
    expect(result.init?.status).toBe(400);
    expect(result.data.result.error?.EMAIL).toEqual(["Введите корректный email"]);
  });

  it("swallowed failures (the consultation) carry no message but keep the values", async () => {
    const result = (await handleLeadForm({
      request: new Request("http://localhost:3000/consultation", {
        method: "POST",
        body: new URLSearchParams({ NAME: "Иван", PHONE: "89111234567", AGREE: "on", _js: "1" }),
      }),
      context: context(),
      form: "consultation",
      schema: consultationSchema,
      send: () => Promise.reject(transport),
      successPath: () => "/",
      swallowFailures: true,
    })) as unknown as DataResult;
    expect(result.init?.status).toBe(503);
    expect(result.data.success).toBe(false);
    expect(result.data.result.error ?? {}).toEqual({});
    expect(result.data.result.initialValue?.NAME).toBe("Иван");
  });

  it("an unreadable body is a 400 with a Russian message, not a crash", async () => {
    const result = (await handleLeadForm({
      request: new Request("http://localhost:3000/newsletter", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } }),
      context: context(),
      form: "newsletter",
      schema: newsletterSchema,
      send: vi.fn(),
      successPath: () => "/",
    })) as unknown as DataResult;
    expect(result.init?.status).toBe(400);
    expect(result.data.result.error?.[""]).toEqual([LEAD_FORM_MESSAGES.unreadable]);
  });
});
