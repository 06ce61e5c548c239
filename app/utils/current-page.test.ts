import { describe, expect, it } from "vitest";
import { isCurrentPage } from "./current-page";

describe("isCurrentPage", () => {
  it("marks a link's own page", () => {
    expect(isCurrentPage("/catalog", "/catalog")).toBe(true);
    expect(isCurrentPage("/catalog/", "/catalog")).toBe(true);
    expect(isCurrentPage("/Catalog", "/catalog")).toBe(true);
  });

  it("marks a section's link on the pages under it, and only there", () => {
    expect(isCurrentPage("/company/news", "/company")).toBe(true);
    expect(isCurrentPage("/company/news/some-item", "/company/news")).toBe(true);
    expect(isCurrentPage("/companyx", "/company")).toBe(false);
    expect(isCurrentPage("/company", "/company/news")).toBe(false);
  });

  it("marks home only on home", () => {
    expect(isCurrentPage("/", "/")).toBe(true);
    expect(isCurrentPage("/catalog", "/")).toBe(false);
  });
});
