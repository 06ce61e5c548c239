import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.server";
import { requestIdFrom, withRequestId } from "./request-id.server";

describe("logger", () => {
  it("writes one JSON object a line, with the request id of the request it runs for", async () => {
    const lines: string[] = [];
    const logger = createLogger("info", (line) => lines.push(line));
    logger.debug("not written");
    logger.info("outside");
    await withRequestId("req-7", async () => {
      await Promise.resolve();
      logger.warn("inside", { path: "/faq", error: new Error("boom", { cause: new Error("root") }) });
    });
    const [outside, inside] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(outside).toMatchObject({ level: "info", msg: "outside" });
    expect(outside).not.toHaveProperty("requestId");
    expect(typeof outside!.time).toBe("string");
    expect(inside).toMatchObject({ level: "warn", msg: "inside", requestId: "req-7", path: "/faq" });
    expect(inside!.error).toMatchObject({ name: "Error", message: "boom", cause: "root" });
    expect((inside!.error as { stack: string }).stack).toContain("boom");
  });

  it("takes a sane X-Request-Id and replaces anything else", () => {
    expect(requestIdFrom("abc-123_x.y:z")).toBe("abc-123_x.y:z");
    for (const bad of [undefined, "", "a b", "x\ny", "<script>", "a".repeat(129), "ид"]) {
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });
});
