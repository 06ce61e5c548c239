import { describe, expect, it, vi } from "vitest";
import { z } from "zod/v4";
import { ABUSE_MESSAGES } from "~/services/abuse.server";
import { DealerApiTransportError } from "~/dealer-client/errors.server";
import type { PostReply } from "~/forms/reply";
import { testRequestContext, testServices } from "~/server/request-context.testing";
import { API_UNAVAILABLE_MESSAGE } from "./api-failures.server";
import { FORM_BODY_MESSAGES } from "./form-body.server";
import { refuse, refuseUnavailable } from "~/services/refusal.server";
import { handlePost, handleResourcePost, type PostSpec } from "./post.server";

const services = testServices(undefined, { FORM_RATE_LIMIT: "1000/60" });
const URL = "http://localhost:3000/thing";
const schema = z.object({ NAME: z.string({ error: "Введите имя" }).min(1, { error: "Введите имя" }) });

async function post(spec: PostSpec<typeof schema>, body: BodyInit, headers: Record<string, string> = {}, resource = false) {
  const { context } = await testRequestContext(services, { url: URL });
  const request = new Request(URL, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers } });
  const answer = await (resource ? handleResourcePost : handlePost)({ request, context, params: {} }, spec);
  if (answer instanceof Response) {
    const reply = answer.headers.get("Content-Type")?.includes("json") ? ((await answer.json()) as PostReply) : undefined;
    return { status: answer.status, reply, location: answer.headers.get("Location"), headers: answer.headers };
  }
  return { status: answer.init?.status ?? 200, reply: answer.data, location: null, headers: new Headers(answer.init?.headers) };
}

const spec = (run: PostSpec<typeof schema>["run"] = () => undefined): PostSpec<typeof schema> => ({ form: "thing", schema, run, success: "/done" });

describe("the post pipeline", () => {
  it("accepted: a 303 to the success page without JS, a success reply with JS", async () => {
    const run = vi.fn();
    expect(await post(spec(run), "NAME=Анна")).toMatchObject({ status: 303, location: "/done" });
    const viaFetcher = await post(spec(run), "NAME=Анна&_js=1");
    expect(viaFetcher.status).toBe(200);
    expect(viaFetcher.reply).toMatchObject({ form: "thing", result: { status: "success" } });
    expect(run).toHaveBeenCalledTimes(2);
    expect(run.mock.calls[0]![0]).toEqual({ NAME: "Анна" });
  });

  it("refuses with the status of the refusal and the Russian message, on page and resource routes alike", async () => {
    for (const resource of [false, true]) {
      const run = vi.fn();
      const cases: Array<[BodyInit, Record<string, string>, number, Record<string, string[]>]> = [
        ["{}", { "Content-Type": "application/json" }, 400, { "": [FORM_BODY_MESSAGES.unreadable] }],
        ["NAME=Анна&name__confirm=bot", {}, 400, { "": [ABUSE_MESSAGES.spam] }],
        ["NAME=Анна", { Origin: "https://evil.example" }, 403, { "": [ABUSE_MESSAGES.crossSite] }],
        ["NAME=", {}, 400, { NAME: ["Введите имя"] }],
      ];
      for (const [body, headers, status, error] of cases) {
        const answer = await post(spec(run), body, headers, resource);
        expect(answer.status, `${String(body)} resource=${resource}`).toBe(status);
        expect(answer.reply?.result.status).toBe("error");
        expect(answer.reply?.result.error).toMatchObject(error);
      }
      expect(run).not.toHaveBeenCalled();
    }
  });

  it("the form's own refusal and the dealer API's absence keep their status and message", async () => {
    const refused = await post(spec(() => refuse(409, "В корзине уже есть автомобиль")), "NAME=Анна&_js=1", {}, true);
    expect(refused.status).toBe(409);
    expect(refused.reply?.result.error?.[""]).toEqual(["В корзине уже есть автомобиль"]);

    const transport = new DealerApiTransportError({ endpoint: "x", method: "POST", url: "http://api", reason: "network error" });
    const down = await post({ ...spec(() => Promise.reject(transport)), unavailable: "Сервис недоступен" }, "NAME=Анна", {}, true);
    expect(down.status).toBe(503);
    expect(down.reply?.result.error?.[""]).toEqual(["Сервис недоступен"]);
    expect(down.reply?.result.initialValue).toMatchObject({ NAME: "Анна" });
  });

  it("a refusal the rules throw is answered as one they return; an unavailable one in the post's own words", async () => {
    const thrown = await post(
      spec(() => {
        throw refuse(404, "Автомобиль не найден");
      }),
      "NAME=Анна&_js=1",
    );
    expect(thrown.status).toBe(404);
    expect(thrown.reply?.result.error?.[""]).toEqual(["Автомобиль не найден"]);

    const own = await post({ ...spec(() => refuseUnavailable()), unavailable: "Сервис недоступен" }, "NAME=Анна");
    expect(own.status).toBe(503);
    expect(own.reply?.result.error?.[""]).toEqual(["Сервис недоступен"]);
    const site = await post(spec(() => Promise.reject(refuseUnavailable())), "NAME=Анна");
    expect(site.status).toBe(503);
    expect(site.reply?.result.error?.[""]).toEqual([API_UNAVAILABLE_MESSAGE]);
  });

  it("a page with several forms chooses the spec by the posted fields, reading the body once", async () => {
    const chosen = vi.fn();
    const { context } = await testRequestContext(services, { url: URL });
    const request = new Request(URL, { method: "POST", body: new URLSearchParams({ _form: "b", NAME: "" }) });
    const answer = await handlePost({ request, context, params: {} }, (formData) => {
      chosen(formData.get("_form"));
      return { ...spec(), form: String(formData.get("_form")) };
    });
    expect(chosen).toHaveBeenCalledWith("b");
    expect(answer).toMatchObject({ init: { status: 400 }, data: { form: "b", result: { error: { NAME: ["Введите имя"] } } } });
  });
});
