import { describe, expect, it } from "vitest";
import { MarkupOnlyData, markupOnlyKey } from "./markup-only";

describe("MarkupOnlyData", () => {
  const CARDS = markupOnlyKey<number[]>("cards");
  const OTHER = markupOnlyKey<number[]>("cards");

  it("keeps a document's value for its render and leaves it out of the data", () => {
    const store = new MarkupOnlyData(true);
    expect(store.keep(CARDS, [1, 2])).toBeNull();
    expect(store.get(CARDS)).toEqual([1, 2]);
    // Another key of the same name is another value.
    expect(store.get(OTHER)).toBeNull();
  });

  it("gives a client's data request its value in the data, and keeps nothing", () => {
    const store = new MarkupOnlyData(false);
    expect(store.keep(CARDS, [1, 2])).toEqual([1, 2]);
    expect(store.get(CARDS)).toBeNull();
  });
});
