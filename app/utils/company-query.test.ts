import { describe, expect, it } from "vitest";
import { newsQueryRecord, readChoice, readNewsQuery } from "./company-query";

const read = (qs: string) => readNewsQuery(new URLSearchParams(qs));

describe("readNewsQuery", () => {
  it("reads the page and the year, page 1 and all years by default", () => {
    expect(read("")).toEqual({ kind: "ok", value: { page: 1, year: null } });
    expect(read("page=3&year=2025&utm_source=vk")).toEqual({ kind: "ok", value: { page: 3, year: 2025 } });
  });

  it("redirects a redundant page 1 or an empty year to the shorter address", () => {
    expect(read("page=1")).toEqual({ kind: "redirect", query: {} });
    expect(read("year=")).toEqual({ kind: "redirect", query: {} });
    expect(read("year=2026&page=1")).toEqual({ kind: "redirect", query: { year: "2026" } });
  });

  it.each(["page=0", "page=abc", "page=-1", "page=01", "page=2&page=3", "year=25", "year=20x5", "year=2025&year=2026"])(
    "answers not-found for %s",
    (qs) => {
      expect(read(qs)).toEqual({ kind: "not-found" });
    },
  );

  it("writes the year before the page and leaves page 1 out", () => {
    expect(newsQueryRecord({ page: 1, year: null })).toEqual({});
    expect(newsQueryRecord({ page: 2, year: 2025 })).toEqual({ year: "2025", page: "2" });
  });
});

describe("readChoice", () => {
  const choice = (qs: string) => readChoice(new URLSearchParams(qs), "status", ["open", "closed"] as const);
  it("accepts one allowed value or none", () => {
    expect(choice("")).toEqual({ kind: "ok", value: null });
    expect(choice("status=open")).toEqual({ kind: "ok", value: "open" });
  });
  it("redirects the empty 'all' value and refuses anything else", () => {
    expect(choice("status=")).toEqual({ kind: "redirect", query: {} });
    expect(choice("status=archived")).toEqual({ kind: "not-found" });
    expect(choice("status=open&status=closed")).toEqual({ kind: "not-found" });
  });
});
