import { describe, expect, it } from "vitest";
import { formatDate, formatPhone, formatPrice, formatRating, phoneHref } from "./format";

describe("formatPhone", () => {
  it("shows 11 digits starting with 7 as +7 XXX XXX XX XX", () => {
    expect(formatPhone("78123090000")).toBe("+7 812 309 00 00");
  });
  it("leaves anything else as it came", () => {
    expect(formatPhone("88123090000")).toBe("88123090000");
    expect(formatPhone("123")).toBe("123");
  });
  it("makes a tel: link", () => {
    expect(phoneHref("78123090000")).toBe("tel:+78123090000");
  });
});

describe("formatPrice", () => {
  it("groups thousands with spaces and adds the rouble sign", () => {
    expect(formatPrice(1234567)).toBe("1 234 567 ₽");
    expect(formatPrice(990)).toBe("990 ₽");
  });
});

describe("formatDate and formatRating", () => {
  it("writes a calendar day in Russian, whatever the server's time zone", () => {
    expect(formatDate("2026-11-15")).toBe("15 ноября 2026");
    expect(formatDate("2026-01-01")).toBe("1 января 2026");
    expect(formatDate("not a date")).toBe("not a date");
  });

  it("writes a rating with a decimal comma", () => {
    expect(formatRating(4.6)).toBe("4,6");
    expect(formatRating(5)).toBe("5,0");
  });
});
