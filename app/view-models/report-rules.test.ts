import { describe, expect, it } from "vitest";
import { mileageRollbacks, ruDate } from "./report-rules";

describe("mileage rollback", () => {
  it("flags nothing while the readings rise", () => {
    expect(mileageRollbacks([
      { date: "2020-05-01", km: 15_000 },
      { date: "2021-05-03", km: 31_000 },
      { date: "2022-04-28", km: 48_200 },
    ]).size).toBe(0);
  });

  it("flags a reading lower than any taken before it, not only the one just before", () => {
    const flagged = mileageRollbacks([
      { date: "2020-05-01", km: 15_000 },
      { date: "2021-05-03", km: 90_000 },
      { date: "2022-04-28", km: 60_000 },
      { date: "2023-04-28", km: 70_000 },
      { date: "2024-04-28", km: 95_000 },
    ]);
    expect([...flagged]).toEqual(["2022-04-28|60000", "2023-04-28|70000"]);
  });

  it("reads them in date order whatever order they came in", () => {
    expect([...mileageRollbacks([{ date: "2023-01-01", km: 40_000 }, { date: "2021-01-01", km: 50_000 }])]).toEqual(["2023-01-01|40000"]);
  });

  it("does not flag two readings of the same day against each other", () => {
    expect(mileageRollbacks([{ date: "2023-01-01", km: 40_100 }, { date: "2023-01-01", km: 40_000 }]).size).toBe(0);
  });
});

describe("ruDate", () => {
  it("writes day, month and year", () => {
    expect(ruDate("2024-03-05")).toBe("05.03.2024");
  });
});
