import { describe, expect, it } from "vitest";
import { shouldPrefetch } from "./prefetch";

describe("shouldPrefetch", () => {
  it("prefetches on ordinary connections while fewer than 4 are pending", () => {
    expect(shouldPrefetch(undefined, 0)).toBe(true);
    expect(shouldPrefetch({ effectiveType: "4g" }, 3)).toBe(true);
    expect(shouldPrefetch({ effectiveType: "4g" }, 4)).toBe(false);
  });

  it("never prefetches on data saver or 2g", () => {
    expect(shouldPrefetch({ saveData: true, effectiveType: "4g" }, 0)).toBe(false);
    expect(shouldPrefetch({ effectiveType: "2g" }, 0)).toBe(false);
    expect(shouldPrefetch({ effectiveType: "slow-2g" }, 0)).toBe(false);
    expect(shouldPrefetch({ effectiveType: "3g" }, 0)).toBe(true);
  });
});
