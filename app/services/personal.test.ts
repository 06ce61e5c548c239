import { describe, expect, it } from "vitest";
import { returnPath, signInPath } from "./personal.server";

describe("the way to the sign-in screen and back", () => {
  it("keeps the page asked for, with its query, as ?back=", () => {
    expect(signInPath(new URL("http://x/personal/garage/edit-car?id=7"))).toBe("/personal?back=%2Fpersonal%2Fgarage%2Fedit-car%3Fid%3D7");
    expect(returnPath("/personal/garage/edit-car?id=7")).toBe("/personal/garage/edit-car?id=7");
    expect(signInPath(new URL("http://x/personal/orders?_routes=personal_layout,personal_orders"))).toBe("/personal?back=%2Fpersonal%2Forders");
  });

  it("copies no more than it could return to: a long query is dropped, a long path too", () => {
    const longQuery = signInPath(new URL(`http://x/personal/rating?q=${"a".repeat(8192)}`));
    expect(longQuery).toBe("/personal?back=%2Fpersonal%2Frating");
    // Characters that grow threefold when encoded count at their encoded length.
    expect(signInPath(new URL(`http://x/personal/rating?q=${"я".repeat(1000)}`))).toBe("/personal?back=%2Fpersonal%2Frating");
    expect(signInPath(new URL(`http://x/personal/${"a".repeat(8192)}`))).toBe("/personal");
  });
});
