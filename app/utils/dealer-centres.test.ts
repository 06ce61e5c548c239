import { describe, expect, it } from "vitest";
import { findCentre, groupByCity, openingHours } from "./dealer-centres";

const centre = (id: number, sCode: string, city: string) => ({ id, sCode, sCityFiasId: city, sCityName: city.toUpperCase() });
const centres = [centre(1, "a", "spb"), centre(2, "b", "spb"), centre(3, "c", "kzn"), centre(4, "d", "msk")];

describe("groupByCity", () => {
  it("keeps the API's order and puts the visitor's city first", () => {
    expect(groupByCity(centres).map((g) => g.fiasId)).toEqual(["spb", "kzn", "msk"]);
    const groups = groupByCity(centres, "kzn");
    expect(groups.map((g) => [g.fiasId, g.centres.map((c) => c.sCode)])).toEqual([["kzn", ["c"]], ["spb", ["a", "b"]], ["msk", ["d"]]]);
    expect(groupByCity(centres, "nowhere").map((g) => g.fiasId)).toEqual(["spb", "kzn", "msk"]);
  });
});

describe("findCentre", () => {
  it("finds by code, or by numeric id with a redirect, and nothing else", () => {
    expect(findCentre(centres, "c")).toEqual({ centre: centres[2], redirect: false });
    expect(findCentre(centres, "3")).toEqual({ centre: centres[2], redirect: true });
    expect(findCentre(centres, "99")).toBeNull();
    expect(findCentre(centres, "zz")).toBeNull();
    expect(findCentre(centres, "3a")).toBeNull();
  });
});

describe("openingHours", () => {
  it("reads every day and day ranges", () => {
    expect(openingHours("Ежедневно с 9:00 до 21:00")).toEqual([
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"], opens: "09:00", closes: "21:00" },
    ]);
    expect(openingHours("Пн–Пт с 8:00 до 20:00, Сб–Вс с 9:00 до 18:00")).toEqual([
      { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "20:00" },
      { dayOfWeek: ["Saturday", "Sunday"], opens: "09:00", closes: "18:00" },
    ]);
    expect(openingHours("Сб с 10:00 до 16:00")).toEqual([{ dayOfWeek: ["Saturday"], opens: "10:00", closes: "16:00" }]);
  });

  it("leaves out what it cannot read", () => {
    expect(openingHours("по записи")).toEqual([]);
    expect(openingHours("Вс–Пн с 9:00 до 18:00")).toEqual([]);
  });
});
