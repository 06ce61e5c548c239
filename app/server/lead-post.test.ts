import { describe, expect, it, vi } from "vitest";
import { newsletterSchema } from "~/forms/newsletter";
import { callBackSchema } from "~/forms/callback";
import { consultationSchema } from "~/forms/consultation";
import { ABUSE_MESSAGES, createAbuseGuard, POSTS_PER_LEAD } from "~/services/abuse.server";
import { DealerApiBusinessError, DealerApiTransportError } from "~/dealer-client/errors.server";
import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod/v4";
import type { LeadFormKey, PostReply } from "~/forms/reply";
import { FORM_BODY_MESSAGES } from "./form-body.server";
import { leadPost } from "./lead-post.server";
import { handlePost } from "./post.server";
import { testRequestContext, testServices } from "./request-context.testing";

type DataResult = { type: "DataWithResponseInit"; data: PostReply; init: ResponseInit | null };

/** A lead form's action as a route writes it: the pipeline with leadPost's spec. */
function handleLeadForm<S extends z.ZodType>(options: {
  request: Request;
  context: AppLoadContext;
  form: LeadFormKey;
  schema: S;
  send: (value: z.output<S>) => Promise<{ id: number; duplicate: boolean }>;
  successPath: (formData: FormData) => string;
  swallowFailures?: boolean;
  onSuccess?: () => Promise<void>;
}) {
  const { request, context, send, successPath, onSuccess, ...spec } = options;
  return handlePost(
    { request, context, params: {} },
    leadPost({ ...spec, send: (value) => send(value), success: (post) => successPath(post.formData), onSuccess: onSuccess && (() => onSuccess()) }),
  );
}

const SITE_URL = "https://dealer.example.ru";
const services = testServices(undefined, { FORM_RATE_LIMIT: "100/60", SITE_URL });

/** A real request context; `abuse` replaces the process-wide guard for the rate-limit tests. */
async function context(abuse = services.abuse) {
  return (await testRequestContext({ ...services, abuse }, { url: `${SITE_URL}/newsletter` })).context;
}

function post(fields: Record<string, string>) {
  return new Request("http://localhost:3000/newsletter", { method: "POST", body: new URLSearchParams(fields) });
}

const valid = { EMAIL: "a@b.ru", AGREEMENT: "on", back: "/company" };
const transport = new DealerApiTransportError({ endpoint: "createNewsSubscription", method: "POST", url: "http://api", reason: "network error" });

async function run(fields: Record<string, string>, send: () => Promise<{ id: number; duplicate: boolean }>, swallowFailures = false) {
  const { context, finish } = await testRequestContext(services, { url: "http://localhost:3000/newsletter" });
  let result: DataResult | Response;
  try {
    result = (await handleLeadForm({
      request: post(fields),
      context,
    form: "newsletter",
    schema: newsletterSchema,
    send,
    successPath: (formData) => String(formData.get("back")),
    swallowFailures,
      onSuccess: async () => context.setCookie("form_state=x; Path=/"),
    })) as unknown as DataResult | Response;
  } catch (thrown) {
    result = thrown as Response;
  }
  // As the server sends it: the session and the context's cookies added once.
  return result instanceof Response ? finish(result) : result;
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
    expect(result.data.result.status).toBe("success");
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

  it("swallowed failures (the consultation) carry no message but keep the values", async () => {
    const result = (await handleLeadForm({
      request: new Request("http://localhost:3000/consultation", {
        method: "POST",
        body: new URLSearchParams({ NAME: "Иван", PHONE: "89111234567", AGREE: "on", _js: "1" }),
      }),
      context: (await testRequestContext(services)).context,
      form: "consultation",
      schema: consultationSchema,
      send: () => Promise.reject(transport),
      successPath: () => "/",
      swallowFailures: true,
    })) as unknown as DataResult;
    expect(result.init?.status).toBe(503);
    expect(result.data.result.status).toBe("error");
    expect(result.data.result.error ?? {}).toEqual({});
    expect(result.data.result.initialValue?.NAME).toBe("Иван");
  });

  it("an unreadable body is a 400 with a Russian message, not a crash", async () => {
    const result = (await handleLeadForm({
      request: new Request("http://localhost:3000/newsletter", { method: "POST", body: "{}", headers: { "Content-Type": "application/json" } }),
      context: (await testRequestContext(services)).context,
      form: "newsletter",
      schema: newsletterSchema,
      send: vi.fn(),
      successPath: () => "/",
    })) as unknown as DataResult;
    expect(result.init?.status).toBe(400);
    expect(result.data.result.error?.[""]).toEqual([FORM_BODY_MESSAGES.unreadable]);
  });
});

