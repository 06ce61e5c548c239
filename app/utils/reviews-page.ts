import type { QueryReading } from "./company-query";

/** Reviews a centre page shows at first, and how many more each «Показать ещё» adds. */
export const REVIEWS_PAGE = 6;

const PAGES = /^[1-9]\d{0,3}$/;

/**
 * `?reviews=N` on a centre page: its newest N × 6 reviews. Read as strictly as the company
 * lists' pages: a value that names nothing is the 404 page, `reviews=1` a 301 to the address
 * without it (other parameters kept).
 */
export function readReviewsPages(params: URLSearchParams): QueryReading<number> {
  const values = params.getAll("reviews");
  if (values.length === 0) return { kind: "ok", value: 1 };
  if (values.length > 1 || !PAGES.test(values[0]!)) return { kind: "not-found" };
  if (values[0] === "1") {
    const rest = new URLSearchParams(params);
    rest.delete("reviews");
    return { kind: "redirect", query: Object.fromEntries(rest) };
  }
  return { kind: "ok", value: Number(values[0]) };
}

/** How many pages of reviews there are to show (at least the first, even with none). */
export function reviewsPageCount(count: number): number {
  return Math.max(1, Math.ceil(count / REVIEWS_PAGE));
}

/** The id of the review at this 1-based position on the page: where «Показать ещё» lands. */
export function reviewAnchor(position: number): string {
  return `review-${position}`;
}
