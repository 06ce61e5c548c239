import { describe, expect, it } from "vitest";
import { createAdmission } from "./admission";

describe("admission", () => {
  it("lets `limit` requests work at once and the others in, in the order they came, as turns end", async () => {
    const admission = createAdmission(2);
    const order: string[] = [];
    const first = await admission.enter();
    const second = await admission.enter();
    const third = admission.enter().then((leave) => (order.push("third"), leave));
    const fourth = admission.enter().then((leave) => (order.push("fourth"), leave));
    expect([admission.working, admission.waiting]).toEqual([2, 2]);

    first();
    first();
    const leaveThird = await third;
    expect(order).toEqual(["third"]);
    expect([admission.working, admission.waiting]).toEqual([2, 1]);

    second();
    (await fourth)();
    leaveThird();
    expect(order).toEqual(["third", "fourth"]);
    expect([admission.working, admission.waiting]).toEqual([0, 0]);
  });
});
