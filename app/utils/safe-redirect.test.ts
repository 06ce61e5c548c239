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

describe("safeReturnPath as the lead forms use it", () => {
  it("falls back for other sites and for nothing at all", () => {
    expect(safeReturnPath("/company?x=1")).toBe("/company?x=1");
    expect(safeReturnPath(undefined, "/consultation")).toBe("/consultation");
    expect(safeReturnPath("/a b")).toBe("/");
    expect(safeReturnPath("/" + "a".repeat(2001))).toBe("/");
  });
});

describe("safeReturnPath in a Location header", () => {
  it("percent-encodes every character beyond ASCII, so Headers accept it and browsers read UTF-8", () => {
    expect(safeReturnPath("/ж")).toBe("/%D0%B6");
    expect(safeReturnPath("/é?q=ё#я")).toBe("/%C3%A9?q=%D1%91#%D1%8F");
    expect(safeReturnPath("/already%20encoded")).toBe("/already%20encoded");
    expect(() => new Headers({ Location: safeReturnPath("/Москва") })).not.toThrow();
    expect(safeReturnPath("/\uD800x", "/faq")).toBe("/faq");
  });
});
