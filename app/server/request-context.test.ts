import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCountingHop, startTestApi, type TestApi } from "../../dealer-api/testing";
import { loadRootData } from "~/services/root-data.server";
import { withRequestId } from "./request-id.server";
import { cookieHeader, cookieNames, testRequestContext, testServices } from "./request-context.testing";
import type { AppServices } from "./services.server";

let api: TestApi;
let services: AppServices;
let hop: Awaited<ReturnType<typeof startCountingHop>>;
/** Every path the storefront asked the reference API for, in order. */
const calls = () => hop.calls;

beforeAll(async () => {
  api = await startTestApi();
  hop = await startCountingHop(api.base);
  services = testServices(hop.base);
});
afterAll(async () => {
  await hop.close();
  await api.close();
});


describe("the request context", () => {
  it("calls the dealer API only when something asks: a request that needs no identity makes no call", async () => {
    calls().length = 0;
    const visitorsBefore = api.count("visitors");
    const { context, finish } = await testRequestContext(services);
    expect(context.cart().totalCount).toBe(0);
    const response = await finish(new Response("ok"));
    expect(calls()).toEqual([]);
    expect(api.count("visitors")).toBe(visitorsBefore);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("resolves the visitor once, however many loaders ask", async () => {
    calls().length = 0;
    const { context, finish } = await testRequestContext(services);
    const [a, b] = await Promise.all([context.visitor(), context.visitor()]);
    expect(a).toBe(b);
    expect(a.fUserId).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(calls().filter((c) => c.endsWith("/getFUser"))).toHaveLength(1);
    const response = await finish(new Response("ok"));
    // The id, the session with the city the API placed it in, and the snapshot of the visitor
    // in its own cookie (ADR 055).
    expect(cookieNames(response)).toEqual(["F_USER_ID", "__session", "__visitor"]);

    // Returning with them: no identity or location call, and nothing to write back.
    calls().length = 0;
    const again = await testRequestContext(services, { cookie: cookieHeader(response) });
    expect((await again.context.visitor()).fUserId).toBe(a.fUserId);
    expect(await again.context.city()).toBeDefined();
    expect(calls().filter((c) => /FUser|Location\/getCurrent/.test(c))).toEqual([]);
    expect(cookieNames(await again.finish(new Response("ok")))).toEqual([]);
    // A page that must know for sure asks the API all the same.
    await again.context.visitor({ fresh: true });
    expect(calls().filter((c) => c.endsWith("/updateFUser"))).toHaveLength(1);
    // And on the visitor's own pages every loader does, the root's included.
    for (const path of ["/favorites", "/personal/editing.data", "/comparison.data"]) {
      calls().length = 0;
      const own = await testRequestContext(services, { cookie: cookieHeader(response), url: `http://localhost:3000${path}` });
      await Promise.all([own.context.visitor(), own.context.visitor()]);
      expect(calls().filter((c) => c.endsWith("/updateFUser")), path).toHaveLength(1);
    }
  });

  it("commits the session once, with the response, only when it changed", async () => {
    const first = await testRequestContext(services);
    first.context.session.set("fiasId", "x");
    const committed = await first.finish(new Response("ok"));
    expect(cookieNames(committed)).toEqual(["__session"]);

    const second = await testRequestContext(services, { cookie: cookieHeader(committed) });
    expect(second.context.session.get("fiasId")).toBe("x");
    const unchanged = await second.finish(new Response("ok"));
    expect(cookieNames(unchanged)).toEqual([]);
  });

  it("keeps the snapshot in its own cookie, and drops one an older session carried (ADR 055)", async () => {
    const first = await testRequestContext(services);
    await first.context.visitor();
    const issued = await first.finish(new Response("ok"));
    const cookie = cookieHeader(issued);
    // A session from before: the snapshot inside it, beside the city.
    const older = await services.sessionStorage.getSession();
    older.set("fiasId", "x");
    older.set("visitor", { id: "abc", at: Date.now(), auth: false, name: "", fav: [1], cmp: [], seen: [] });
    const olderCookie = (await services.sessionStorage.commitSession(older)).split(";")[0]!;
    const again = await testRequestContext(services, { cookie: cookie.replace(/__session=[^;]*/, olderCookie) });
    expect(again.context.session.get("fiasId")).toBe("x");
    const rewritten = await again.finish(new Response("ok"));
    expect(cookieNames(rewritten)).toEqual(["__session"]);
    const session = await services.sessionStorage.getSession(cookieHeader(rewritten));
    expect(session.has("visitor")).toBe(false);
    expect(session.get("fiasId")).toBe("x");
  });

  it("keeps a visitor's lists apart from a shared page's routes, and in their snapshot (ADR 081)", async () => {
    const first = await testRequestContext(services);
    await first.context.visitor();
    let cookie = cookieHeader(await first.finish(new Response("ok")));
    const adding = await testRequestContext(services, { cookie });
    await adding.context.api.send("favoritesAdd", { id: 5 });
    adding.context.changedLists();
    cookie = cookieHeader(await adding.finish(new Response("ok")), cookie);
    const asked = await testRequestContext(services, { cookie });
    expect((await asked.context.visitor()).favorites).toEqual([5]);
    cookie = cookieHeader(await asked.finish(new Response("ok")), cookie);

    const shared = await testRequestContext(services, { cookie });
    expect(shared.snapshot?.fav).toEqual([5]);
    shared.keepListsApart();
    const seen = await shared.context.visitor();
    expect(seen.favorites).toEqual([]);
    expect(await shared.context.documentLists()).toEqual({ favorites: [], compare: [] });
    // A car viewed on that page is remembered with the lists the routes were not shown.
    shared.context.rememberVisitor({ ...seen, viewed: [9] });
    cookie = cookieHeader(await shared.finish(new Response("ok")), cookie);
    calls().length = 0;
    const next = await testRequestContext(services, { cookie });
    expect(await next.context.visitor()).toMatchObject({ favorites: [5], viewed: [9] });
    expect(await next.context.documentLists()).toEqual({ favorites: [5], compare: [] });
    expect(calls().filter((c) => /FUser/.test(c))).toEqual([]);
  });

  it("never sends two Set-Cookie for one cookie, whatever the route added", async () => {
    const { context, finish } = await testRequestContext(services);
    context.session.flash("notice", "a");
    const route = new Response("ok", { headers: [["Set-Cookie", "__session=stale; Path=/"], ["Set-Cookie", "other=1; Path=/"], ["Set-Cookie", "other=2; Path=/"]] });
    const response = await finish(route);
    expect(cookieNames(response).sort()).toEqual(["__session", "other"]);
    expect(response.headers.getSetCookie().find((c) => c.startsWith("__session="))).not.toContain("stale");
    expect(response.headers.getSetCookie()).toContain("other=2; Path=/");
  });

  it("maps a fatal page call's refusal to the 404 page and an outage to 503", async () => {
    const { context } = await testRequestContext(services, { url: "http://localhost:3000/cars/a/b/999999" });
    const notFound = await context.page(context.api.send("getCar", { id: 999_999 })).catch((thrown: unknown) => thrown);
    expect((notFound as { init?: ResponseInit }).init?.status).toBe(404);

    const down = await testRequestContext(testServices("http://127.0.0.1:9"));
    const unavailable = await down.context.page(down.context.api.send("getFaq")).catch((thrown: unknown) => thrown);
    expect(unavailable).toBeInstanceOf(Response);
    expect((unavailable as Response).status).toBe(503);
  });

  it("leaves a failed section out with its fallback", async () => {
    const down = await testRequestContext(testServices("http://127.0.0.1:9"));
    await expect(down.context.section("faq", down.context.api.send("getFaq"), null)).resolves.toBeNull();
  });

  it("says a failed list failed (sectionData), and a visitor whose lists the API did not give has unknown lists", async () => {
    const down = await testRequestContext(testServices("http://127.0.0.1:9"));
    await expect(down.context.sectionData("favorites", down.context.api.send("getCarsByIds", { ids: [1] }))).resolves.toEqual({ ok: false });
    expect(await down.context.visitor()).toMatchObject({ fUserId: undefined, listsKnown: false, favorites: [] });
    // A bug is not an outage: it is thrown, so it stays a 500 and is seen.
    await expect(down.context.sectionData("x", Promise.reject(new TypeError("bug")))).rejects.toBeInstanceOf(TypeError);
  });

  it("gives a crawler no identity: no call, no visitor row, no cookie", async () => {
    calls().length = 0;
    const visitorsBefore = api.count("visitors");
    const { context, finish } = await testRequestContext(services, {
      userAgent: "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)",
    });
    expect(await context.visitor()).toMatchObject({ fUserId: undefined, listsKnown: true });
    await context.common();
    const response = await finish(new Response("ok"));
    expect(calls().filter((path) => path.includes("FUserExport") || path.includes("Location/getCurrent"))).toEqual([]);
    expect(api.count("visitors")).toBe(visitorsBefore);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("gives a first visit no identity and no visitor row; the browser's next request gets its id", async () => {
    calls().length = 0;
    const visitorsBefore = api.count("visitors");
    const first = await testRequestContext(services, { cookie: "" });
    expect(first.firstVisit).toBe(true);
    expect(await first.context.visitor()).toMatchObject({ fUserId: undefined, fiasId: undefined, favorites: [], listsKnown: true });
    const firstResponse = await first.finish(new Response("ok"));
    expect(calls().filter((path) => path.includes("FUserExport") || path.includes("Location/getCurrent"))).toEqual([]);
    expect(api.count("visitors")).toBe(visitorsBefore);
    expect(firstResponse.headers.getSetCookie()).toEqual([]);

    // A post is never a first visit: what the visitor does is kept under an id issued for it.
    const post = await testRequestContext(services, { cookie: "", method: "POST" });
    expect(post.firstVisit).toBe(false);

    const second = await testRequestContext(services, { cookie: "visited=1" });
    expect(second.firstVisit).toBe(false);
    expect((await second.context.visitor()).fUserId).toMatch(/^[0-9a-f]{32}$/);
    const secondResponse = await second.finish(new Response("ok"));
    expect(secondResponse.headers.getSetCookie().some((c) => c.startsWith("F_USER_ID="))).toBe(true);
    expect(api.count("visitors")).toBe(visitorsBefore + 1);
  });

  it("spends at most the request's budget on a dealer API that never answers", async () => {
    const { createServer } = await import("node:http");
    const stalled = createServer(() => undefined);
    await new Promise<void>((resolve) => stalled.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(stalled.address() as { port: number }).port}`;
      const { context } = await testRequestContext(testServices(url, { DEALER_API_BUDGET_MS: "400", DEALER_API_TIMEOUT_MS: "5000" }));
      const started = Date.now();
      // The visitor (three identity calls) and the page's call share the one budget.
      const page = await context.page(context.api.send("getFaq")).catch((thrown: unknown) => thrown);
      expect((page as Response).status).toBe(503);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      stalled.closeAllConnections();
      stalled.close();
    }
  });

  it("sends the request's id with every dealer API call it makes, the visitor's included", async () => {
    const { createServer } = await import("node:http");
    const ids: (string | undefined)[] = [];
    const recording = createServer((req, res) => {
      ids.push(req.headers["x-request-id"] as string | undefined);
      res.writeHead(503, { "content-type": "text/plain" });
      res.end("down");
    });
    await new Promise<void>((resolve) => recording.listen(0, "127.0.0.1", resolve));
    try {
      const url = `http://127.0.0.1:${(recording.address() as { port: number }).port}`;
      // The id is the one of the request the context was made for, wherever the call runs later.
      const { context } = await withRequestId("req-7", () => testRequestContext(testServices(url)));
      await context.page(context.api.send("getFaq")).catch(() => undefined);
      expect(ids.length).toBeGreaterThan(1);
      expect(new Set(ids)).toEqual(new Set(["req-7"]));
    } finally {
      recording.closeAllConnections();
      recording.close();
    }
  });
});

describe("the root loader", () => {
  it("gives the frame its data: common data, the default city, zero counters, the cookie notice due", async () => {
    const { context } = await testRequestContext(services);
    const request = new Request("http://localhost:3000/");
    const data = await loadRootData({ request, context, params: {} });
    expect(data.common.locations.length).toBe(6);
    expect(data.city?.name).toBe("Санкт-Петербург");
    // A document's data carries no lists: they are written into the page apart (ADR 081).
    expect(data.visitor).toMatchObject({ isAuthorized: false, lists: null, cartCount: 0 });
    expect(data.cookieNotice).toBe(true);
  });

  it("gives a revalidation the visitor's lists, and a document none: they are written into the page apart (ADR 081)", async () => {
    const revalidation = await testRequestContext(services, { url: "http://localhost:3000/catalog.data" });
    const data = await loadRootData({ request: new Request("http://localhost:3000/catalog"), context: revalidation.context, params: {} });
    expect(data.visitor.lists).toEqual({ favorites: [], compare: [] });
    const document = await testRequestContext(services, { url: "http://localhost:3000/catalog" });
    expect((await loadRootData({ request: new Request("http://localhost:3000/catalog"), context: document.context, params: {} })).visitor.lists).toBeNull();
  });

  it("shows a no-JS form's success once: the flash is read and the session forgets it", async () => {
    const post = await testRequestContext(services);
    post.context.session.flash("formSuccess", "newsletter");
    const cookie = cookieHeader(await post.finish(new Response(null, { status: 303 })));

    const page = await testRequestContext(services, { cookie });
    const data = await loadRootData({ request: new Request("http://localhost:3000/", { headers: { Cookie: cookie } }), context: page.context, params: {} });
    expect(data.forms.success).toBe("newsletter");
    const after = cookieHeader(await page.finish(new Response("ok")), cookie);

    const again = await testRequestContext(services, { cookie: after });
    const next = await loadRootData({ request: new Request("http://localhost:3000/", { headers: { Cookie: after } }), context: again.context, params: {} });
    expect(next.forms.success).toBeNull();
  });

});

