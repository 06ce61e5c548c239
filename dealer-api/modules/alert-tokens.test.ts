import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CONFIRM_TTL_MS, signToken, verifyToken } from "./alert-tokens";

describe("alert link tokens", () => {
  const key = randomBytes(32);
  const now = Date.UTC(2026, 10, 24);

  it("reads back the id it was signed for, per purpose", () => {
    expect(verifyToken(key, "unsubscribe", signToken(key, "unsubscribe", 42))).toBe(42);
    expect(verifyToken(key, "confirm", signToken(key, "confirm", 7, now), now)).toBe(7);
  });

  it("refuses a token of another purpose, another key, or changed in any part", () => {
    const token = signToken(key, "unsubscribe", 42);
    expect(verifyToken(key, "confirm", token)).toBeNull();
    expect(verifyToken(randomBytes(32), "unsubscribe", token)).toBeNull();
    expect(verifyToken(key, "unsubscribe", token.replace(/^42\./, "43."))).toBeNull();
    const [id, sig] = token.split(".") as [string, string];
    // Every other spelling of the last character, the ones that decode to the same bytes too.
    for (const last of "ABQRghwx") {
      if (!sig.endsWith(last)) expect(verifyToken(key, "unsubscribe", `${id}.${sig.slice(0, -1)}${last}`)).toBeNull();
    }
    const confirm = signToken(key, "confirm", 7, now).split(".");
    expect(verifyToken(key, "confirm", [confirm[0], String(Number(confirm[1]) + 1000), confirm[2]].join("."), now)).toBeNull();
  });

  it("lets a confirmation expire and an unsubscribe link live on", () => {
    const confirm = signToken(key, "confirm", 7, now);
    expect(verifyToken(key, "confirm", confirm, now + CONFIRM_TTL_MS - 1000)).toBe(7);
    expect(verifyToken(key, "confirm", confirm, now + CONFIRM_TTL_MS + 1000)).toBeNull();
    expect(verifyToken(key, "unsubscribe", signToken(key, "unsubscribe", 9, now), now + 10 * 365 * 86_400_000)).toBe(9);
  });

  it("refuses what is not a token", () => {
    for (const bad of [undefined, 42, "", "abc", "1.2.3.4", "-1.xx", "0.AAAA", "x".repeat(200)]) {
      expect(verifyToken(key, "unsubscribe", bad)).toBeNull();
    }
  });
});
