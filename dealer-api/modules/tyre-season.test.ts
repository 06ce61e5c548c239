import { describe, expect, it } from "vitest";
import { currentOrNextSeason, seasonOf, storageSeason, storageSeasonName } from "./tyre-season";

const murmansk = { firstSnow: "10-01", snowGone: "05-15" };
const voronezh = { firstSnow: "11-15", snowGone: "03-25" };

describe("seasonOf", () => {
  it("is the week before the first snow to three weeks after it, and likewise around the snow's going", () => {
    expect(seasonOf(murmansk, "2026-09-23")).toBeNull();
    expect(seasonOf(murmansk, "2026-09-24")).toMatchObject({ kind: "autumn", starts: "2026-09-24", ends: "2026-10-22" });
    expect(seasonOf(murmansk, "2026-10-22")?.kind).toBe("autumn");
    expect(seasonOf(murmansk, "2026-10-23")).toBeNull();
    expect(seasonOf(murmansk, "2026-05-20")).toMatchObject({ kind: "spring", name: "весенний сезон" });
  });

  it("puts the north's autumn weeks before the south's", () => {
    expect(seasonOf(murmansk, "2026-10-10")?.kind).toBe("autumn");
    expect(seasonOf(voronezh, "2026-10-10")).toBeNull();
    expect(seasonOf(voronezh, "2026-11-28")?.kind).toBe("autumn");
  });

  it("finds the next season across the new year", () => {
    expect(currentOrNextSeason(voronezh, "2026-12-31")).toMatchObject({ kind: "spring", starts: "2027-03-18" });
    expect(currentOrNextSeason(murmansk, "2026-12-31")).toMatchObject({ kind: "spring", starts: "2027-05-08" });
  });
});

describe("storageSeason", () => {
  it("keeps the summer set through the winter from August to January, the winter set through the summer otherwise", () => {
    expect(storageSeason("2026-11-28")).toEqual({ code: "winter-2026", name: "зима 2026/27", tyres: "summer" });
    expect(storageSeason("2027-01-10")).toEqual({ code: "winter-2026", name: "зима 2026/27", tyres: "summer" });
    expect(storageSeason("2027-04-10")).toEqual({ code: "summer-2027", name: "лето 2027", tyres: "winter" });
    expect(storageSeasonName("winter-2029")).toBe("зима 2029/30");
  });
});
