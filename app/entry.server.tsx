import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { documentEndLast, wholeDocument } from "./server/document-stream.server";
import { NonceContext } from "./utils/nonce";
import { DocumentListsProvider, NO_LISTS } from "./utils/visitor-lists";
import { MarkupOnlyProvider } from "./utils/markup-only";

/** How long a streamed response may wait for deferred data before it is cut off. */
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The pipeline gives a nonce to a page rendered for one visitor; a page that may be
  // shared has none and is allowed by its scripts' hashes (app/server/csp.server.ts).
  const nonce = loadContext.nonce;
  // Crawlers get the whole document at once; people get the shell as soon as it is ready
  // when the page has deferred data to stream (with a nonce: streamed scripts cannot be
  // hashed before the header leaves). Every other document is rendered whole and sent as
  // one buffer of known length, which tells the pipeline to encode it in one pass rather
  // than a zlib call per React chunk (a third of a personalised catalogue's CPU with
  // brotli), and with the right status.
  const streaming =
    nonce !== undefined && !(isbot(request.headers.get("user-agent") ?? "") || remixContext.isSpaMode) && hasDeferredData(remixContext);

  // The visitor's favourites and comparison, or none when the page is made for everyone and the
  // pipeline writes them in after (ADR 081). The root loader has resolved the visitor already.
  const lists = await loadContext.documentLists().catch(() => NO_LISTS);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The render's deadline holds the whole render (React's request, the document's chunks)
    // until it fires: it is cleared as soon as the document is out, or a busy server keeps
    // seconds' worth of finished renders in memory (docs/decisions/036-personalised-cpu-and-memory.md).
    const deadline: { timer?: ReturnType<typeof setTimeout> } = {};
    const settled = () => clearTimeout(deadline.timer);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <DocumentListsProvider value={lists}>
          <MarkupOnlyProvider value={loadContext.markupOnly}>
            <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
          </MarkupOnlyProvider>
        </DocumentListsProvider>
      </NonceContext.Provider>,
      {
        nonce,
        [streaming ? "onShellReady" : "onAllReady"]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // Streamed data goes inside the body, not after </html>.
          if (streaming) {
            const body = documentEndLast();
            body.once("close", settled);
            // No length: the pipeline encodes and flushes it chunk by chunk.
            resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
            pipe(body);
          } else {
            pipe(
              wholeDocument(
                (document) => {
                  settled();
                  responseHeaders.set("Content-Length", String(document.length));
                  resolve(new Response(document, { headers: responseHeaders, status: responseStatusCode }));
                },
                reject,
              ),
            );
          }
        },
        onShellError(error: unknown) {
          settled();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already on their way to the browser; only log them.
          if (shellRendered) loadContext.logger.error("render failed after the shell", { error: String(error) });
        },
      },
    );
    deadline.timer = setTimeout(abort, streamTimeout + 1000);
  });
}

/** Whether a loader returned promises for the document to stream (single fetch's deferred data). */
function hasDeferredData(remixContext: EntryContext): boolean {
  const isPending = (value: unknown) => typeof (value as { then?: unknown } | null)?.then === "function";
  return Object.values(remixContext.staticHandlerContext.loaderData ?? {}).some(
    (data) => isPending(data) || (typeof data === "object" && data !== null && Object.values(data).some(isPending)),
  );
}

export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  // Aborted requests (the visitor navigated away) are not errors worth a log line.
  if (request.signal.aborted) return;
  // Remix's own refusals (a POST to a page without an action is its 405) are answers, not
  // errors: the request's log line has the status. As an object they were logged as
  // "[object Object]".
  if (isRouteErrorResponse(error)) {
    if (error.status >= 500) context.logger.error("error response", { path: new URL(request.url).pathname, status: error.status, data: error.data });
    return;
  }
  context.logger.error("unhandled error", {
    path: new URL(request.url).pathname,
    error: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
}

/**
 * The one value server.ts takes from the server build (`build.entry.module.createStorefront`):
 * the storefront, whose request pipeline lives in app/server/ (docs/decisions/032-one-front-door.md).
 */
export { createStorefront } from "./server/storefront.server";
