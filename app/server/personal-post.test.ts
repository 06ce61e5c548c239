import { describe, expect, it } from "vitest";
import { z } from "zod/v4";
import { DealerApiBusinessError, DealerApiTransportError } from "~/dealer-client/errors.server";
import { PERSONAL_MESSAGES, signInCodeSchema } from "~/forms/personal";
import type { PostReply } from "~/forms/reply";
import { PERSONAL_CACHE_CONTROL } from "~/services/personal.server";
import { codeRefused, personalPost, unknownIntent } from "./personal-post.server";
import { handlePost, type PostSpecs } from "./post.server";
import { testRequestContext, testServices } from "./request-context.testing";

const services = testServices(undefined, { FORM_RATE_LIMIT: "1000/60" });
const URL = "http://localhost:3000/personal/garage";
const itemSchema = z.object({ id: z.string().regex(/^\d+$/).transform(Number) });

async function post(spec: PostSpecs<z.ZodType>, fields: Record<string, string>) {
  const { context } = await testRequestContext(services, { url: URL });
  const request = new Request(URL, { method: "POST", body: new URLSearchParams(fields) });
  const answer = await handlePost({ request, context, params: {} }, spec);
  const notice = context.session.get("notice");
  if (answer instanceof Response) return { status: answer.status, headers: answer.headers, location: answer.headers.get("Location"), notice, reply: undefined };
  return { status: answer.init?.status ?? 200, headers: new Headers(answer.init?.headers), location: null, notice, reply: answer.data as PostReply };
}

describe("a personal-area post", () => {
  const item = personalPost({ form: "garage-delete", schema: itemSchema, run: () => undefined, notice: "Автомобиль удалён из гаража", success: "/personal/garage" });

  it("is never kept by a cache, and tells its notice on the page a post without JS lands on only", async () => {
    const plain = await post(item, { id: "7" });
    expect(plain).toMatchObject({ status: 303, location: "/personal/garage", notice: "Автомобиль удалён из гаража" });
    expect(plain.headers.get("Cache-Control")).toBe(PERSONAL_CACHE_CONTROL);
    const fetcher = await post(item, { id: "7", _js: "1" });
    expect(fetcher).toMatchObject({ status: 200, notice: undefined });
    expect(fetcher.headers.get("Cache-Control")).toBe(PERSONAL_CACHE_CONTROL);
  });

  it("refuses an intent the page does not know with 400, on the form it names", async () => {
    const refused = await post(unknownIntent, { intent: "drop" });
    expect(refused.status).toBe(400);
    expect(refused.reply).toMatchObject({ form: "drop", result: { status: "error", error: { "": ["Неизвестное действие"] } } });
  });

  it("a refused code is the API's message on the code field, without the code typed back", async () => {
    const error = new DealerApiBusinessError("personalCheckCode", 400, [{ code: "WRONG_CODE", message: "Неверный код", field: "CODE" }]);
    const check = personalPost({ form: "check", schema: signInCodeSchema, run: () => codeRefused(error), success: "/personal" });
    const refused = await post(check, { intent: "check", CODE: "123456" });
    expect(refused.status).toBe(400);
    expect(refused.reply?.result.error?.CODE).toEqual(["Неверный код"]);
    expect(refused.reply?.result.initialValue?.CODE).toBeUndefined();
    expect(() => codeRefused(new Error("a bug"))).toThrow("a bug");
    const transport = new DealerApiTransportError({ endpoint: "personalCheckCode", method: "POST", url: "http://api", reason: "network error" });
    expect(codeRefused(transport)).toMatchObject({ status: 503, messages: { formErrors: [PERSONAL_MESSAGES.unavailable] }, hideFields: ["CODE"] });
  });
});
