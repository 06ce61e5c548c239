/**
 * JSON for a <script> element: '<', '>' and '&' escaped so nothing in the data can close
 * the element or open a comment, and U+2028/U+2029 so it stays valid JavaScript too.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
