import { describe, expect, it } from "vitest";
import { cartPostSchema, cityPostSchema, formFields, listPostSchema, postRouting } from "~/forms/site-posts";
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

describe("the site posts' schemas", () => {
  const fields = (init: string) => formFields(new URLSearchParams(init) as unknown as FormData);

  it("list and cart posts: an intent and, but for clear, a positive car id", () => {
    expect(listPostSchema.parse(fields("intent=add&id=42"))).toEqual({ intent: "add", id: 42 });
    expect(listPostSchema.parse(fields("intent=clear&id=x"))).toEqual({ intent: "clear" });
    expect(cartPostSchema.parse(fields("intent=remove&id= 7 "))).toEqual({ intent: "remove", id: 7 });
    for (const bad of ["intent=add", "intent=add&id=0", "intent=add&id=1.5", "intent=drop&id=1", "", "intent=remove&id=1"]) {
      expect(listPostSchema.safeParse(fields(bad)).success, bad).toBe(false);
    }
    expect(cartPostSchema.safeParse(fields("intent=delete&id=1")).success).toBe(false);
  });

  it("a grid's toggle button names the intent and carries the car (add=42)", () => {
    expect(listPostSchema.parse(fields("returnTo=%2Fcatalog&add=42"))).toEqual({ intent: "add", id: 42 });
    expect(listPostSchema.parse(fields("delete=7&_js=1"))).toEqual({ intent: "delete", id: 7 });
    // A post that says its intent is read as it says, whatever else it carries.
    expect(listPostSchema.parse(fields("intent=delete&id=5&add=6"))).toEqual({ intent: "delete", id: 5 });
    for (const bad of ["add=", "add=abc", "delete=0", "clear=1", "returnTo=%2F"]) {
      expect(listPostSchema.safeParse(fields(bad)).success, bad).toBe(false);
    }
  });

  it("a repeated field counts once, so it cannot become a list", () => {
    expect(listPostSchema.parse(fields("intent=add&intent=clear&id=3&id=4"))).toEqual({ intent: "add", id: 3 });
  });

  it("a city is a FIAS id", () => {
    expect(cityPostSchema.safeParse(fields("fiasId=")).success).toBe(false);
    expect(cityPostSchema.parse(fields("fiasId=abc"))).toEqual({ fiasId: "abc" });
  });

  it("routing: the return path stays on the site, a fetcher says so with _js=1", () => {
    const form = new FormData();
    form.set("returnTo", "//evil.example");
    expect(postRouting(form, "/cart")).toEqual({ returnTo: "/cart", viaFetcher: false });
    form.set("returnTo", "/catalog?brand=kia");
    form.set("_js", "1");
    expect(postRouting(form, "/cart")).toEqual({ returnTo: "/catalog?brand=kia", viaFetcher: true });
  });
});
