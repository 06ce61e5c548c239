import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestProcess, type TestProcess } from "./process.testing";

/*
 * The process (lib/process.ts) over real HTTP on loopback: what it answers before, around and
 * after the storefront. Raw sockets where the exchange itself is under test (how and when a
 * connection ends); every wait is bounded by the outcome it waits for.
 */

/** What came back on a raw connection, and how it ended. */
type Exchange = { answer: string; ended: "closed" | "reset" | "open"; ms: number };

/**
 * Writes `head` (and `body`, chunk by chunk, `gapMs` apart) on a new connection and reads
 * until the server closes it or `waitMs` has passed.
 */
function exchange(port: number, head: string, options: { body?: Buffer[]; gapMs?: number; waitMs?: number } = {}): Promise<Exchange> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let ended: Exchange["ended"] = "open";
    const finish = () => {
      clearTimeout(timer);
      resolve({ answer: Buffer.concat(received).toString("utf8"), ended, ms: Date.now() - started });
    };
    const timer = setTimeout(() => {
      socket.destroy();
      finish();
    }, options.waitMs ?? 5_000);
    socket.on("data", (chunk: Buffer) => received.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ECONNRESET") ended = "reset";
    });
    socket.on("end", () => {
      if (ended === "open") ended = "closed";
    });
    socket.on("close", finish);
    socket.write(head);
    const chunks = [...(options.body ?? [])];
    const next = () => {
      const chunk = chunks.shift();
      if (!chunk || socket.destroyed) return;
      socket.write(chunk, () => (options.gapMs ? setTimeout(next, options.gapMs) : next()));
    };
    next();
  });
}

let shop: TestProcess;
beforeAll(async () => {
  shop = await startTestProcess();
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
