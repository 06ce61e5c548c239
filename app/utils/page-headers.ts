import type { HeadersFunction } from "@remix-run/node";

/**
 * The one `headers` of every page route (document responses take their headers from here;
 * data requests get the loader's and action's own): the loader's Cache-Control (private
 * unless the loader says otherwise), Vary on the cookie that makes a page personal, and an
 * action's Retry-After, so a refused post without JavaScript tells the client when to retry.
 */
export const pageHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers({
    "Cache-Control": loaderHeaders.get("Cache-Control") ?? "private, no-cache",
    Vary: "Cookie",
  });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};
