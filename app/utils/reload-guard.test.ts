import { describe, expect, it } from "vitest";
import { isChunkLoadError, reloadGuardKey, shouldReloadAfterChunkError } from "./reload-guard";

describe("chunk error reload guard", () => {
  it("reloads the first time and again only after 10 s", () => {
    expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true);
    expect(shouldReloadAfterChunkError(1_000, 5_000)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 10_999)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 11_000)).toBe(true);
  });

  it("treats a garbled or future timestamp as no guard", () => {
    expect(shouldReloadAfterChunkError(Number.NaN, 1_000)).toBe(true);
    expect(shouldReloadAfterChunkError(50_000, 1_000)).toBe(true);
  });

  it("keys the guard by path", () => {
    expect(reloadGuardKey("/faq")).not.toBe(reloadGuardKey("/policy"));
  });

  it("recognises chunk load errors of the major browsers", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/faq-1.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });
});
