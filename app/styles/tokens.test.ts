import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const APP = new URL("..", import.meta.url).pathname;

function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .map((entry) => join(entry.parentPath, entry.name));
}

const names = (text: string, pattern: RegExp) => new Set([...text.matchAll(pattern)].map((match) => match[1]!));

describe("design tokens", () => {
  it("every custom property a stylesheet uses is defined in tokens.css or set by a component", () => {
    const tokens = names(readFileSync(join(APP, "styles/tokens.css"), "utf8"), /(--[\w-]+)\s*:/g);
    // A value only known at run time (an animation's duration) is set on the element itself.
    const setInline = names(filesUnder(APP, [".tsx"]).map((file) => readFileSync(file, "utf8")).join("\n"), /"(--[\w-]+)"\s*:/g);
    const undefinedUses: string[] = [];
    for (const file of filesUnder(APP, [".css", ".tsx"])) {
      for (const used of names(readFileSync(file, "utf8"), /var\(\s*(--[\w-]+)/g)) {
        if (!tokens.has(used) && !setInline.has(used)) undefinedUses.push(`${used} in ${file.slice(APP.length)}`);
      }
    }
    expect(undefinedUses).toEqual([]);
  });
});
