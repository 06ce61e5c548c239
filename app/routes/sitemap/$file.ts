import type { LoaderFunctionArgs } from "@remix-run/node";
import { isPartEnabled, sitemapEntries } from "~/services/sitemap.server";
import { parsePartFile, SITEMAP_HEADERS, URLSET_CLOSE, URLSET_OPEN, urlEntry } from "~/utils/sitemap";

/**
 * One sitemap file, streamed: a file of 50 000 cars is written as it is read. The first
 * address is awaited before the answer starts, so a failing dealer API still gets its
 * status (503) and a file past the end of its part a 404.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const part = parsePartFile(params.file ?? "");
  if (!part || !(await isPartEnabled(context, part.name))) return notFound();
  const entries = sitemapEntries(context, part.name, part.number)[Symbol.asyncIterator]();
  const first = await entries.next();
  if (first.done) return notFound();
  const encoder = new TextEncoder();
  let pending: string | null = URLSET_OPEN + urlEntry(first.value);
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (pending !== null) {
        controller.enqueue(encoder.encode(pending));
        pending = null;
        return;
      }
      try {
        // A few hundred addresses per chunk: small enough to stream, big enough not to crawl.
        let chunk = "";
        for (let i = 0; i < 500; i++) {
          const next = await entries.next();
          if (next.done) {
            controller.enqueue(encoder.encode(chunk + URLSET_CLOSE));
            controller.close();
            return;
          }
          chunk += urlEntry(next.value);
        }
        controller.enqueue(encoder.encode(chunk));
      } catch (error) {
        // Mid-file there is no status left to change: the file ends unclosed, which a crawler rejects and retries.
        controller.error(error);
      }
    },
    async cancel() {
      await entries.return?.();
    },
  });
  return new Response(body, { headers: SITEMAP_HEADERS });
}

/** Plain text: a crawler needs only the status to drop a file it had listed. */
function notFound() {
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
