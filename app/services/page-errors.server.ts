import { data } from "@remix-run/node";
import { isDealerApiBusinessError, isDealerApiUnavailable } from "./dealer-api/index.server";

/** An unknown address is a 404 whose data names the path (docs/product.md §6.1). */
export function pageNotFound(pathname: string) {
  return data({ message: `Page Not Found: ${pathname}`, path: pathname }, { status: 404, statusText: "Not Found" });
}

/** The dealer API being down or timing out shows the maintenance page (docs/product.md §6.2). */
export function serviceUnavailable() {
  return new Response("Dealer API unavailable", { status: 503, statusText: "Service Unavailable" });
}

/**
 * What a page loader throws when its dealer API call fails: a 404 when the API says the
 * thing does not exist (or rejects the request as invalid), the 503 maintenance page when
 * the API cannot be used. Anything else is a bug and stays a 500.
 */
export function pageLoadError(error: unknown, request: Request): unknown {
  if (isDealerApiUnavailable(error)) return serviceUnavailable();
  if (isDealerApiBusinessError(error) && error.errors.some((e) => e.code === "NOT_FOUND" || e.code === "VALIDATION")) {
    return pageNotFound(new URL(request.url).pathname);
  }
  return error;
}
