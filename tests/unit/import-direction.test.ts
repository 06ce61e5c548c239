import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The project's own eslint.config.js, run on planted modules (ADR 060). A module that breaks the
// direction is linted as text under a made-up path in its folder, so nothing planted sits in
// app/; a cycle needs both files on disk, so the cycles are files under fixtures/, which the
// project's lint ignores and this test lints with ignoring off.
const root = fileURLToPath(new URL("../..", import.meta.url));
const cycles = "tests/unit/fixtures/import-cycle";

// Loading the config, the parser and the tsconfig is most of a first lint: it is done once here,
// with room for a busy machine, so each case's time is its own.
let eslint: ESLint;
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, ignore: false });
  await eslint.lintText("export const warm = 1;\n", { filePath: `${root}/app/services/warm-up.server.ts` });
}, 60_000);

/** Every message, as "rule:line", so an unexpected failure of any rule shows up too. */
async function lintAs(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result.messages.map((m) => `${m.ruleId}:${m.line}`);
}

async function lintFile(filePath: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([`${root}/${filePath}`]);
  return result.messages.map((m) => `${m.ruleId}:${m.line}`);
}

const wrongWay = "import-x/no-restricted-paths";

describe("the import direction (lint)", { timeout: 20_000 }, () => {
  it("refuses a service that imports the pipeline, type-only import or not", async () => {
    const code = [
      'import type { Config } from "~/server/config.server";',
      'import { currentRequestId } from "~/server/request-id.server";',
      "export const planted = (config: Config) => [config.port, currentRequestId()];",
    ].join("\n");
    expect(await lintAs("app/services/planted.server.ts", code)).toEqual([`${wrongWay}:1`, `${wrongWay}:2`]);
  });

  it("holds a test file to the rules of its folder", async () => {
    const code = ['import { currentRequestId } from "~/server/request-id.server";', "export const planted = currentRequestId;"].join("\n");
    expect(await lintAs("app/services/planted.test.ts", code)).toEqual([`${wrongWay}:1`]);
  });

  it("refuses each layer's wrong way", async () => {
    const planted: [string, string][] = [
      ["app/dealer-client/planted.ts", 'import { requireDevelopment } from "~/services/dev-only.server";'],
      ["app/server/planted.server.ts", 'import { loader } from "~/routes/build-version";'],
      ["app/components/Planted.tsx", 'import { DealerApiBusinessError } from "~/dealer-client/errors.server";'],
      ["app/utils/planted.ts", 'import { scriptJson } from "~/components/JsonLd";'],
      ["app/view-models/planted.ts", 'import { DealerApiBusinessError } from "~/dealer-client/errors.server";'],
      ["dealer-api/planted.ts", 'import { href } from "../app/paths";'],
    ];
    for (const [path, line] of planted) {
      const name = line.match(/\{ (\w+) \}/)?.[1];
      expect({ path, messages: await lintAs(path, `${line}\nexport const planted = ${name};`) }).toEqual({ path, messages: [`${wrongWay}:1`] });
    }
  });

  it("passes imports that run the right way", async () => {
    const planted: [string, string][] = [
      ["app/routes/planted.tsx", 'import { requireDevelopment } from "~/services/dev-only.server";'],
      ["app/services/planted.server.ts", 'import { DealerApiBusinessError } from "~/dealer-client/errors.server";'],
      ["app/server/planted.server.ts", 'import { requireDevelopment } from "~/services/dev-only.server";'],
      ["app/components/Planted.tsx", 'import { TtlCache } from "~/utils/ttl-cache";'],
      ["app/utils/planted.ts", 'import { href } from "~/paths";'],
    ];
    for (const [path, line] of planted) {
      const name = line.match(/\{ (\w+) \}/)?.[1];
      expect({ path, messages: await lintAs(path, `${line}\nexport const planted = ${name};`) }).toEqual({ path, messages: [] });
    }
  });

  it("refuses a two-file import cycle, on both sides", async () => {
    expect(await lintFile(`${cycles}/value-a.ts`)).toEqual(["import-x/no-cycle:2"]);
    expect(await lintFile(`${cycles}/value-b.ts`)).toEqual(["import-x/no-cycle:2"]);
  });

  it("cannot see a cycle of type-only imports (the plugin skips them)", async () => {
    expect(await lintFile(`${cycles}/type-a.ts`)).toEqual([]);
    expect(await lintFile(`${cycles}/type-b.ts`)).toEqual([]);
  });
});
