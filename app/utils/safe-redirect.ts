import { safeRedirect } from "remix-utils/safe-redirect";

/**
 * The one check of a return path taken from a form or a query: it is used in a redirect,
 * so it must stay on this site. remix-utils' `safeRedirect` refuses other hosts (`//x`,
 * `/\x`) and `..`; control characters, white space and backslashes anywhere, which browsers
 * quietly drop or turn into slashes, are refused here first, and so are very long values.
 * Characters beyond ASCII are percent-encoded: a Location header carries bytes, and Fetch's
 * Headers refuse anything above U+00FF (a 500 after the post had done its work) and would send
 * U+0080–U+00FF as a raw, non-UTF-8 byte.
 */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value === "" || value.length > 2000) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  const path = safeRedirect(value, fallback);
  try {
    return path.replace(/[^\x20-\x7e]+/g, encodeURIComponent);
  } catch {
    // A lone surrogate has no UTF-8 form.
    return fallback;
  }
}
