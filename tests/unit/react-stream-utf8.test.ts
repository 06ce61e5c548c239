import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PassThrough } from "node:stream";
import { createElement, type ReactElement } from "react";
import type * as ReactDomServer from "react-dom/server";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

// React 18's streaming renderer copies text into 2048-byte views; when a multibyte
// character did not fit at the end of one, it sent the whole view, unfilled tail (zero
// bytes) included (react issue 24985). patches/react-dom+18.3.1.patch sends only the
// written part. Both Node builds are checked: the server runs the production one, vitest
// and `npm run dev` the development one.
const require = createRequire(import.meta.url);
const cjs = join(dirname(require.resolve("react-dom/package.json")), "cjs");
type StreamingServer = typeof ReactDomServer;
const builds: Record<string, StreamingServer> = {
  production: require(join(cjs, "react-dom-server.node.production.min.js")),
  development: require(join(cjs, "react-dom-server.node.development.js")),
};

/** Rows of Cyrillic text of varying length, so that the 2 KB boundaries fall inside characters. */
function page(): ReactElement {
  const rows = Array.from({ length: 600 }, (_, i) =>
    createElement("li", { key: i, title: "Добавить к сравнению" }, `Добавить к сравнению ${"ё".repeat(i % 7)} №${i}`),
  );
  return createElement("ul", null, rows);
}

function renderStreamed(server: StreamingServer, element: ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const chunks: Buffer[] = [];
    body.on("data", (chunk: Buffer) => chunks.push(chunk));
    body.on("end", () => resolve(Buffer.concat(chunks)));
    body.on("error", reject);
    const { pipe } = server.renderToPipeableStream(element, {
      onAllReady: () => pipe(body),
      onShellError: reject,
    });
  });
}

describe.each(Object.keys(builds))("renderToPipeableStream (%s build)", (build) => {
  it("streams Cyrillic across many 2 KB views byte for byte as renderToString renders it", async () => {
    const bytes = await renderStreamed(builds[build], page());
    expect(bytes.length).toBeGreaterThan(20 * 2048);
    expect(bytes.indexOf(0)).toBe(-1);
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    expect(text).toBe(renderToString(page()));
  });
});
