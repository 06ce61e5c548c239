import { describe, expect, it } from "vitest";
import { formatPhone, formatPrice, phoneHref } from "./format";

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
