import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// The seed's pictures are files under public/: a renamed picture would be a broken image on
// the demo site that no page test notices (the home slider's were, after the visual pass).
describe("the seed's media paths", () => {
  const seedDir = new URL(".", import.meta.url).pathname;
  const publicDir = join(seedDir, "../../public");
  const paths = readdirSync(seedDir)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .flatMap((file) => [...readFileSync(join(seedDir, file), "utf8").matchAll(/["'`](\/media\/[^"'`$]+\.(?:svg|png|jpe?g|webp|pdf))["'`]/g)].map((m) => m[1]!));

  it("name files that exist", () => {
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !existsSync(join(publicDir, path)))).toEqual([]);
  });
});
