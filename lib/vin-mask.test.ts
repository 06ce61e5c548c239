import { describe, expect, it } from "vitest";
import { maskVin } from "./vehicle-id";

describe("maskVin", () => {
  it("keeps the maker's code and the serial's last four, nine stars between", () => {
    expect(maskVin("XW8ZZZ61ZLG012345")).toBe("XW8Z*********2345");
  });

  it("is the same for an already masked VIN and for lower case", () => {
    expect(maskVin("XW8Z*********2345")).toBe("XW8Z*********2345");
    expect(maskVin("xw8zzz61zlg012345")).toBe("XW8Z*********2345");
  });

  it("hides whatever is not 17 characters whole", () => {
    expect(maskVin("XW8ZZZ61ZLG01234")).toBe("*".repeat(16));
    expect(maskVin("")).toBe("");
  });
});