describe("the lead's page", () => {
  const callBack = async (fields: Record<string, string>, send: (value: unknown) => Promise<{ id: number; duplicate: boolean }>) =>
    handleLeadForm({
      request: new Request(`${SITE_URL}/company?tab=2`, { method: "POST", body: new URLSearchParams(fields) }),
      context: await context(),
      form: "callback",
      schema: callBackSchema,
      send,
      successPath: () => "/company",
    });
  const valid = { NAME: "Анна", PHONE: "9111234567", AGREE: "on" };

  it("is stored as the absolute URL of the page, whatever the form sent", async () => {
    const send = vi.fn(async (_value: unknown) => ({ id: 1, duplicate: false }));
    await callBack({ ...valid, URL: "/company?tab=1" }, send); // without JS: the path
    await callBack({ ...valid, URL: "http://127.0.0.1:3000/company?tab=1", _js: "1" }, send); // an older page's full address
    await callBack(valid, send); // none: the page posted to
    expect(send.mock.calls.map(([value]) => (value as { URL: string }).URL)).toEqual([
      `${SITE_URL}/company?tab=1`,
      `${SITE_URL}/company?tab=1`,
      `${SITE_URL}/company`,
    ]);
  });
});

describe("rate limits", () => {
  // One lead a minute, so five posts of any kind.
  const guard = () => createAbuseGuard({ formRateLimit: { limit: 1, windowMs: 60_000 }, siteUrl: SITE_URL });
  const postWith = (ctx: Awaited<ReturnType<typeof context>>, fields: Record<string, string>, send: () => Promise<{ id: number; duplicate: boolean }>) =>
    handleLeadForm({ request: post(fields), context: ctx, form: "newsletter", schema: newsletterSchema, send, successPath: () => "/" }) as unknown as Promise<
      DataResult | Response
    >;
  const status = (result: DataResult | Response) => (result instanceof Response ? result.status : result.init?.status);
  const stored = async () => ({ id: 1, duplicate: false });

  it("invalid posts do not count toward the lead limit: the visitor who corrects typos gets through", async () => {
    const ctx = await context(guard());
    for (let i = 0; i < POSTS_PER_LEAD - 1; i++) expect(status(await postWith(ctx, { EMAIL: "ivan@" }, stored))).toBe(400);
    expect(status(await postWith(ctx, valid, stored))).toBe(303);
  });

  it("the lead limit counts accepted leads: the next valid post is a 429 with the Russian message and Retry-After", async () => {
    const ctx = await context(guard());
    expect(status(await postWith(ctx, valid, stored))).toBe(303);
    const send = vi.fn(stored);
    const refused = (await postWith(ctx, { ...valid, EMAIL: "b@c.ru" }, send)) as DataResult;
    expect(refused.init?.status).toBe(429);
    expect(refused.data.result.error?.[""]).toEqual([ABUSE_MESSAGES.rateLimited]);
    expect(refused.data.result.initialValue?.EMAIL).toBe("b@c.ru");
    expect(Number(new Headers(refused.init?.headers).get("Retry-After"))).toBeGreaterThan(0);
    expect(send).not.toHaveBeenCalled();
  });

  it("a lead the dealer API did not store does not count", async () => {
    const ctx = await context(guard());
    expect(status(await postWith(ctx, valid, () => Promise.reject(transport)))).toBe(503);
    expect(status(await postWith(ctx, valid, stored))).toBe(303);
  });

  it("all posts together are limited too, so a flood of invalid ones is still stopped", async () => {
    const ctx = await context(guard());
    for (let i = 0; i < POSTS_PER_LEAD; i++) expect(status(await postWith(ctx, { EMAIL: "x" }, stored))).toBe(400);
    const flooded = (await postWith(ctx, valid, stored)) as DataResult;
    expect(flooded.init?.status).toBe(429);
    expect(flooded.data.result.error?.[""]).toEqual([ABUSE_MESSAGES.rateLimited]);
    expect(Number(new Headers(flooded.init?.headers).get("Retry-After"))).toBeGreaterThan(0);
  });
});
