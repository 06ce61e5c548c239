import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-redirect";

describe("safeReturnPath", () => {
  it("keeps same-site relative paths with their query", () => {
    expect(safeReturnPath("/faq")).toBe("/faq");
    expect(safeReturnPath("/catalog?brand=haval#list")).toBe("/catalog?brand=haval#list");
  });

  it("refuses other hosts and odd values", () => {
    for (const bad of ["//evil.example", "/\\evil.example", "https://evil.example/", "evil", "", "/a\nb", "/a\\b", undefined, 5]) {
      expect(safeReturnPath(bad)).toBe("/");
    }
    expect(safeReturnPath("javascript:alert(1)", "/faq")).toBe("/faq");
  });
});
