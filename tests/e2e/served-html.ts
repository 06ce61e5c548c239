import { createHash } from "node:crypto";
import { join } from "node:path";
import type { BrowserContext, Page, Response } from "@playwright/test";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { structuredDataProblems } from "./structured-data";

// The configuration is the repository's .htmlvalidate.mjs, found from this file name.
const validator = new HtmlValidate(new FileSystemConfigLoader());
const configFile = join(process.cwd(), "served.html");

/** Problems of each distinct document this worker has checked, so each is validated once. */
const checked = new Map<string, Promise<string[]>>();

/**
 * Watches every HTML document the browser context receives, as the server sent it (not the
 * DOM after hydration), and returns a function that lists their problems: NUL bytes,
 * bytes that are not UTF-8, content after `</html>`, html-validate's errors, and JSON-LD
 * that misses what its type requires or recommends (structured-data.ts).
 *
 * Pages reached by client-side navigation (JS on) received no document, and Chromium drops
 * the body of a document left before it arrived; such URLs are fetched with the context's
 * cookies when the list is asked for, after the test's own steps, so the extra request
 * cannot change what the test sees.
 */
export function watchServedDocuments(context: BrowserContext): () => Promise<string[]> {
  const reports: Promise<string[]>[] = [];
  const documentUrls = new Set<string>();
  const visitedUrls = new Set<string>();

  const onResponse = (response: Response) => {
    const request = response.request();
    if (!request.isNavigationRequest() || !isHtml(response) || isRedirect(response.status())) return;
    const url = withoutHash(response.url());
    const label = `${request.method()} ${pathOf(url)} (${response.status()})`;
    reports.push(
      response.body().then(
        (body) => {
          documentUrls.add(url);
          return labelled(label, problemsOf(body));
        },
        // The browser navigated on before the body arrived (a double submit, say), so
        // Chromium has dropped it. A GET is fetched again below; an answer to a POST the
        // browser never showed is not checked, as posting again would repeat the action.
        () => [],
      ),
    );
  };
  const watchPage = (page: Page) =>
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame() && frame.url().startsWith("http")) visitedUrls.add(withoutHash(frame.url()));
    });
  context.on("response", onResponse);
  context.on("page", watchPage);
  context.pages().forEach(watchPage);

  return async () => {
    context.off("response", onResponse);
    context.off("page", watchPage);
    const served = await Promise.all(reports);
    const fetched = await Promise.all(
      [...visitedUrls]
        .filter((url) => !documentUrls.has(url))
        .map(async (url) => {
          const response = await context.request.get(url);
          if (!isHtml(response)) return [];
          const label = `GET ${pathOf(url)} (${response.status()}, fetched again after the test)`;
          return labelled(label, problemsOf(await response.body()));
        }),
    );
    // A document opened twice (a reload) is validated once and listed once.
    return [...new Set([...served, ...fetched].flat())];
  };
}

function problemsOf(body: Buffer): Promise<string[]> {
  const text = body.toString("utf8");
  // The CSP nonce differs on every response and is the only thing that does on a reload.
  const nonce = /nonce="([^"]+)"/.exec(text)?.[1];
  const key = createHash("sha1")
    .update(nonce ? text.split(nonce).join("") : text)
    .digest("hex");
  let problems = checked.get(key);
  if (!problems) {
    problems = validate(body, text);
    checked.set(key, problems);
  }
  return problems;
}

async function validate(body: Buffer, text: string): Promise<string[]> {
  const problems: string[] = [];
  const nuls = countByte(body, 0);
  if (nuls > 0) {
    const at = body.indexOf(0);
    const around = body.subarray(Math.max(0, at - 40), at + 40).toString("utf8").replace(/\0/g, "␀");
    problems.push(`${nuls} NUL byte(s), the first at byte ${at}: «${around}»`);
  }
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    problems.push("bytes that are not valid UTF-8");
  }
  const end = text.lastIndexOf("</html>");
  const after = end === -1 ? "" : text.slice(end + "</html>".length).trim();
  if (end === -1) problems.push("no </html>");
  else if (after) problems.push(`content after </html>: «${after.slice(0, 80)}…»`);

  // Structured data is checked here, not on a few pages: every page the suite opens is covered.
  problems.push(...structuredDataProblems(text));

  const report = await validator.validateString(text, configFile);
  for (const result of report.results) {
    for (const message of result.messages) {
      const snippet = text.slice(message.offset, message.offset + 80).replace(/\s+/g, " ").replace(/\0/g, "␀");
      problems.push(`${message.line}:${message.column} ${message.ruleId}: ${message.message} — ${message.selector ?? ""} «${snippet}»`);
    }
  }
  return problems;
}

async function labelled(label: string, problems: Promise<string[]>): Promise<string[]> {
  return (await problems).map((problem) => `${label}: ${problem}`);
}

function countByte(body: Buffer, byte: number): number {
  let count = 0;
  for (let at = body.indexOf(byte); at !== -1; at = body.indexOf(byte, at + 1)) count++;
  return count;
}

function isHtml(response: { headers(): Record<string, string> }) {
  return (response.headers()["content-type"] ?? "").startsWith("text/html");
}

function isRedirect(status: number) {
  return status >= 300 && status < 400;
}

function withoutHash(url: string) {
  return url.split("#")[0];
}

/** Host and path: the flags-off server differs from the main one by its port. */
function pathOf(url: string) {
  const { host, pathname, search } = new URL(url);
  return `${host}${pathname}${search}`;
}
