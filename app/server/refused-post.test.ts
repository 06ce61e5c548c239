import type { ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { isRefusedPagePost, refusedPostAsGet, withRefusedPosts } from "./refused-post.server";

const build = {
  routes: {
    root: { id: "root", path: "", module: { loader: () => "frame" } },
    catalog: { id: "catalog", parentId: "root", path: "catalog", module: { loader: () => "cars", default: () => null } },
    faq: { id: "faq", parentId: "root", path: "faq", module: { default: () => null } },
  },
} as unknown as ServerBuild;

const loaderOf = (b: ServerBuild, id: string) => b.routes[id]!.module.loader as unknown as (args: { context: object }) => unknown;

async function thrown(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("a post to a page without an action, drawn again in the frame", () => {
  it("lets every loader run as it is for any other request", async () => {
    const wrapped = withRefusedPosts(build) as ServerBuild;
    expect(await loaderOf(wrapped, "root")({ context: {} })).toBe("frame");
    expect(await loaderOf(wrapped, "catalog")({ context: {} })).toBe("cars");
    expect(await loaderOf(wrapped, "faq")({ context: {} })).toBeNull();
  });

  it("refuses with a 405 below the root, once the context is marked, and keeps the root's loader", async () => {
    const wrapped = withRefusedPosts(build) as ServerBuild;
    const context = {};
    const get = refusedPostAsGet(new Request("http://site.test/catalog?sort=price", { method: "POST", body: "x=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } }), context);
    expect(get.method).toBe("GET");
    expect(get.url).toBe("http://site.test/catalog?sort=price");
    expect(get.headers.has("Content-Type")).toBe(false);
    expect(await loaderOf(wrapped, "root")({ context })).toBe("frame");
    for (const id of ["catalog", "faq"]) {
      const error = await thrown(() => loaderOf(wrapped, id)({ context }));
      expect(error, id).toMatchObject({ init: { status: 405 } });
    }
  });

  it("tells Remix's refusal of a document post from any other answer", () => {
    const html = (status: number) => new Response("<html>", { status, headers: { "Content-Type": "text/html; charset=utf-8" } });
    const post = (path: string) => new Request(`http://site.test${path}`, { method: "POST" });
    expect(isRefusedPagePost(post("/catalog"), html(405))).toBe(true);
    expect(isRefusedPagePost(post("/catalog"), html(400))).toBe(false);
    expect(isRefusedPagePost(post("/catalog.data"), html(405))).toBe(false);
    expect(isRefusedPagePost(post("/robots.txt"), new Response("{}", { status: 405, headers: { "Content-Type": "application/json" } }))).toBe(false);
    expect(isRefusedPagePost(new Request("http://site.test/catalog"), html(405))).toBe(false);
  });
});
