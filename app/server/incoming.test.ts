import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { incomingFromExpress, send } from "./incoming.server";
import { wholeBodyOf, wholeResponse, withHeaders } from "./whole-response.server";

// The front door's Node edges over a real Express server: the URL a cache hit is keyed by is
// the one Remix would get, a body's reader is Remix's, and a whole body is sent as it is.
let server: Server;
let base: { host: string; port: number };
/** The signal of the last Fetch Request made, and a promise of its abort for a request left unanswered. */
let lastSignal: AbortSignal | undefined;
let unansweredAborted: Promise<void> | undefined;

beforeAll(async () => {
  const app = express();
  app.set("trust proxy", "loopback");
  app.get("/unanswered", (req, res) => {
    const { signal } = incomingFromExpress(req, res)!.request();
    unansweredAborted = new Promise((resolve) => signal.addEventListener("abort", () => resolve()));
  });
  app.all("*", async (req, res) => {
    const incoming = incomingFromExpress(req, res);
    if (!incoming) return void res.status(400).send("bad target");
    const request = incoming.request();
    lastSignal = request.signal;
    const body = request.body ? await request.text() : "";
    const made = wholeResponse(Buffer.from(JSON.stringify({ url: incoming.url, remixUrl: request.url, method: incoming.method, cookie: incoming.header("cookie"), body })), {
      status: 200,
      headers: { "Content-Type": "application/json", "Set-Cookie": "a=1; Path=/" },
    });
    const headers = new Headers(made.headers);
    headers.append("Set-Cookie", "b=2; Path=/");
    await send(res, withHeaders(made, headers), false);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = { host: "127.0.0.1", port: (server.address() as AddressInfo).port };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function call(path: string, headers: Record<string, string>, method = "GET", body?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }>((resolve, reject) => {
    const req = httpRequest({ ...base, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("incomingFromExpress", () => {
  it.each([
    ["a plain Host", { Host: "shop.example:8080" }, "http://shop.example:8080"],
    ["a Host without a port", { Host: "shop.example" }, "http://shop.example"],
    ["a proxy's X-Forwarded-Host and scheme", { Host: "10.0.0.1:3000", "X-Forwarded-Host": "dealer.example:8443", "X-Forwarded-Proto": "https" }, "https://dealer.example:8443"],
  ])("keys a request by the URL Remix gets: %s", async (_name, headers, origin) => {
    const answer = await call("/catalog?brand=toyota&page=2", { ...headers, Cookie: "visited=1" });
    const seen = JSON.parse(answer.text) as { url: string; remixUrl: string; cookie: string };
    expect(seen.url).toBe(seen.remixUrl);
    expect(seen.url).toBe(`${origin}/catalog?brand=toyota&page=2`);
    expect(seen.cookie).toBe("visited=1");
  });

  it("refuses a Host that makes no URL", async () => {
    expect((await call("/", { Host: "a b" })).status).toBe(400);
    expect((await call("/", { Host: "shop.example:99999" })).status).toBe(400);
  });

  it("gives a post's body to the Fetch Request whole", async () => {
    const body = "name=" + "я".repeat(5000);
    const answer = await call("/form", { Host: "shop.example", "Content-Type": "application/x-www-form-urlencoded" }, "POST", body);
    expect(JSON.parse(answer.text)).toMatchObject({ method: "POST", body });
  });

  it("aborts the loaders' signal when the client leaves before the answer, and not after it", async () => {
    await call("/answered", { Host: "shop.example" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lastSignal?.aborted).toBe(false);

    const left = httpRequest({ ...base, path: "/unanswered", headers: { Host: "shop.example" } });
    left.on("error", () => undefined);
    left.end();
    await expect.poll(() => unansweredAborted !== undefined).toBe(true);
    left.destroy();
    await unansweredAborted;
  });
});

describe("send", () => {
  it("writes a whole body as it is, with every cookie", async () => {
    const answer = await call("/x", { Host: "shop.example" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(answer.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(JSON.parse(answer.text).url).toBe("http://shop.example/x");
  });

  it("knows a HEAD answer has no body", () => {
    const head = wholeResponse(Buffer.from("<!DOCTYPE html>"), { status: 200 }, "HEAD");
    expect(head.body).toBeNull();
    expect(wholeBodyOf(head)).toBeUndefined();
  });
});
