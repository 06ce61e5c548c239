import { describe, expect, it } from "vitest";
import { inCity, shouldSaveCity } from "./city-choice";

describe("shouldSaveCity", () => {
  it("saves only a different city", () => {
    expect(shouldSaveCity("a", "b")).toBe(true);
    expect(shouldSaveCity(undefined, "b")).toBe(true);
    expect(shouldSaveCity("a", "a")).toBe(false);
    expect(shouldSaveCity("a", "")).toBe(false);
  });
});

describe("inCity", () => {
  it("declines the six cities and falls back for others", () => {
    expect(inCity("Казань")).toBe("в Казани");
    expect(inCity("Санкт-Петербург")).toBe("в Санкт-Петербурге");
    expect(inCity("Тверь")).toBe("в городе Тверь");
  });
});
