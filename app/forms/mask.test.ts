import { describe, expect, it } from "vitest";
import { applyMask, PHONE_MASK, unmask } from "./mask";

describe("applyMask", () => {
  it("formats a full phone with the phone mask", () => {
    expect(applyMask(PHONE_MASK, "79111234567")).toBe("+7 (911) 123-45-67");
  });
  it("keeps a typed literal and skips characters that fit no token", () => {
    expect(applyMask(PHONE_MASK, "+7 (911) 123-45-67")).toBe("+7 (911) 123-45-67");
    expect(applyMask("###", "a1b2c3")).toBe("123");
  });
  it("stops at the first token with no input, without trailing literals", () => {
    expect(applyMask(PHONE_MASK, "7911")).toBe("+7 (911");
    expect(applyMask(PHONE_MASK, "")).toBe("");
  });
  it("supports @ for a letter and * for a letter or a digit", () => {
    expect(applyMask("@@-##", "ab12")).toBe("ab-12");
    expect(applyMask("@@-##", "1a2b34")).toBe("ab-34");
    expect(applyMask("***", "a1Я")).toBe("a1Я");
    expect(applyMask("@", "Ё")).toBe("Ё");
    expect(applyMask("*", "-")).toBe("");
  });
});

describe("unmask", () => {
  it("returns the characters in token places", () => {
    expect(unmask(PHONE_MASK, "+7 (911) 123-45-67")).toBe("9111234567");
    expect(unmask(PHONE_MASK, "+7 (911) 12")).toBe("91112");
    expect(unmask("@@-##", "ab-12")).toBe("ab12");
  });
});
