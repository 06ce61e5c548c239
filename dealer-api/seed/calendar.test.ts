import { describe, expect, it } from "vitest";
import { CONTENT_DATE, daysSinceContent, shiftDay } from "./calendar";

describe("demo calendar", () => {
  it("counts whole days since the content date, never negative", () => {
    expect(daysSinceContent(new Date(`${CONTENT_DATE}T23:00:00Z`))).toBe(0);
    expect(daysSinceContent(new Date("2026-12-02T08:00:00Z"))).toBe(10);
    expect(daysSinceContent(new Date("2025-01-01T00:00:00Z"))).toBe(0);
  });

  it("moves a day across month and year ends", () => {
    expect(shiftDay("2026-12-25", 10)).toBe("2027-01-04");
    expect(shiftDay("2027-02-28", 1)).toBe("2027-03-01");
    expect(shiftDay("2026-11-02", 0)).toBe("2026-11-02");
  });
});
