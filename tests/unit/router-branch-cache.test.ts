import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type * as Router from "@remix-run/router";
import type { AgnosticRouteObject } from "@remix-run/router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import routes from "~/routes";

// patches/@remix-run+router+1.23.3.patch backports remix-run/react-router#14967 and #15186: a
// route tree's branches are flattened and ranked once, and each branch keeps its compiled
// matchers (docs/decisions/069-route-branch-cache.md). Only the CommonJS build is patched: the
// server loads it (through @remix-run/server-runtime and react-router-dom/server), and the
// browser, which matches once per navigation, is not worth the patch's bytes in every page's
// first load (the ES module build, in the browser bundle, is left as published).
const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve("@remix-run/router/package.json")), "dist");
type RouterModule = typeof Router;
const builds: Record<string, () => Promise<RouterModule>> = {
  commonjs: async () => require(join(dist, "router.cjs.js")) as RouterModule,
};

type ConfigEntry = { id?: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: ConfigEntry[] };
type Route = AgnosticRouteObject;

/** The app's route tree as Remix hands it to the router: app/routes.ts under the root route. */
function appTree(): Route[] {
  const convert = (entries: readonly ConfigEntry[]): Route[] =>
    entries.map((entry) => {
      const base = { id: entry.id, path: entry.path, caseSensitive: entry.caseSensitive };
      return entry.index ? { ...base, index: true } : { ...base, children: convert(entry.children ?? []) };
    });
  return [{ id: "root", path: "", children: convert(routes as ConfigEntry[]) }];
}

/** What the app has none of, but the router must match the same with its cache: optional segments, nested splats, index routes, a case-sensitive route. */
function syntheticTree(): Route[] {
  return [
    {
      id: "root",
      path: "/",
      children: [
        { id: "home", index: true },
        { id: "lang", path: ":lang?/about/:section?", children: [{ id: "lang_index", index: true }, { id: "lang_team", path: "team/:member?" }] },
        { id: "docs", path: "docs", children: [{ id: "docs_index", index: true }, { id: "docs_splat", path: "*" }] },
        { id: "files", path: "files/:folder/*" },
        { id: "exact", path: "Exact/Case", caseSensitive: true },
        { id: "static_over_param", path: "cars/new" },
        { id: "param", path: "cars/:brand" },
        { id: "layout", children: [{ id: "in_layout", path: "inside/:a?/:b?" }] },
      ],
    },
  ];
}

/** Every URL pattern of a tree, joined with its parents'. */
function patterns(tree: Route[], parent = ""): string[] {
  return tree.flatMap((route) => {
    const own = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, "/");
    return [...(route.path === undefined && !route.index ? [] : [own || "/"]), ...patterns(route.children ?? [], own)];
  });
}

const VALUES = ["lada", "Lada-Vesta_2", "лада", "%D0%BB%D0%B0%D0%B4%D0%B0", "a%2Fb", "two%20words", "ё", "100", "%E0%A4%A", "x.y"];
const TAILS = ["", "/", "//", "/extra", "/extra/deeper", "?q=1", "#part", "/%D1%81%D0%BF%D1%80%D0%B0%D0%B2%D0%BA%D0%B0"];

/** Sample addresses for each pattern: its parameters and splats filled with plain, Cyrillic, encoded and broken values, and its tail varied; and addresses that match nothing in particular. */
function sampleUrls(tree: Route[]): string[] {
  const urls = new Set<string>(["/", "", "/nowhere", "/CATALOG", "/catalog/", "/exact/case", "/Exact/Case", "/cars", "/%", "/%ZZ", "/про/что-то"]);
  for (const pattern of patterns(tree)) {
    VALUES.forEach((value, i) => {
      const filled = pattern
        .replace(/\/:[\w-]+\?/g, (_, offset: number) => ((offset + i) % 2 ? `/${value}` : ""))
        .replace(/:[\w-]+/g, value)
        .replace(/\*$/, i % 3 ? `${value}/${VALUES[(i + 1) % VALUES.length]}` : "");
      urls.add(filled + TAILS[i % TAILS.length]);
      if (i % 4 === 0) urls.add(filled.toUpperCase());
    });
  }
  return [...urls];
}

