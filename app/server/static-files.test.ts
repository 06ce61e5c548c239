import { describe, expect, it } from "vitest";
import { acceptedEncoding } from "./static-files.server";

describe("acceptedEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(acceptedEncoding("gzip, deflate, br")).toBe("br");
    expect(acceptedEncoding("gzip")).toBe("gzip");
    expect(acceptedEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(acceptedEncoding("*")).toBe("br");
    expect(acceptedEncoding("*, br;q=0")).toBe("gzip");
    expect(acceptedEncoding("identity")).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
    expect(acceptedEncoding("br, gzip", ["gzip"])).toBe("gzip");
  });
});
