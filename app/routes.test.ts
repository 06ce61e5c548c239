import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import routes from "./routes";
import { routePaths } from "./paths";

type Entry = { id?: string; path?: string; file: string; children?: Entry[] };

/** Every route of the tree with its full URL pattern (a layout adds no segment). */
function flatten(entries: readonly Entry[], parent = ""): Array<Entry & { pattern: string | null }> {
  return entries.flatMap((entry) => {
    const pattern = entry.path === undefined ? null : entry.path.startsWith("/") ? entry.path : `${parent}/${entry.path}`;
    return [{ ...entry, pattern }, ...flatten(entry.children ?? [], pattern ?? parent)];
  });
}

/**
 * The file a URL pattern is served by: its segments as folders, `:param` as `$param`, `*` as
 * `$`, "/" as `index`; a section's layout is `_layout` in the section's folder.
 */
function fileFor(pattern: string): string {
  const segments = pattern.split("/").filter(Boolean).map((segment) => (segment === "*" ? "$" : segment.replace(/^:/, "$")));
  return `routes/${segments.length ? segments.join("/") : "index"}`;
}

const all = flatten(routes as Entry[]);

describe("route files", () => {
  it("spell the URL pattern they serve, so a URL leads to its module in one step", () => {
    for (const route of all) {
      const expected = route.pattern === null ? `${fileFor(routePaths[route.id!.replace(/_layout$/, "") as keyof typeof routePaths])}/_layout` : fileFor(route.pattern);
      expect(route.file.replace(/\.tsx?$/, ""), route.id).toBe(expected);
      expect(existsSync(new URL(route.file, import.meta.url)), route.file).toBe(true);
    }
  });

  it("serve one route each", () => {
    const files = all.map((route) => route.file);
    expect(files.filter((file, index) => files.indexOf(file) !== index)).toEqual([]);
  });
});
