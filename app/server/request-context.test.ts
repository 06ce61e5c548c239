import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCountingHop, startTestApi, type TestApi } from "../../dealer-api/testing";
import { loadRootData } from "~/services/root-data.server";
import { loader as companyLayoutLoader } from "~/routes/company/_layout";
import { withRequestId } from "./request-id.server";
import { testRequestContext, testServices } from "./request-context.testing";
import type { ActionFunctionArgs } from "@remix-run/node";
import { type PostReply, refusalMessage } from "~/forms/reply";
import { action as cartAction } from "~/routes/cart/items";
import { action as comparisonAction } from "~/routes/comparison";
import { action as favoritesAction } from "~/routes/favorites";
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

const form = (fields: Record<string, string>, url = "http://localhost:3000/favorites") =>
  new Request(url, { method: "POST", body: new URLSearchParams(fields) });

/** The Set-Cookie values of a response, by cookie name. */
function cookieNames(response: Response): string[] {
  return response.headers.getSetCookie().map((c) => c.slice(0, c.indexOf("=")));
}

/** A visitor's cookies as a browser would send them back. */
function cookieHeader(response: Response, previous = ""): string {
  const jar = new Map(previous.split("; ").filter(Boolean).map((pair) => pair.split("=", 2) as [string, string]));
  for (const value of response.headers.getSetCookie()) {
    const [pair] = value.split(";");
    const [name, v] = pair!.split("=", 2) as [string, string];
    jar.set(name, v);
  }
  return [...jar].map(([n, v]) => `${n}=${v}`).join("; ");
}

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
    expect(data.visitor).toMatchObject({ isAuthorized: false, favoritesCount: 0, compareCount: 0, cartCount: 0 });
    expect(data.cookieNotice).toBe(true);
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

  // The root loader cannot see which routes matched: the flag is the matched layout's (or page's) to enforce.
  it("sends a page under a layout whose feature flag is off to the home page", async () => {
    const flagsOff = await startTestApi({ featureOverrides: { company: false } });
    try {
      const { context } = await testRequestContext(testServices(flagsOff.base));
      const request = new Request("http://localhost:3000/company/tenders");
      await expect(loadRootData({ request, context, params: {} })).resolves.toBeDefined();
      const thrown = await companyLayoutLoader({ request, context, params: {} }).catch((e: unknown) => e);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("Location")).toBe("/");
    } finally {
      await flagsOff.close();
    }
  });
});

/** Runs an action as the server would: thrown responses caught, the context's cookies added, a JSON body read. */
async function runAction(action: (args: ActionFunctionArgs) => Promise<unknown>, request: Request, cookie = "") {
  const { context, finish } = await testRequestContext(services, { url: request.url, method: request.method, cookie });
  let result: unknown;
  try {
    result = await action({ request, context, params: {} });
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const data = result.headers.get("Content-Type")?.includes("json") ? ((await result.clone().json()) as PostReply) : undefined;
    return { response: await finish(result), data };
  }
  const { data, init } = result as { data: PostReply; init: ResponseInit | null };
  return { response: await finish(new Response(null, init ?? undefined)), data };
}

describe("the list actions", () => {
  it("adds to favourites: a 303 back without JS, data for a fetcher, and the API keeps the id", async () => {
    const page = await testRequestContext(services);
    const visitor = await page.context.visitor();
    const cookie = cookieHeader(await page.finish(new Response("ok")));
    const [car] = (await page.context.api.send("getCatalogList", { page: 1, pageSize: 1 })).items;

    let plain = await runAction(favoritesAction, form({ intent: "add", id: String(car!.id), returnTo: "/catalog?brand=kia" }), cookie);
    expect(plain.response.status).toBe(303);
    expect(plain.response.headers.get("Location")).toBe("/catalog?brand=kia");

    const fetcher = await runAction(favoritesAction, form({ intent: "delete", id: String(car!.id), _js: "1" }), cookie);
    expect(fetcher.response.status).toBe(200);
    expect(fetcher.data?.result.status).toBe("success");

    const again = await runAction(favoritesAction, form({ intent: "add", id: String(car!.id), _js: "1" }), cookie);
    expect(again.data?.result.status).toBe("success");
    // The API keeps the id; the session's snapshot, sent back by the browser, says so too.
    const fromApi = await testRequestContext(services, { cookie });
    expect((await fromApi.context.visitor({ fresh: true })).favorites).toEqual([car!.id]);
    const after = await testRequestContext(services, { cookie: cookieHeader(again.response, cookie) });
    expect((await after.context.visitor()).favorites).toEqual([car!.id]);
    expect(visitor.fUserId).toBe((await after.context.visitor()).fUserId);
    plain = await runAction(favoritesAction, form({ intent: "clear", _js: "1" }), cookie);
    const cleared = await testRequestContext(services, { cookie: cookieHeader(plain.response, cookie) });
    expect((await cleared.context.visitor()).favorites).toEqual([]);
  });

  it("refuses what is not a list post with a Russian 400, and an open redirect with the list page", async () => {
    for (const body of [{ intent: "drop", id: "1" }, { intent: "add" }, { intent: "add", id: "-3" }, {}] as Array<Record<string, string>>) {
      const { response, data } = await runAction(comparisonAction, form(body));
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(refusalMessage(data)).toMatch(/[а-яё]/i);
    }
    const json = new Request("http://localhost:3000/favorites", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expect((await runAction(favoritesAction, json)).response.status).toBe(400);
    const evil = await runAction(favoritesAction, form({ intent: "clear", returnTo: "//evil.example" }));
    expect(evil.response.headers.get("Location")).toBe("/favorites");
  });
});

describe("the cart action", () => {
  it("holds one car at the dealer API's price, refuses a second with a Russian 409, and clears", async () => {
    const { context } = await testRequestContext(services);
    const [first, second] = (await context.api.send("getCatalogList", { page: 1, pageSize: 2 })).items;
    const add = await runAction(cartAction, form({ intent: "add", id: String(first!.id), price: "1", returnTo: "/cart" }, "http://localhost:3000/cart/items"));
    expect(add.response.status).toBe(303);
    expect(cookieNames(add.response)).toContain("__session");
    const cookie = cookieHeader(add.response);
    const session = await testRequestContext(services, { cookie });
    expect(session.context.cart()).toEqual({ car: { id: first!.id, price: first!.price }, totalPrice: first!.price, totalCount: 1 });

    const refused = await runAction(cartAction, form({ intent: "add", id: String(second!.id), _js: "1" }, "http://localhost:3000/cart/items"), cookie);
    expect(refused.response.status).toBe(409);
    expect(refusalMessage(refused.data)).toMatch(/[а-яё]/i);

    const cleared = await runAction(cartAction, form({ intent: "clear", _js: "1" }, "http://localhost:3000/cart/items"), cookie);
    expect(cleared.data?.result.status).toBe("success");
    const empty = await testRequestContext(services, { cookie: cookieHeader(cleared.response, cookie) });
    expect(empty.context.cart().totalCount).toBe(0);
  });
});
