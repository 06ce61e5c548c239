import { describe, expect, it } from "vitest";
import { parseCoords, yandexMapsHref } from "./geo";

describe("dealer centre coordinates", () => {
  it("reads 'lat,lon' as [lat, lon] for Leaflet", () => {
    expect(parseCoords("59.936912,30.413275")).toEqual([59.936912, 30.413275]);
    expect(parseCoords(" 68.9, 33.09 ")).toEqual([68.9, 33.09]);
    expect(parseCoords("-33.86,151.2")).toEqual([-33.86, 151.2]);
  });

  it("refuses what is not a point", () => {
    for (const bad of ["", "59.9", "59.9;30.3", "abc,def", "91,30", "59,181", "59.9,30.3,1"]) expect(parseCoords(bad)).toBeNull();
  });

  it("reverses to lon,lat only for Yandex Maps links", () => {
    expect(yandexMapsHref("59.936912,30.413275")).toBe("https://yandex.ru/maps/?pt=30.413275,59.936912&z=16&l=map");
    expect(yandexMapsHref("nope")).toBeNull();
  });
});
