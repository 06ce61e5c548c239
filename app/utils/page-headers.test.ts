import { describe, expect, it } from "vitest";
import { pageHeaders } from "./page-headers";

const run = (loader: HeadersInit, action: HeadersInit = {}) =>
  new Headers(
    pageHeaders({
      loaderHeaders: new Headers(loader),
      actionHeaders: new Headers(action),
      parentHeaders: new Headers(),
      errorHeaders: undefined,
    }) as HeadersInit,
  );

describe("pageHeaders", () => {
  it("keeps the loader's cache policy, private when it says nothing, and varies on the cookie", () => {
    expect(run({ "Cache-Control": "public, max-age=60" }).get("Cache-Control")).toBe("public, max-age=60");
    expect(run({}).get("Cache-Control")).toBe("private, no-cache");
    expect(run({}).get("Vary")).toBe("Cookie");
  });

  it("passes a refused post's Retry-After on to the page rendered without JavaScript", () => {
    expect(run({}, { "Retry-After": "42" }).get("Retry-After")).toBe("42");
    expect(run({}).get("Retry-After")).toBeNull();
  });
});
