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
    const shutdown = createGracefulShutdown(server, { idleCloseMs: 200 });
    // The client ports of the connections the server accepted: a connection the kernel had queued
    // but the server never took when it stopped listening is reset, as good as refused.
    const accepted = new Set<number>();
    server.on("connection", (socket) => accepted.add(socket.remotePort ?? 0));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 10 });

    const outcomes = { ok: 0, closeHeaders: 0, errors: [] as string[], refused: 0 };
    let signalled = false;
    // The signal comes once ten requests have been answered, whatever the machine's load.
    let warmedUp!: () => void;
    const warm = new Promise<void>((resolve) => (warmedUp = resolve));
    // A client goes on until the server has told it to go: an answer that closes its connection,
    // or a new connection refused after the signal.
    const get = () =>
      new Promise<"again" | "told">((resolve) => {
        const req = httpRequest({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
          const closing = res.headers.connection === "close";
          if (closing) outcomes.closeHeaders++;
          res.resume();
          res.on("end", () => {
            outcomes.ok++;
            if (outcomes.ok >= 10) warmedUp();
            resolve(closing ? "told" : "again");
          });
        });
        let localPort = 0;
        req.on("socket", (socket) => {
          localPort = socket.localPort ?? 0;
          socket.once("connect", () => (localPort = socket.localPort ?? 0));
        });
        req.on("error", (error: NodeJS.ErrnoException) => {
          // A new connection after the listener closed is refused (or, if the kernel had
          // queued it, reset unaccepted): that is the load balancer's cue, not a reset of a
          // request the server accepted.
          const unaccepted = error.code === "ECONNREFUSED" || (error.code === "ECONNRESET" && !accepted.has(localPort));
          if (signalled && unaccepted) outcomes.refused++;
          else outcomes.errors.push(error.code ?? error.message);
          resolve(signalled && unaccepted ? "told" : "again");
        });
        req.end();
      });
    const client = async () => {
      while ((await get()) === "again" && outcomes.errors.length === 0);
    };
    const clients = Array.from({ length: 10 }, client);
    await warm;
    signalled = true;
    const done = shutdown.begin();
    await Promise.all(clients);
    await done;
    agent.destroy();

    expect(outcomes.errors).toEqual([]);
    expect(outcomes.ok).toBeGreaterThanOrEqual(10);
    // Every client was told to go, most by an answer that closed its connection; a socket left
    // idle across the signal was closed, and its client's next connection refused.
    expect(outcomes.closeHeaders + outcomes.refused).toBeGreaterThanOrEqual(10);
    expect(outcomes.closeHeaders).toBeGreaterThanOrEqual(1);
    expect(shutdown.openSockets).toBe(0);
  });
});
