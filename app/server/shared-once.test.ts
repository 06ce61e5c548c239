import { describe, expect, it } from "vitest";
import { createSharedOnce } from "./shared-once.server";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("createSharedOnce without Redis", () => {
  it("asks once for requests that race for one key, and gives each the one answer", async () => {
    const once = createSharedOnce({ keyPrefix: "t:", ttlMs: 60_000, waitMs: 1_000 });
    const answer = deferred<string | undefined>();
    let asked = 0;
    const produce = () => {
      asked++;
      return answer.promise;
    };
    const racing = [once("mark", produce), once("mark", produce), once("mark", produce)];
    answer.resolve("id-1");
    expect(await Promise.all(racing)).toEqual(["id-1", "id-1", "id-1"]);
    expect(await once("mark", produce)).toBe("id-1");
    expect(asked).toBe(1);
    // Another key is another browser.
    expect(await once("other", () => Promise.resolve("id-2"))).toBe("id-2");
  });

  it("keeps an answer for its time only", async () => {
    let now = 0;
    const once = createSharedOnce({ keyPrefix: "t:", ttlMs: 60_000, waitMs: 1_000, now: () => now });
    expect(await once("mark", () => Promise.resolve("id-1"))).toBe("id-1");
    now = 60_001;
    expect(await once("mark", () => Promise.resolve("id-2"))).toBe("id-2");
  });

  it("keeps no failure: no answer, or an error, and the next request asks again", async () => {
    const once = createSharedOnce({ keyPrefix: "t:", ttlMs: 60_000, waitMs: 1_000 });
    expect(await once("mark", () => Promise.resolve(undefined))).toBeUndefined();
    await expect(once("mark", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await once("mark", () => Promise.resolve("id-1"))).toBe("id-1");
  });
});
