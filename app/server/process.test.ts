import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchange, startTestProcess, type TestProcess } from "./process.testing";

/*
 * The process (lib/process.ts) over real HTTP on loopback: what it answers before, around and
 * after the storefront. Raw sockets where the exchange itself is under test (how and when a
 * connection ends); every wait is bounded by the outcome it waits for.
 */

/** An action that reads the whole body, as every form's does; `bodiesRead` is what it got. */
const bodiesRead: Array<number | "unreadable"> = [];
const formRoute = {
  path: "form",
  module: {
    async action({ request }: { request: Request }) {
      const text = await request.text().catch(() => null);
      bodiesRead.push(text === null ? "unreadable" : text.length);
      return new Response(text === null ? "unread" : `read ${text.length}`);
    },
  },
};

/** A chunked body's frame around each part. */
const chunked = (parts: Buffer[]) => [...parts.map((part) => Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n")])), Buffer.from("0\r\n\r\n")];

let shop: TestProcess;
beforeAll(async () => {
  shop = await startTestProcess({ env: { MAX_BODY_BYTES: "1024" }, routes: { "routes/form": formRoute } });
});
afterAll(() => shop.stop());

describe("the process", () => {
  it("answers a page, its liveness, and refuses a method no page takes", async () => {
    const page = await fetch(`${shop.url}/page`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<p>/page</p>");
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
    const put = await exchange(shop.port, "PUT /page HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    expect(put.answer).toMatch(/^HTTP\/1\.1 405 /);
  });
});

describe("a body over MAX_BODY_BYTES", () => {
  const head = "POST /form HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n";

  it("within the limit is the action's, chunked or declared", async () => {
    const body = Buffer.alloc(1000, 0x61);
    const declared = await exchange(shop.port, `${head}Content-Length: 1000\r\nConnection: close\r\n\r\n`, { body: [body] });
    expect(declared.answer).toMatch(/^HTTP\/1\.1 200 [^]*read 1000/);
    const inChunks = await exchange(shop.port, `${head}Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n`, { body: chunked([body.subarray(0, 500), body.subarray(500)]) });
    expect(inChunks.answer).toMatch(/^HTTP\/1\.1 200 [^]*read 1000/);
  });

  it("by its declared length: the 413 before a byte is read, and a connection that ends once the client has sent", async () => {
    const refused = await exchange(shop.port, `${head}Content-Length: 4000\r\n\r\n`, { body: Array.from({ length: 8 }, () => Buffer.alloc(500, 0x61)), gapMs: 20, end: true });
    expect(refused.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(refused.answer).toContain("Слишком большой запрос");
    expect(refused.ended).toBe("closed");
  });

  it("in chunks: the 413 once the count passes the limit, and the same staged close, never a reset that loses the answer", async () => {
    // Sent as a browser uploads over a slow link: still sending when the count passes.
    const parts = Array.from({ length: 8 }, () => Buffer.alloc(500, 0x61));
    bodiesRead.length = 0;
    const refused = await exchange(shop.port, `${head}Transfer-Encoding: chunked\r\n\r\n`, { body: chunked(parts), gapMs: 20, end: true });
    expect(refused.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(refused.answer).toContain("Слишком большой запрос");
    expect(refused.ended).toBe("closed");
    // The action never saw a cut form it might have taken for a whole one.
    expect(bodiesRead).toEqual(["unreadable"]);
  });
});

describe("slow clients", () => {
  // Short, so the test is quick; the process's own are 20 s and 30 s (SERVER_TIMEOUTS).
  const timeouts = { headersTimeoutMs: 500, requestTimeoutMs: 1000 };
  /** Late by at most this: the loaded machine's timers, not the server's checking rhythm. */
  const SLACK_MS = 700;
  let slow: TestProcess;
  beforeAll(async () => {
    slow = await startTestProcess({ timeouts, routes: { "routes/form": formRoute } });
  });
  afterAll(() => slow.stop());

  it("that never finish their headers are answered 408 and closed at the headers' time-out", async () => {
    const dribble = Array.from({ length: 40 }, (_, i) => Buffer.from(`X-Slow-${i}: 1\r\n`));
    const cut = await exchange(slow.port, "GET /page HTTP/1.1\r\nHost: 127.0.0.1\r\n", { body: dribble, gapMs: 100, waitMs: 4_000 });
    expect(cut.ended).not.toBe("open");
    expect(cut.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(cut.ms).toBeGreaterThanOrEqual(timeouts.headersTimeoutMs - 50);
    expect(cut.ms).toBeLessThan(timeouts.headersTimeoutMs + SLACK_MS);
  });

  it("whose body stops short of its Content-Length get an answer at the request's time-out", async () => {
    const head = "POST /form HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n";
    const cut = await exchange(slow.port, head, { body: [Buffer.from("NAME=a")], waitMs: 4_000 });
    expect(cut.ended).not.toBe("open");
    expect(cut.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(cut.ms).toBeGreaterThanOrEqual(timeouts.requestTimeoutMs - 50);
    expect(cut.ms).toBeLessThan(timeouts.requestTimeoutMs + SLACK_MS);
  });

  it("that trickle a body are cut at the request's time-out, however steadily they send", async () => {
    const head = "POST /form HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\n";
    const trickle = Array.from({ length: 100 }, () => Buffer.from("a"));
    const cut = await exchange(slow.port, head, { body: trickle, gapMs: 50, waitMs: 4_000 });
    expect(cut.ended).not.toBe("open");
    expect(cut.ms).toBeGreaterThanOrEqual(timeouts.requestTimeoutMs - 50);
    expect(cut.ms).toBeLessThan(timeouts.requestTimeoutMs + SLACK_MS);
  });
});

describe("/metrics", () => {
  it("is refused on the public port to a loopback client a proxy forwarded, however the proxy marks it", async () => {
    for (const [name, value] of [
      ["Via", "1.1 proxy"],
      ["X-Client-IP", "203.0.113.7"],
      ["True-Client-IP", "203.0.113.7"],
      ["CF-Connecting-IP", "203.0.113.7"],
      ["X-Original-Forwarded-For", "203.0.113.7"],
    ]) {
      const response = await fetch(`${shop.url}/metrics`, { headers: { [name]: value } });
      expect(response.status, name).toBe(404);
      expect(await response.text(), name).not.toContain("storefront_http_request_duration_seconds");
    }
  });
});

describe("/metrics for those it is meant for", () => {
  const token = "process-test-metrics-token-0123456789";
  let measured: TestProcess;
  beforeAll(async () => {
    measured = await startTestProcess({ env: { METRICS_TOKEN: token }, metricsListener: true });
  });
  afterAll(() => measured.stop());

  it("are on their own listener without a token, and on the public port with the token only, whoever asks", async () => {
    expect(measured.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const own = await fetch(measured.metricsUrl!);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain("storefront_http_request_duration_seconds");
    expect((await fetch(new URL("/page", measured.metricsUrl))).status).toBe(404);

    // A loopback client with no proxy's mark is no longer enough: a local proxy's request looks the same.
    expect((await fetch(`${measured.url}/metrics`)).status).toBe(404);
    const withToken = await fetch(`${measured.url}/metrics`, { headers: { Authorization: `Bearer ${token}`, Via: "1.1 proxy" } });
    expect(withToken.status).toBe(200);
    expect(await withToken.text()).toContain("nodejs_eventloop_lag_seconds");
  });
});

describe("many requests at once", () => {
  /**
   * A page as the storefront makes one: work that holds the one event loop (four times 15 ms
   * here, held for sure whatever the machine) between its dealer API calls, which the embedded
   * API answers on that same loop, so each call waits for whatever else is running.
   */
  const busyRoute = {
    path: "busy",
    module: {
      default: () => null,
      async loader({ context }: { context: AppLoadContext }) {
        for (let step = 0; step < 4; step++) {
          const until = Date.now() + 15;
          while (Date.now() < until) {
            // The page's own work: the visitor, the lists, the render.
          }
          await context.page(context.api.send("getFaq"));
        }
        return { ok: true };
      },
    },
  };
  let busy: TestProcess;
  beforeAll(async () => {
    busy = await startTestProcess({
      // One at a time: the test is about the turn and the budget that starts with it, and it
      // must hold on a machine busy with the rest of the suite (the default of 4 is measured by
      // npm run load).
      env: { DEALER_API_BUDGET_MS: "1000", DEALER_API_CACHE_TTL_MS: "0", HTML_CACHE_TTL_MS: "0", CONCURRENT_REQUESTS: "1" },
      routes: { "routes/busy": busyRoute },
    });
  });
  afterAll(() => busy.stop());

  it("are all answered, none with the maintenance page: each waits its turn, and its dealer API budget starts with it", async () => {
    // 40 × 60 ms of work is 2.4 s of one loop. Worked on all at once, each call of each page
    // waited behind the work of all the others and the pages ran out of their 1 s budget (and
    // the breaker opened after five such calls in a row).
    const statuses = await Promise.all(Array.from({ length: 40 }, () => fetch(`${busy.url}/busy`).then((r) => r.status)));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 30_000);
});
