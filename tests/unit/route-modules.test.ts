import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActionFunctionArgs } from "@remix-run/node";
import { startTestApi, type TestApi } from "../../dealer-api/testing";
import { type PostReply, refusalMessage } from "~/forms/reply";
import { action as cartAction } from "~/routes/cart/items";
import { action as comparisonAction } from "~/routes/comparison";
import { action as favoritesAction } from "~/routes/favorites";
import { loader as companyLayoutLoader } from "~/routes/company/_layout";
import { loadRootData } from "~/services/root-data.server";
import { cookieHeader, cookieNames, postForm as form, testRequestContext, testServices } from "~/server/request-context.testing";
import type { AppServices } from "~/server/services.server";

/*
 * Route modules run as the server runs them, with a real request context over the reference API:
 * a layout's flag check and the list and cart posts. Here rather than beside the pipeline, which
 * imports no route (ADR 060).
 */

let api: TestApi;
let services: AppServices;

beforeAll(async () => {
  api = await startTestApi();
  services = testServices(api.base);
});
afterAll(async () => {
  await api.close();
});

describe("a layout's flag", () => {
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
