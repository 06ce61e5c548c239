import { createServer, request as httpRequest, Agent } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createGracefulShutdown, refusalOf, repairedTarget } from "./http-server.server";

describe("refusals before the body is read", () => {
  it("refuses every method but GET, HEAD and POST, and a declared body over the limit", () => {
    for (const method of ["TRACE", "PUT", "PATCH", "DELETE", "OPTIONS", "CONNECT", "PROPFIND"]) {
      expect(refusalOf(method, undefined, 1024), method).toBe("methodNotAllowed");
    }
    expect(refusalOf("GET", undefined, 1024)).toBeUndefined();
    expect(refusalOf("POST", "1024", 1024)).toBeUndefined();
    expect(refusalOf("POST", "1025", 1024)).toBe("tooLarge");
  });
});

describe("repairedTarget", () => {
  it("keeps a target that decodes and escapes the escapes that do not", () => {
    expect(repairedTarget("/cars/a/b/1?x=%FF")).toBe("/cars/a/b/1?x=%FF");
    expect(repairedTarget("/catalog/%D0%B0")).toBe("/catalog/%D0%B0");
    expect(repairedTarget("/cars/%FF%FE/x")).toBe("/cars/%25FF%25FE/x");
    expect(repairedTarget("/a%zz/%D0%B0%")).toBe("/a%25zz/%D0%B0%25");
    expect(decodeURIComponent(repairedTarget("/cars/%C3%28/%E0%A4%A")!)).toBe("/cars/%C3%28/%E0%A4%A");
    expect(repairedTarget("*")).toBeUndefined();
  });

  it("keeps a leading encoded backslash literal, and drops single fetch's unused `_data`", () => {
    expect(repairedTarget("/%5C")).toBe("/%255C");
    expect(repairedTarget("/%5c%2Fevil.example?x=1")).toBe("/%255C%2Fevil.example?x=1");
    expect(repairedTarget("/catalog/%5C")).toBe("/catalog/%5C");
    expect(repairedTarget("/city?_data=city")).toBe("/city");
    expect(repairedTarget("/city?a=1&_data=routes%2Fcity&b=2")).toBe("/city?a=1&b=2");
    expect(repairedTarget("/city?_database=1")).toBe("/city?_database=1");
  });
});

describe("graceful shutdown", () => {
  it("resets no request of ten keep-alive clients kept busy across the signal, then ends", async () => {
    const server = createServer((_req, res) => {
      // Some work in flight when the signal comes.
      setTimeout(() => res.end("ok"), 5);
    });
    // A second of idleness, against a stall of the one event loop that the clients and the server
    // share on a busy machine: a shorter one closed a socket whose next request was already sent.
    const shutdown = createGracefulShutdown(server, { idleCloseMs: 1000 });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });

    const outcomes = { ok: 0, closeHeaders: 0, errors: [] as string[], refused: 0 };
    let signalled = false;
    let stopAt = Infinity;
    const get = () =>
      new Promise<void>((resolve) => {
        const req = httpRequest({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
          if (res.headers.connection === "close") outcomes.closeHeaders++;
          res.resume();
          res.on("end", () => {
            outcomes.ok++;
            resolve();
          });
        });
        req.on("error", (error: NodeJS.ErrnoException) => {
          // A new connection after the listener closed is refused: that is the load
          // balancer's cue, not a reset of a request the server accepted.
          if (signalled && error.code === "ECONNREFUSED") outcomes.refused++;
          else outcomes.errors.push(error.code ?? error.message);
          resolve();
        });
        req.end();
      });
    const client = async () => {
      while (Date.now() < stopAt) await get();
    };
    const clients = Array.from({ length: 10 }, client);
    await new Promise((resolve) => setTimeout(resolve, 150));
    signalled = true;
    const done = shutdown.begin();
    stopAt = Date.now() + 300;
    await Promise.all(clients);
    await done;
    agent.destroy();

    expect(outcomes.errors).toEqual([]);
    expect(outcomes.ok).toBeGreaterThanOrEqual(10);
    // Every client's socket was told to close (each got at least one such answer).
    expect(outcomes.closeHeaders).toBeGreaterThanOrEqual(10);
    expect(shutdown.openSockets).toBe(0);
  });
});
