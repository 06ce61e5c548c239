/*
 * Responses whose body is one buffer already (a cached page, an encoded render): `send`
 * (incoming.server.ts) writes their bytes in one call instead of reading them back through
 * the Response's stream.
 */

/** The bytes of responses whose body is one buffer already, for `send` to write in one call. */
const wholeBodies = new WeakMap<Response, Uint8Array>();

/** A response whose body is `body`, whole (HEAD: none), known to `send` as such. */
export function wholeResponse(body: Uint8Array, init: ResponseInit, method = "GET"): Response {
  const response = new Response(method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), init);
  if (method !== "HEAD") wholeBodies.set(response, body);
  return response;
}

/** The same response with other headers (the commit's cookies, the visited mark), still known as whole. */
export function withHeaders(response: Response, headers: Headers): Response {
  const copy = new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  const body = wholeBodies.get(response);
  if (body) wholeBodies.set(copy, body);
  return copy;
}

/** The bytes of a response made by wholeResponse or withHeaders. */
export function wholeBodyOf(response: Response): Uint8Array | undefined {
  return wholeBodies.get(response);
}
