import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFaultyHop, startTestApi, type FaultyHop, type TestApi } from "../../dealer-api/testing";
import { DealerApiTransportError } from "~/dealer-client/errors.server";
import { NotFound } from "~/services/not-found.server";
import { pageFailure, withNotFoundPages } from "./api-failures.server";
import { testRequestContext, testServices } from "./request-context.testing";

type Handler = (args: { request: Request; context: object; params: object }) => unknown;

const missing = () => {
  throw new NotFound();
};
const broken = () => {
  throw new Error("a bug");
};

const build = {
  routes: {
    root: { id: "root", path: "", module: { loader: () => "frame" } },
    news: { id: "news", parentId: "root", path: "news/:slug", module: { loader: missing, action: broken, default: () => null } },
    faq: { id: "faq", parentId: "root", path: "faq", module: { default: () => null } },
  },
} as unknown as ServerBuild;

const args = (path: string) => ({ request: new Request(`http://site.test${path}`), context: {}, params: {} });
const moduleOf = (b: ServerBuild, id: string) => b.routes[id]!.module as unknown as { loader?: Handler; action?: Handler };

async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("a rule's NotFound", () => {
  it("is the 404 page of the address asked for, from any loader or action", async () => {
    const wrapped = withNotFoundPages(build) as ServerBuild;
    const error = await thrown(() => moduleOf(wrapped, "news").loader!(args("/news/%D0%B0?x=1")));
    expect(error).toMatchObject({ data: { message: "Page Not Found: /news/%D0%B0", path: "/news/%D0%B0" }, init: { status: 404 } });
    expect(await moduleOf(wrapped, "root").loader!(args("/"))).toBe("frame");
  });

  it("leaves every other error as it was, and a module without a loader or action without one", async () => {
    const wrapped = withNotFoundPages(build) as ServerBuild;
    expect(await thrown(() => moduleOf(wrapped, "news").action!(args("/news/x")))).toMatchObject({ message: "a bug" });
    expect(moduleOf(wrapped, "faq").loader).toBeUndefined();
    expect(moduleOf(wrapped, "faq").action).toBeUndefined();
  });

  it("wraps a development build once per build it loads", async () => {
    const load = withNotFoundPages(async () => build) as () => Promise<ServerBuild>;
    expect(await load()).toBe(await load());
  });

  it("is the 404 page in a page's fatal call too, as the dealer API's refusal is", () => {
    expect(pageFailure(new NotFound(), "/cars/x")).toMatchObject({ init: { status: 404 }, data: { path: "/cars/x" } });
    const transport = new DealerApiTransportError({ endpoint: "getCar", method: "GET", url: "http://api", reason: "network error" });
    expect(pageFailure(transport, "/cars/x")).toMatchObject({ status: 503 });
  });
});

// A page's own dealer API call as a loader makes it (context.page), against the reference API
// behind a hop that can answer in its stead (docs/decisions/009-dealer-api-failures.md).
let api: TestApi;
let hop: FaultyHop;

beforeAll(async () => {
  api = await startTestApi({ seedCars: 12 });
  hop = await startFaultyHop(api.base);
});
afterAll(async () => {
  await hop.close();
  await api.close();
});

async function pageCall(id: number): Promise<unknown> {
  const { context } = await testRequestContext(testServices(hop.base), { url: `http://localhost:3000/cars/a/b/${id}` });
  return context.page(context.api.send("getCar", { id })).then(
    () => "rendered",
    (thrown: unknown) => thrown,
  );
}

describe("a page's own call refused by the dealer API", () => {
  it("is the 404 page when the API says the thing is not there (NOT_FOUND)", async () => {
    await hop.heal();
    const thrown = await pageCall(999_999);
    expect((thrown as { init?: ResponseInit }).init?.status).toBe(404);
  });

  it("is the 503 maintenance page for any other refusal: an INTERNAL error at HTTP 200 says nothing about the address", async () => {
    await hop.fail("arErrors", { only: "/Catalog/getCar" });
    const thrown = await pageCall(1);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
  });
});
