import { describe, expect, it } from "vitest";
import { isNewBuild } from "./build-update";

describe("isNewBuild", () => {
  it("notices a different build and nothing else", () => {
    expect(isNewBuild("abc123", "def456")).toBe(true);
    expect(isNewBuild("abc123", "abc123")).toBe(false);
    expect(isNewBuild("abc123", "development")).toBe(false);
    expect(isNewBuild("abc123", undefined)).toBe(false);
    expect(isNewBuild("abc123", 42)).toBe(false);
    expect(isNewBuild(undefined, "def456")).toBe(false);
  });
});
