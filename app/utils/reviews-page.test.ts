import { describe, expect, it } from "vitest";
import { readReviewsPages, reviewsPageCount } from "./reviews-page";

const read = (query: string) => readReviewsPages(new URLSearchParams(query));

describe("readReviewsPages", () => {
  it("reads the pages shown, the first without a parameter", () => {
    expect(read("")).toEqual({ kind: "ok", value: 1 });
    expect(read("reviews=2")).toEqual({ kind: "ok", value: 2 });
  });

  it("sends reviews=1 to the address without it, keeping other parameters", () => {
    expect(read("reviews=1&utm_source=x")).toEqual({ kind: "redirect", query: { utm_source: "x" } });
  });

  it("answers not found for a value that names nothing", () => {
    for (const query of ["reviews=0", "reviews=abc", "reviews=-1", "reviews=02", "reviews=", "reviews=2&reviews=3", "reviews=99999"]) {
      expect(read(query)).toEqual({ kind: "not-found" });
    }
  });
});

describe("reviewsPageCount", () => {
  it("counts pages of six, at least one", () => {
    expect([0, 1, 6, 7, 11, 12, 13].map(reviewsPageCount)).toEqual([1, 1, 1, 2, 2, 2, 3]);
  });
});
