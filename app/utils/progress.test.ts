import { describe, expect, it } from "vitest";
import { progressSchedule } from "./progress";

describe("progressSchedule", () => {
  it("shows the bar only after the 200 ms throttle", () => {
    expect(progressSchedule(true, "idle")).toEqual([[200, "running"]]);
    expect(progressSchedule(true, "fading")).toEqual([[200, "running"]]);
  });

  it("does nothing when a load ends before the bar showed", () => {
    expect(progressSchedule(false, "idle")).toEqual([]);
  });

  it("fills, hides after 500 ms and resets 400 ms later", () => {
    expect(progressSchedule(false, "running")).toEqual([
      [0, "complete"],
      [500, "fading"],
      [900, "idle"],
    ]);
  });
});