/** What a match says, without the route objects' identity: ids, params, pathnames. */
function summary(matches: ReturnType<RouterModule["matchRoutes"]>) {
  return matches?.map((match) => ({ id: match.route.id, params: match.params, pathname: match.pathname, pathnameBase: match.pathnameBase })) ?? null;
}

const clone = (tree: Route[]): Route[] => tree.map((route) => ({ ...route, children: route.children && clone(route.children) }) as Route);

/** A copy of the tree that counts how often the router walks it (reads a route's children). */
function countingTree(tree: Route[]): { tree: Route[]; walks: () => number } {
  let reads = 0;
  const wrap = (list: Route[]): Route[] =>
    list.map((route) => {
      const children = route.children ? wrap(route.children) : undefined;
      const copy = { ...route };
      delete copy.children;
      if (children) {
        Object.defineProperty(copy, "children", {
          enumerable: true,
          get: () => {
            reads += 1;
            return children;
          },
        });
      }
      return copy as Route;
    });
  return { tree: wrap(tree), walks: () => reads };
}

// The router warns of each malformed address (the samples have some) and of nothing else.
beforeAll(() => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

describe.each(Object.keys(builds))("@remix-run/router's route matching (%s build)", (build) => {
  const load = builds[build];

  it.each([
    ["the app's route tree", appTree],
    ["a tree with optional segments, splats and index routes", syntheticTree],
  ])("matches a few hundred addresses against %s as it does without the cache", async (_name, makeTree) => {
    const { matchRoutes } = await load();
    const tree = makeTree();
    const urls = sampleUrls(tree);
    expect(urls.length).toBeGreaterThan(makeTree === appTree ? 300 : 60);
    for (const basename of ["/", "/shop"]) {
      for (const url of urls) {
        const location = basename === "/" ? url : `/shop${url}`;
        // A fresh tree each time cannot come from a cache: it is flattened and ranked anew.
        const uncached = summary(matchRoutes(clone(tree), location, basename));
        expect(summary(matchRoutes(tree, location, basename)), location).toEqual(uncached);
      }
    }
  }, 60_000);

  it("finds every page of the app at its own pattern", async () => {
    const { matchRoutes } = await load();
    const tree = appTree();
    const pages = (list: Route[], parent: string): Array<[string, string]> =>
      list.flatMap((route) => {
        const own = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, "/");
        const self: Array<[string, string]> = route.path === undefined ? [] : [[route.id!, own]];
        return [...self, ...pages(route.children ?? [], own)];
      });
    const all = pages(tree[0].children!, "");
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const [id, pattern] of all) {
      const url = pattern.replace(/:[\w-]+/g, "x").replace(/\*$/, "a/b");
      expect(matchRoutes(tree, url)?.at(-1)?.route.id, url).toBe(id);
    }
  });

  it("flattens and ranks a route tree once, however often it is matched", async () => {
    const { matchRoutes } = await load();
    const { tree, walks } = countingTree(appTree());
    matchRoutes(tree, "/catalog");
    const once = walks();
    expect(once).toBeGreaterThan(0);
    for (const url of ["/", "/catalog", "/cars/lada/vesta/1", "/company/news/x", "/nowhere"]) matchRoutes(tree, url);
    expect(walks()).toBe(once);
  });

  it("sees the routes that lazy route discovery patches into a tree it has matched", async () => {
    const { createMemoryHistory, createRouter, matchRoutes } = await load();
    const router = createRouter({
      history: createMemoryHistory({ initialEntries: ["/"] }),
      routes: [{ id: "root", path: "/", children: [{ id: "home", index: true }, { id: "section", path: "section" }] }],
    });
    const before = router.routes;
    expect(summary(matchRoutes(before, "/section/late"))).toBeNull();
    router.patchRoutes("section", [{ id: "late", path: "late" }]);
    // The same array, its branches cached before the patch: they must not be reused.
    expect(summary(matchRoutes(before, "/section/late"))?.map((match) => match.id)).toEqual(["root", "section", "late"]);
    expect(summary(matchRoutes(router.routes, "/section/late"))?.map((match) => match.id)).toEqual(["root", "section", "late"]);
    router.dispose();
  });
});
