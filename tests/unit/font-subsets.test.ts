import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { SUBSETS, subsetFiles } from "../../scripts/subset-fonts.mjs";

type Subset = { file: string; text: string };

// The committed fonts are what scripts/subset-fonts.mjs makes, and fonts.css says which
// characters each file holds: a face whose unicode-range claimed more would leave glyphs to a
// fallback found only by accident, one that claimed less would never be used for them.
describe("font subsets", () => {
  it("the committed files are the script's output", async () => {
    for (const { file, bytes } of (await subsetFiles()) as { file: string; bytes: Buffer }[]) {
      expect((await readFile(file)).equals(bytes), `${file}: run node scripts/subset-fonts.mjs`).toBe(true);
    }
    // Subsetting is seconds of CPU (harfbuzz in WebAssembly): on a loaded 2-core machine it ran
    // past vitest's 5 s default. The limit only guards against a hang.
  }, 60_000);

  it("each @font-face's unicode-range is its file's characters", async () => {
    const css = await readFile("app/styles/fonts.css", "utf8");
    for (const { file, text } of SUBSETS as Subset[]) {
      const name = file.split("/").pop()!;
      const face = css.split("@font-face").find((block) => block.includes(name));
      const range = /unicode-range:\s*([^;]+);/.exec(face ?? "")?.[1] ?? "";
      const covered = new Set<number>();
      for (const part of range.split(",")) {
        const [from, to = from] = part.trim().replace(/^U\+/, "").split("-");
        for (let code = parseInt(from, 16); code <= parseInt(to, 16); code++) covered.add(code);
      }
      expect([...covered].sort((a, b) => a - b)).toEqual([...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b));
    }
  });
});
