import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { type AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createDealerApiClient,
  DealerApiBusinessError,
  DealerApiTransportError,
  TtlCache,
  type DealerApiClientOptions,
  type EndpointName,
} from "./index.server";
import { createDealerApiBreaker } from "./breaker.server";

type Received = { method: string; path: string; query: Record<string, string>; body: unknown; requestId?: string };
// Whatever a reply returns is ignored; it may schedule its answer or never give one.
type Reply = (req: Received, res: ServerResponse) => unknown;

// A real server on loopback, so the client's fetch, timeouts and retries are exercised over
// actual sockets. Each test says how it should (mis)behave.
let server: Server;
let baseUrl: string;
let received: Received[] = [];
let reply: Reply = (_req, res) => send(res, 500, "no reply set");
const openResponses = new Set<ServerResponse>();

beforeAll(async () => {
  server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    openResponses.add(res);
    res.on("close", () => openResponses.delete(res));
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://localhost");
    const entry: Received = {
      method: req.method ?? "",
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: raw ? JSON.parse(raw) : undefined,
      requestId: req.headers["x-request-id"] as string | undefined,
    };
    received.push(entry);
    await reply(entry, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(() => {
  for (const res of openResponses) res.destroy();
  received = [];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function send(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(body);
}

function ok(payload: unknown) {
  return JSON.stringify({ status: "success", data: { arMessages: payload, arErrors: [] }, errors: [] });
}

function refused(code: string, message: string) {
  return JSON.stringify({ status: "error", data: { arMessages: null, arErrors: [{ code, message }] }, errors: [] });
}

function client(options: Partial<DealerApiClientOptions> = {}) {
  return createDealerApiClient({ baseUrl, retryDelayMs: 10, ...options });
}

const spb = { name: "Санкт-Петербург", fiasId: "c2deb16a-0330-4f05-821f-1d09c93331e6", phone: "78123090000" };

const commonData = {
  meta: { title: "Дилер", description: "Автомобили" },
  features: { cart: false },
  locations: [spb],
  mainNav: [
    {
      name: "Каталог",
      link: "/catalog",
      external: false,
      isOuter: false,
      items: [{ name: "С пробегом", link: "/catalog/used", external: false, isOuter: true, items: [] }],
    },
  ],
  consultation: { title: "Получить консультацию", description: "…", successTitle: "Cпасибо", successText: "…" },
  subscribe: { title: "Подписка", description: "…" },
  footerNote: "<p>…</p>",
  company: {
    name: "Дилер",
    legalName: "ООО «Дилер»",
    inn: "7800000000",
    kpp: "780001001",
    ogrn: "1027800000000",
    address: "Санкт-Петербург",
    phone: "78123090000",
    email: "info@example.ru",
  },
};

const visitor = {
  NewFUser: false,
  FUserId: "0123456789abcdef0123456789abcdef",
  IsAuthorized: false,
  FavoritesItems: [3, 1],
  CompareItems: [],
  sUserName: "",
  sUserPhone: "",
};

describe("dealer API client: success", () => {
  it("unwraps a GET page-data call and adds the visitor's identity and the getter's fields", async () => {
    reply = (_req, res) => send(res, 200, ok(commonData));
    const api = client({ identity: { fUserId: "u1", fiasId: "f1" } });

    const data = await api.send("getCommonData");

    expect(data.company.legalName).toBe("ООО «Дилер»");
    expect(data.mainNav[0].items[0].isOuter).toBe(true);
    expect(data.features).toEqual({ cart: false });
    expect(received).toEqual([
      {
        method: "GET",
        path: "/api/rrt/main/Controller/getCommonData",
        query: { FUserId: "u1", sFiasId: "f1", name: "common", local: "false" },
        body: undefined,
      },
    ]);
  });

  it("sends POST fields as a JSON body and leaves identity out of non-page-data calls", async () => {
    reply = (_req, res) => send(res, 200, ok(visitor));
    const api = client({ identity: { fUserId: "u1", fiasId: "f1" } });

    const result = await api.send("updateFUser", { FUserId: "explicit" });

    expect(result.FavoritesItems).toEqual([3, 1]);
    expect(received).toEqual([
      { method: "POST", path: "/api/rrt/main/FUserExport/updateFUser", query: {}, body: { FUserId: "explicit" } },
    ]);
  });

  it("lets explicit payload values win over the identity", async () => {
    reply = (_req, res) => send(res, 200, ok(commonData));
    await client({ identity: { fUserId: "u1", fiasId: "f1" } }).send("getCommonData", { sFiasId: "other" });
    expect(received[0].query).toMatchObject({ FUserId: "u1", sFiasId: "other" });
  });

  it("tolerates harmless gaps: missing lists are empty, ids as numeric strings", async () => {
    reply = (_req, res) =>
      send(res, 200, ok({ ...visitor, FavoritesItems: ["7"], CompareItems: null, sUserName: undefined }));
    const result = await client().send("updateFUser", { FUserId: "x" });
    expect(result).toMatchObject({ FavoritesItems: [7], CompareItems: [], sUserName: "" });

    const { mainNav: _nav, features: _features, ...withoutLists } = commonData;
    reply = (_req, res) => send(res, 200, ok(withoutLists));
    const data = await client().send("getCommonData");
    expect(data.mainNav).toEqual([]);
    expect(data.features).toEqual({});
  });
});

describe("dealer API client: business errors", () => {
  it.each([200, 400])("turns arErrors with HTTP %i into a business error with the messages", async (status) => {
    reply = (_req, res) => send(res, status, refused("VALIDATION", "Не указан FUserId"));
    const error = await client()
      .send("saveCurrentByFiasId", { sFiasId: "x" })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DealerApiBusinessError);
    expect(error).toMatchObject({
      endpoint: "saveCurrentByFiasId",
      status,
      errors: [{ code: "VALIDATION", message: "Не указан FUserId" }],
    });
    expect(error instanceof DealerApiTransportError).toBe(false);
    expect(received).toHaveLength(1);
  });
});

describe("dealer API client: retries", () => {
  it("retries a GET once after a 503 and succeeds", async () => {
    let calls = 0;
    reply = (_req, res) => (++calls === 1 ? send(res, 503, "busy") : send(res, 200, ok([spb])));
    await expect(client().send("getLocationList")).resolves.toEqual([spb]);
    expect(received).toHaveLength(2);
  });

  it("gives up on a GET after the second 503 with a transport error", async () => {
    reply = (_req, res) => send(res, 503, "<html>busy</html>");
    const error = await client()
      .send("getLocationList")
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(DealerApiTransportError);
    expect(error instanceof DealerApiTransportError).toBe(true);
    expect((error as Error).message).toBe(`GET ${baseUrl}/api/rrt/main/Location/getLocationList failed: 503 Service Unavailable`);
    expect(error).toMatchObject({ method: "GET", status: 503 });
    expect(received).toHaveLength(2);
  });

  it("never retries a POST", async () => {
    reply = (_req, res) => send(res, 503, "busy");
    const error = await client()
      .send("saveCurrentByFiasId", { FUserId: "u", sFiasId: "f" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DealerApiTransportError);
    expect(error).toMatchObject({ method: "POST", status: 503 });
    expect(received).toHaveLength(1);
  });

  it("retries a GET whose connection was dropped", async () => {
    let calls = 0;
    reply = (_req, res) => (++calls === 1 ? res.socket?.destroy() : send(res, 200, ok([spb])));
    await expect(client().send("getLocationList")).resolves.toEqual([spb]);
    expect(received).toHaveLength(2);
  });

  it("does not retry a write whose connection was dropped", async () => {
    reply = (_req, res) => void res.socket?.destroy();
    const error = await client()
      .send("saveCurrentByFiasId", { FUserId: "u", sFiasId: "f" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DealerApiTransportError);
    expect((error as Error).message).toContain("POST");
    expect(received).toHaveLength(1);
  });

  it("retries by meaning: a read sent as POST once, a GET that issues an id never", async () => {
    let calls = 0;
    reply = (_req, res) => (++calls === 1 ? send(res, 503, "busy") : send(res, 200, ok({ items: [] })));
    await expect(client().send("getCarsByIds", { ids: [1] })).resolves.toEqual({ items: [] });
    expect(received.map((r) => r.method)).toEqual(["POST", "POST"]);

    received = [];
    reply = (_req, res) => send(res, 503, "busy");
    await expect(client().send("getFUser")).rejects.toBeInstanceOf(DealerApiTransportError);
    expect(received).toHaveLength(1);
  });

  it("treats an envelope 500 as a transport error", async () => {
    reply = (_req, res) => send(res, 500, refused("INTERNAL", "Внутренняя ошибка сервера"));
    const error = await client()
      .send("getCurrentLocation", { FUserId: "u" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DealerApiTransportError);
    expect((error as Error).message).toContain("500 Internal Server Error");
  });
});

describe("dealer API client: the request's deadline", () => {
  it("ends a stalled call, its retry included, at the deadline", async () => {
    reply = () => undefined; // never answers
    const started = Date.now();
    const error = await client({ timeoutMs: 5000, deadline: Date.now() + 300 })
      .send("getCommonData")
      .catch((e: unknown) => e);
    const took = Date.now() - started;
    expect(error).toBeInstanceOf(DealerApiTransportError);
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(1500);
  });

  it("fails a call made after the deadline at once, without asking", async () => {
    reply = (_req, res) => send(res, 200, ok(commonData));
    const error = await client({ deadline: Date.now() - 1 })
      .send("getCommonData")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DealerApiTransportError);
    expect((error as Error).message).toContain("time budget");
    expect(received).toHaveLength(0);
  });

  it("does not start a retry the deadline leaves no time for", async () => {
    reply = (_req, res) => setTimeout(() => send(res, 503, "busy"), 150);
    await expect(client({ deadline: Date.now() + 200, retryDelayMs: 100 }).send("getCommonData")).rejects.toBeInstanceOf(
      DealerApiTransportError,
    );
    expect(received).toHaveLength(1);
  });
});

describe("dealer API client: stale-if-error", () => {
  it("serves the last good copy within its window when the API fails, and not past it", async () => {
    let now = 1_000_000;
    const sharedCache = new TtlCache({ now: () => now });
    const events: string[] = [];
    const make = () => client({ sharedCache, staleIfErrorMs: 10_000, observe: (e) => events.push(e.outcome) });
    reply = (_req, res) => send(res, 200, ok(commonData));
    await make().send("getCommonData", { sFiasId: "f1" });

    now += 60_000 + 5_000;
    reply = (_req, res) => send(res, 503, "down");
    // Another city, another visitor: the frame is the same in every city, so the copy serves them too.
    await expect(make().send("getCommonData", { sFiasId: "f2", FUserId: "u9" })).resolves.toEqual(
      expect.objectContaining({ mainNav: commonData.mainNav }),
    );
    // Business errors are answers, not outages: no stale copy for them.
    reply = (_req, res) => send(res, 404, refused("NOT_FOUND", "Нет"));
    await expect(make().send("getCommonData")).rejects.toBeInstanceOf(DealerApiBusinessError);

    now += 10_000;
    reply = (_req, res) => send(res, 503, "down");
    await expect(make().send("getCommonData")).rejects.toBeInstanceOf(DealerApiTransportError);
    expect(events).toEqual(["ok", "stale", "refused", "failed"]);
  });
});

describe("dealer API client: transport errors", () => {
  it("times out a slow server quickly, per attempt, and says so", async () => {
    reply = () => {}; // never answers
    const started = Date.now();
    const error = await client({ timeoutMs: 200 })
      .send("getLocationList")
      .catch((e: unknown) => e);
    const elapsed = Date.now() - started;

    expect(error).toBeInstanceOf(DealerApiTransportError);
    expect((error as Error).message).toBe(`GET ${baseUrl}/api/rrt/main/Location/getLocationList failed: timeout after 200 ms`);
    expect(received).toHaveLength(2);
    expect(elapsed).toBeLessThan(1500);
  });

  it("stops at once, without retrying, when the caller aborts", async () => {
    reply = () => {};
    const controller = new AbortController();
    const pending = client({ timeoutMs: 5000 }).send("getFUser", {}, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("visitor left")), 50);
    await expect(pending).rejects.toThrow("visitor left");
    expect(received).toHaveLength(1);
  });

  it("reports malformed JSON with method, URL and status", async () => {
    reply = (_req, res) => send(res, 200, '{"status":"success","data":');
    const error = await client()
      .send("getLocationList")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DealerApiTransportError);
    expect((error as Error).message).toBe(
      `GET ${baseUrl}/api/rrt/main/Location/getLocationList failed: malformed JSON (status 200)`,
    );
    expect(error).toMatchObject({ method: "GET", url: `${baseUrl}/api/rrt/main/Location/getLocationList`, status: 200 });
  });

  it("keeps visitor ids out of the error's URL", async () => {
    reply = (_req, res) => send(res, 200, "nope");
    const error = await client({ identity: { fUserId: "secret-id" } })
      .send("getCommonData")
      .catch((e: unknown) => e);
    expect((error as Error).message).not.toContain("secret-id");
  });

  it("rejects a response of the wrong shape", async () => {
    reply = (_req, res) => send(res, 200, ok({ ...commonData, company: { name: 42 } }));
    const error = await client()
      .send("getCommonData")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DealerApiTransportError);
    expect((error as Error).message).toContain("unexpected response shape (status 200)");
    expect((error as Error).message).toContain("company");
  });

  it("rejects a body that is JSON but not the envelope", async () => {
    reply = (_req, res) => send(res, 200, JSON.stringify([spb]));
    await expect(client().send("getLocationList")).rejects.toThrow("not a dealer API envelope (status 200)");
  });

  it("fails when nothing listens", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const error = await client({ baseUrl: `http://127.0.0.1:${port}` })
      .send("getFUser")
      .catch((e: unknown) => e);
    expect(error instanceof DealerApiTransportError).toBe(true);
    expect((error as Error).message).toContain(`GET http://127.0.0.1:${port}/api/rrt/main/FUserExport/getFUser failed: network error`);
  });
});

describe("dealer API client: endpoint names", () => {
  it("rejects an unknown endpoint with the documented message", async () => {
    const name = "getNothing" as EndpointName;
    await expect(client().send(name)).rejects.toThrow(new Error("[$api.send]: endpoint getNothing is not defined"));
    await expect(client().send("toString" as EndpointName)).rejects.toThrow(
      "[$api.send]: endpoint toString is not defined",
    );
    expect(received).toHaveLength(0);
  });
});

describe("dealer API client: caching", () => {
  it("dedupes identical concurrent calls within one client", async () => {
    reply = (_req, res) => setTimeout(() => send(res, 200, ok({ FUserId: "abc" })), 30);
    const api = client();
    const [a, b] = await Promise.all([api.send("getFUser"), api.send("getFUser")]);
    expect(a).toEqual(b);
    expect(received).toHaveLength(1);
  });

  it("shares the dedupe map with withIdentity clients, but not across identities", async () => {
    reply = (_req, res) => setTimeout(() => send(res, 200, ok(commonData)), 30);
    const api = client({ identity: { fUserId: "u1", fiasId: "f1" } });
    const same = api.withIdentity({ fUserId: "u1", fiasId: "f1" });
    const other = api.withIdentity({ fUserId: "u2", fiasId: "f1" });
    await Promise.all([api.send("getCommonData"), same.send("getCommonData"), other.send("getCommonData")]);
    expect(received.map((r) => r.query.FUserId)).toEqual(["u1", "u2"]);
  });

  it("keeps a GET result for the request until a POST may have changed it", async () => {
    reply = (req, res) => send(res, 200, ok(req.method === "GET" ? commonData : spb));
    const api = client({ identity: { fUserId: "u1", fiasId: "f1" } });
    await api.send("getCommonData");
    await api.send("getCommonData");
    expect(received).toHaveLength(1);

    await api.send("saveCurrentByFiasId", { FUserId: "u1", sFiasId: spb.fiasId });
    await api.send("getCommonData");
    expect(received.map((r) => r.method)).toEqual(["GET", "POST", "GET"]);
  });

  it("sends a POST again once the first one has settled", async () => {
    reply = (_req, res) => send(res, 200, ok(spb));
    const api = client();
    await api.send("saveCurrentByFiasId", { FUserId: "u", sFiasId: spb.fiasId });
    await api.send("saveCurrentByFiasId", { FUserId: "u", sFiasId: spb.fiasId });
    expect(received).toHaveLength(2);
  });

  it("serves common data from the shared cache across clients until the TTL ends", async () => {
    let now = 1_000_000;
    const sharedCache = new TtlCache({ now: () => now });
    reply = (_req, res) => send(res, 200, ok(commonData));

    await client({ sharedCache, identity: { fUserId: "u1", fiasId: "f1" } }).send("getCommonData");
    // Another visitor in the same city: common data is the same for everybody.
    await client({ sharedCache, identity: { fUserId: "u2", fiasId: "f1" } }).send("getCommonData");
    expect(received).toHaveLength(1);

    // A shared answer cannot be changed in place by one request for the others.
    const cached = await client({ sharedCache }).send("getCommonData", { sFiasId: "f1" });
    expect(() => {
      cached.mainNav.length = 0;
    }).toThrow(TypeError);
    await expect(client({ sharedCache }).send("getCommonData", { sFiasId: "f1" })).resolves.toEqual(
      expect.objectContaining({ mainNav: commonData.mainNav }),
    );
    expect(received).toHaveLength(1);

    now += 60_000;
    await client({ sharedCache, identity: { fUserId: "u2", fiasId: "f1" } }).send("getCommonData");
    expect(received).toHaveLength(2);
  });

  it("caps shared-cache lifetimes at maxCacheTtlMs, and 0 turns the cache off", async () => {
    let now = 1_000_000;
    const sharedCache = new TtlCache({ now: () => now });
    reply = (_req, res) => send(res, 200, ok(commonData));

    await client({ sharedCache, maxCacheTtlMs: 1000 }).send("getCommonData");
    await client({ sharedCache, maxCacheTtlMs: 1000 }).send("getCommonData");
    expect(received).toHaveLength(1);
    now += 1000;
    await client({ sharedCache, maxCacheTtlMs: 1000 }).send("getCommonData");
    expect(received).toHaveLength(2);

    reply = (_req, res) => send(res, 200, ok([spb]));
    const off = new TtlCache();
    await client({ sharedCache: off, maxCacheTtlMs: 0 }).send("getLocationList");
    await client({ sharedCache: off, maxCacheTtlMs: 0 }).send("getLocationList");
    expect(received).toHaveLength(4);
  });

  it("never caches a failed call", async () => {
    const sharedCache = new TtlCache();
    let fail = true;
    reply = (_req, res) => (fail ? send(res, 404, refused("NOT_FOUND", "Нет")) : send(res, 200, ok([spb])));
    const api = client({ sharedCache });

    await expect(api.send("getLocationList")).rejects.toBeInstanceOf(DealerApiBusinessError);
    fail = false;
    await expect(api.send("getLocationList")).resolves.toEqual([spb]);
    await expect(client({ sharedCache }).send("getLocationList")).resolves.toEqual([spb]);
    expect(received).toHaveLength(2);
  });
});

describe("TtlCache", () => {
  it("expires entries and stays within its bound, dropping the least recently used", () => {
    let now = 0;
    const cache = new TtlCache<number>({ maxEntries: 2, now: () => now });
    cache.set("a", 1, 100);
    cache.set("b", 2, 100);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3, 100);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.size).toBe(2);

    now = 100;
    expect(cache.get("a")).toBeUndefined();
    cache.set("d", 4, 50);
    expect(cache.delete("d")).toBe(true);
    cache.set("e", 5, 50);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe("dealer API client: the request id", () => {
  it("sends the id of the request it runs for on every call", async () => {
    reply = (_req, res) => send(res, 200, ok([spb]));
    await client({ requestId: "req-42" }).send("getLocationList");
    await client().send("getLocationList", { x: 1 });
    expect(received.map((r) => r.requestId)).toEqual(["req-42", undefined]);
  });
});

describe("dealer API client: the circuit breaker", () => {
  it("opens after failed attempts in a row: calls then fail at once without asking; after the cool-down one probe closes it", async () => {
    const breaker = createDealerApiBreaker({ failures: 2, coolDownMs: 200 });
    reply = (_req, res) => send(res, 503, "busy");
    await expect(client({ breaker }).send("getLocationList")).rejects.toBeInstanceOf(DealerApiTransportError);
    // The read and its retry: two failures in a row.
    expect(received).toHaveLength(2);
    expect(breaker.state).toBe("open");

    const started = Date.now();
    const error = await client({ breaker })
      .send("getLocationList")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DealerApiTransportError);
    expect((error as Error).message).toContain("circuit open");
    expect(Date.now() - started).toBeLessThan(50);
    expect(received).toHaveLength(2);

    await new Promise((resolve) => setTimeout(resolve, 250));
    reply = (_req, res) => send(res, 200, ok([spb]));
    await expect(client({ breaker }).send("getLocationList")).resolves.toEqual([spb]);
    expect(breaker.state).toBe("closed");
  });

  it("counts timeouts and dropped connections, not refusals in the envelope", async () => {
    const breaker = createDealerApiBreaker({ failures: 1, coolDownMs: 60_000 });
    reply = (_req, res) => send(res, 400, refused("VALIDATION", "Неверный запрос"));
    await expect(client({ breaker }).send("getLocationList")).rejects.toBeInstanceOf(DealerApiBusinessError);
    expect(breaker.state).toBe("closed");
    reply = (_req, res) => res.socket?.destroy();
    await expect(client({ breaker }).send("getLocationList")).rejects.toBeInstanceOf(DealerApiTransportError);
    expect(breaker.state).toBe("open");
  });
});

describe("dealer API client: the policy's edges", () => {
  it("stops at once when the caller aborts during the pause before a retry, and asks nothing after", async () => {
    reply = (_req, res) => send(res, 503, "busy");
    const controller = new AbortController();
    const started = Date.now();
    const pending = client({ retryDelayMs: 400 }).send("getLocationList", {}, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("visitor left")), 100);
    await expect(pending).rejects.toThrow("visitor left");
    expect(Date.now() - started).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(received).toHaveLength(1);
  });

  it("names the deadline's share in a timeout that the deadline cut short", async () => {
    reply = () => undefined;
    const error = await client({ timeoutMs: 5000, deadline: Date.now() + 300 })
      .send("getLocationList")
      .catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/failed: timeout after (2\d\d|300) ms$/);
    expect(received).toHaveLength(1);
  });

  it("logs each turn of a retried read: the retry with the first status, the answer with the second attempt", async () => {
    let calls = 0;
    reply = (_req, res) => (++calls === 1 ? send(res, 503, "busy") : send(res, 200, ok([spb])));
    const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
    await client({ log: (level, msg, fields) => lines.push({ level, msg, fields }) }).send("getLocationList");
    const url = `${baseUrl}/api/rrt/main/Location/getLocationList`;
    expect(lines).toEqual([
      {
        level: "warn",
        msg: "dealer API call failed, retrying",
        fields: { endpoint: "getLocationList", method: "GET", url, status: 503, attempt: 1, durationMs: expect.any(Number) },
      },
      {
        level: "debug",
        msg: "dealer API call",
        fields: { endpoint: "getLocationList", method: "GET", url, status: 200, attempt: 2, durationMs: expect.any(Number) },
      },
    ]);
  });

  it("logs a dropped read's retry and its end with their reasons and attempts", async () => {
    reply = (_req, res) => void res.socket?.destroy();
    const lines: { level: string; msg: string; fields: Record<string, unknown> }[] = [];
    const error = await client({ log: (level, msg, fields) => lines.push({ level, msg, fields }) })
      .send("getLocationList")
      .catch((e: unknown) => e);
    const url = `${baseUrl}/api/rrt/main/Location/getLocationList`;
    const reason = (error as Error).message;
    expect(reason).toContain("network error");
    expect(lines).toEqual([
      { level: "warn", msg: "dealer API call failed, retrying", fields: { endpoint: "getLocationList", method: "GET", url, reason, attempt: 1 } },
      { level: "error", msg: "dealer API unavailable", fields: { endpoint: "getLocationList", method: "GET", url, reason, attempt: 2 } },
    ]);
  });

  it("does not count a caller's abort or a busy 429 against the breaker", async () => {
    const breaker = createDealerApiBreaker({ failures: 1, coolDownMs: 60_000 });
    reply = () => undefined;
    const controller = new AbortController();
    const pending = client({ breaker }).send("getLocationList", {}, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("visitor left")), 50);
    await expect(pending).rejects.toThrow("visitor left");
    expect(breaker.state).toBe("closed");

    let calls = 0;
    reply = (_req, res) => (++calls === 1 ? send(res, 429, "slow down") : send(res, 200, ok([spb])));
    await expect(client({ breaker }).send("getLocationList")).resolves.toEqual([spb]);
    expect(breaker.state).toBe("closed");
  });

  it("gives the circuit's refusal once an open breaker turns the retry away", async () => {
    const breaker = createDealerApiBreaker({ failures: 1, coolDownMs: 60_000 });
    const lines: string[] = [];
    reply = (_req, res) => send(res, 503, "busy");
    const error = await client({ breaker, log: (level, msg, fields) => lines.push(`${level} ${msg} ${String(fields.attempt)}`) })
      .send("getLocationList")
      .catch((e: unknown) => e);
    expect((error as Error).message).toContain("circuit open");
    expect(received).toHaveLength(1);
    expect(lines).toEqual(["warn dealer API call failed, retrying 1", "warn dealer API unavailable 2"]);
  });
});
