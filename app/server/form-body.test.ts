import { describe, expect, it } from "vitest";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod/v4";
import { cartPostSchema, cityPostSchema, listPostSchema } from "~/forms/site-posts";
import { FORM_BODY_MESSAGES, MAX_FORM_BYTES, readFormBody } from "./form-body.server";

const post = (body: BodyInit, type: string | null = "application/x-www-form-urlencoded") =>
  new Request("http://localhost/x", { method: "POST", body, headers: type ? { "Content-Type": type } : {} });

describe("readFormBody", () => {
  it("reads a form's fields, Cyrillic and repeated names included", async () => {
    const body = await readFormBody(post("NAME=%D0%98%D0%B2%D0%B0%D0%BD&a=1&a=2"));
    expect(body.ok && body.form.get("NAME")).toBe("Иван");
    expect(body.ok && body.form.getAll("a")).toEqual(["1", "2"]);
  });

  it("refuses JSON, multipart, text and a missing type with the Russian message", async () => {
    const multipart = new FormData();
    multipart.set("a", "1");
    for (const request of [post('{"a":1}', "application/json"), post(multipart, null), post("a=1", "text/plain"), post("a=1", null)]) {
      expect(await readFormBody(request)).toEqual({ ok: false, status: 400, message: FORM_BODY_MESSAGES.unreadable });
    }
  });

  it("refuses bytes that are not UTF-8 and escapes of lone surrogates", async () => {
    expect((await readFormBody(post(new Uint8Array([0x61, 0x3d, 0xff, 0xfe])))).ok).toBe(false);
    expect((await readFormBody(post("a=%ED%A0%80"))).ok).toBe(true); // decodes to U+FFFD, which is text
    expect((await readFormBody(post("a=x%00y"))).ok).toBe(false);
  });

  it("stops reading past the limit, with or without a Content-Length", async () => {
    const huge = "a=" + "я".repeat(MAX_FORM_BYTES);
    expect(await readFormBody(post(huge))).toEqual({ ok: false, status: 413, message: FORM_BODY_MESSAGES.tooLarge });
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode("a".repeat(16 * 1024)));
      },
    });
    const chunked = new Request("http://localhost/x", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect((await readFormBody(chunked)).ok).toBe(false);
  });
});

describe("the site posts' schemas, as the post pipeline parses a form", () => {
  const form = (init: string) => {
    const data = new FormData();
    for (const [name, value] of new URLSearchParams(init)) data.append(name, value);
    return data;
  };
  const parse = <S extends z.ZodType>(schema: S, init: string) => {
    const submission = parseWithZod(form(init), { schema });
    return submission.status === "success" ? submission.value : undefined;
  };

  it("list and cart posts: an intent and, but for clear, a positive car id", () => {
    expect(parse(listPostSchema, "intent=add&id=42")).toEqual({ intent: "add", id: 42 });
    expect(parse(listPostSchema, "intent=clear&id=x")).toEqual({ intent: "clear" });
    expect(parse(cartPostSchema, "intent=remove&id= 7 ")).toEqual({ intent: "remove", id: 7 });
    for (const bad of ["intent=add", "intent=add&id=0", "intent=add&id=1.5", "intent=drop&id=1", "", "intent=remove&id=1"]) {
      expect(parse(listPostSchema, bad), bad).toBeUndefined();
    }
    expect(parse(cartPostSchema, "intent=delete&id=1")).toBeUndefined();
  });

  it("a grid's toggle button names the intent and carries the car (add=42)", () => {
    expect(parse(listPostSchema, "returnTo=%2Fcatalog&add=42")).toEqual({ intent: "add", id: 42 });
    expect(parse(listPostSchema, "delete=7&_js=1")).toEqual({ intent: "delete", id: 7 });
    // A post that says its intent is read as it says, whatever else it carries.
    expect(parse(listPostSchema, "intent=delete&id=5&add=6")).toEqual({ intent: "delete", id: 5 });
    for (const bad of ["add=", "add=abc", "delete=0", "clear=1", "returnTo=%2F"]) {
      expect(parse(listPostSchema, bad), bad).toBeUndefined();
    }
  });

  it("a repeated field is a list, which no field accepts: refused, not half-read", () => {
    expect(parse(listPostSchema, "intent=add&intent=clear&id=3&id=4")).toBeUndefined();
  });

  it("a city is a FIAS id", () => {
    expect(parse(cityPostSchema, "fiasId=")).toBeUndefined();
    expect(parse(cityPostSchema, "fiasId=abc")).toEqual({ fiasId: "abc" });
  });
});
